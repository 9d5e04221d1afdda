import { displayRating, filledStars, ratingLabel, reviewCountText } from './rating';

describe('rating display', () => {
  it.each([
    [4.26, 4.3],
    [-1, 0],
    [7, 5],
    [Number.NaN, 0],
    [3, 3],
  ])('%p displays as %p', (rating, shown) => expect(displayRating(rating)).toBe(shown));

  it('fills the rounded number of stars', () => {
    expect(filledStars(3.4)).toBe(3);
    expect(filledStars(3.5)).toBe(4);
    expect(filledStars(9)).toBe(5);
  });

  it('says Review for exactly one, Reviews otherwise', () => {
    expect(reviewCountText(1)).toBe('(1 Review)');
    expect(reviewCountText(0)).toBe('(0 Reviews)');
    expect(reviewCountText(12)).toBe('(12 Reviews)');
  });

  it('has the spec accessible label', () => {
    expect(ratingLabel(4.26, 12)).toBe('Rating: 4.3 out of 5 stars based on 12 reviews');
    expect(ratingLabel(4)).toBe('Rating: 4 out of 5 stars');
  });
});
