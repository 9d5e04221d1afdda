import type { CategoryKey } from './catalogue';
import type { SeedReviewer } from './people/reviewers';
import type { Rng } from './random';

/** Review texts by rating, written the way Nigerian buyers write them; a few speak to the category. */
const BY_RATING: Record<number, readonly string[]> = {
  5: [
    'Exactly as described. Will order again.',
    'Very good quality and the delivery was fast. Thank you!',
    'My mum said it is the best she has bought this year.',
    'Fresh and well packed. No complaints at all.',
    'Seller called before delivery and everything arrived in perfect condition.',
    'Top quality. I bought at the market last week and this is better and cheaper.',
    'I have ordered three times now and it is always consistent.',
    'Came earlier than I expected, and the quantity was complete.',
    'Neat, clean and honest measure. God bless this seller.',
    'Used it for my daughter\'s birthday cooking and everyone asked where I bought it.',
    'Excellent! Packaging was strong and nothing spilled.',
    'Value for money. I have recommended this shop to my colleagues.',
  ],
  4: [
    'Good quality, just a little late on delivery.',
    'Nice product. Price is fair for the quality.',
    'Very good, but the bag was slightly dusty outside.',
    'Good, though I wish they had a smaller pack size.',
    'Satisfied. The rider was polite and patient.',
    'Quality is good. One or two pieces were smaller than the rest.',
    'Good buy. Would be five stars if delivery was a day faster.',
    'Fresh and clean. I had to sort a little, but nothing serious.',
    'Better than what I get at my local market.',
  ],
  3: [
    'It is okay. Not bad, not excellent.',
    'Quality was average this time; my last order was better.',
    'Delivery took almost a week, but the product itself is fine.',
    'Fair. A few pieces were bruised on arrival.',
    'Okay for the price. The packaging needs improvement.',
    'Average. I expected it to be a bit fresher.',
  ],
  2: [
    'Part of the order was spoilt when it arrived. The seller refunded half.',
    'Not what I expected. Smaller than the pictures suggest.',
    'Delivery was late and nobody answered my calls.',
  ],
  1: [
    'Very disappointed. The quantity was short and it was not fresh.',
    'Wrong item delivered and it took days to sort out.',
  ],
};

const BY_CATEGORY: Partial<Record<CategoryKey, readonly string[]>> = {
  tubers: ['The tubers were big and dry inside, no rot at all.', 'Pounded very well, no lumps.'],
  grains: ['No stones at all; I did not need to pick it.', 'Swells well when cooking and does not go soggy.'],
  legumes: ['Cooked soft in less than an hour. No weevils.', 'Clean beans, no stones or chaff.'],
  vegetables: ['Still crisp two days after delivery.', 'Firm and fresh, none of them squashed.'],
  leafy: ['Leaves were green and fresh, not yellow like the market ones.', 'Washed clean, no sand.'],
  peppers: ['Very hot! A little goes a long way.', 'Strong aroma, my stew came out beautiful.'],
  cooking: ['Original taste, not adulterated.', 'The colour and smell are just right.'],
  nuts: ['Crunchy and fresh, no bad ones.', 'Clean and well sorted.'],
  fruits: ['Sweet and juicy, the children finished them in one day.', 'Ripened nicely after two days.'],
  cash: ['Grade was as advertised; moisture was low.', 'Good bean size and well dried.'],
  livestock: ['The birds were healthy and active.', 'Big and well fed, exactly as shown.'],
  fish: ['Well smoked and dry, no bad smell.', 'Fresh and clean, the soup was sweet.'],
  processed: ['Smooth with no lumps and no sand.', 'Well processed and neatly packed.'],
};

/** Skewed to 3-5 stars, as marketplace ratings are. */
const RATING_WEIGHTS: readonly (readonly [number, number])[] = [
  [5, 0.44],
  [4, 0.34],
  [3, 0.14],
  [2, 0.05],
  [1, 0.03],
];

export interface SeedReview {
  reviewer: SeedReviewer;
  rating: number;
  feedback: string;
  /** Hours after the product was listed. */
  hoursAfterListing: number;
}

function feedbackText(rng: Rng, rating: number, category: CategoryKey): string {
  const general = rng.pick(BY_RATING[rating]!);
  const specific = BY_CATEGORY[category];
  if (rating >= 4 && specific && rng.chance(0.5)) return rng.chance(0.5) ? `${rng.pick(specific)} ${general}` : rng.pick(specific);
  return general;
}

/** About 40 % of products get 1-6 reviews, each by a different reviewer. */
export function reviewsFor(rng: Rng, category: CategoryKey, reviewers: readonly SeedReviewer[], listedHoursAgo: number): SeedReview[] {
  if (!rng.chance(0.4) || listedHoursAgo < 24) return [];
  const count = rng.int(1, 6);
  return rng.sample(reviewers, count).map((reviewer) => {
    const rating = rng.weighted(RATING_WEIGHTS);
    return {
      reviewer,
      rating,
      feedback: feedbackText(rng, rating, category),
      hoursAfterListing: rng.between(12, Math.max(13, listedHoursAgo - 1)),
    };
  });
}

/** `round(avg, 1)` as productDetails reports it; 0 without reviews. */
export function averageRating(reviews: readonly SeedReview[]): number {
  if (reviews.length === 0) return 0;
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
}
