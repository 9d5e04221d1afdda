import { displayRating, filledStars, ratingLabel, reviewCountText } from '@/lib/format/rating';

/** 16, 20 and 24 px stars (spec section 3): the row is five stars wide. */
const SIZES = { sm: '[--star:1rem]', md: '[--star:1.25rem]', lg: '[--star:1.5rem]' } as const;

interface StarRatingProps {
  rating: number;
  /** Shown as '(N Review)' / '(N Reviews)' when given. */
  totalReviews?: number;
  size?: keyof typeof SIZES;
  className?: string;
}

/**
 * The spec's star display (section 3): one element with one accessible label (an image's text is
 * not read out), the stars drawn by CSS before the figures (`.star-rating` in globals.css) from the
 * filled count alone. Product lists show dozens of ratings, each repeated in the page's React
 * Server Components payload: SVG paths, or an element per star, would be repeated with them.
 */
export function StarRating({ rating, totalReviews, size = 'md', className = '' }: StarRatingProps) {
  return (
    <span role="img" aria-label={ratingLabel(rating, totalReviews)} data-filled={filledStars(rating)} className={`star-rating text-sm text-stone-700 ${SIZES[size]} ${className}`}>
      {displayRating(rating).toFixed(1)}
      {totalReviews !== undefined && ` ${reviewCountText(totalReviews)}`}
    </span>
  );
}
