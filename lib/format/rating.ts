/** The star display's numbers (spec section 3): the rating clamped to 0..5 with one decimal. */
export function displayRating(rating: number): number {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  return Math.round(value * 10) / 10;
}

/** Filled stars: the displayed rating rounded. */
export const filledStars = (rating: number): number => Math.round(displayRating(rating));

/** '(1 Review)', otherwise '(N Reviews)'. */
export const reviewCountText = (total: number): string => `(${total} ${total === 1 ? 'Review' : 'Reviews'})`;

/** The spec's label; a single review's stars (no count) just say the rating. */
export const ratingLabel = (rating: number, total?: number): string =>
  `Rating: ${displayRating(rating)} out of 5 stars${total === undefined ? '' : ` based on ${total} reviews`}`;
