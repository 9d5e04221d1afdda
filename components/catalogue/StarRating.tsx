import { displayRating, filledStars, ratingLabel, reviewCountText } from '@/lib/format/rating';

/** 16, 20 and 24 px stars (spec section 3): the row is five stars wide. */
const SIZES = { sm: 'h-4 w-20', md: 'h-5 w-25', lg: 'h-6 w-30' } as const;

interface StarRatingProps {
  rating: number;
  /** Shown as '(N Review)' / '(N Reviews)' when given. */
  totalReviews?: number;
  size?: keyof typeof SIZES;
  className?: string;
}

/**
 * The spec's star display (section 3): one picture with one accessible label, not five images. The
 * stars are drawn by CSS (`.stars` in globals.css) from the filled count alone: product lists show
 * dozens of ratings, and SVG paths would be repeated in each one's HTML and again in the page's
 * React Server Components payload.
 */
export function StarRating({ rating, totalReviews, size = 'md', className = '' }: StarRatingProps) {
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <span role="img" aria-label={ratingLabel(rating, totalReviews)} data-filled={filledStars(rating)} className={`stars ${SIZES[size]}`} />
      <span aria-hidden="true" className="text-sm text-stone-700">
        {displayRating(rating).toFixed(1)}
        {totalReviews !== undefined && <> {reviewCountText(totalReviews)}</>}
      </span>
    </span>
  );
}
