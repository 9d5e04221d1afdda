import { displayRating, filledStars, ratingLabel, reviewCountText } from '@/lib/format/rating';

const SIZES = { sm: 16, md: 20, lg: 24 } as const;
/** One star's outline after its first point, in relative steps, so it can be drawn in any cell. */
const STAR = 'l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6-5.9-3.3-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Stars `from` to `to` (0-based) as one path, each in its own 24-unit cell. */
const stars = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `M${12 + 24 * (from + i)} 2.5${STAR}`).join('');

interface StarRatingProps {
  rating: number;
  /** Shown as '(N Review)' / '(N Reviews)' when given. */
  totalReviews?: number;
  size?: keyof typeof SIZES;
  className?: string;
}

/**
 * The spec's star display (section 3): one picture with one accessible label, not five images. The
 * filled and empty stars are one path each: product lists draw dozens of these, and every element
 * is parsed, styled and hydrated.
 */
export function StarRating({ rating, totalReviews, size = 'md', className = '' }: StarRatingProps) {
  const px = SIZES[size];
  const filled = filledStars(rating);
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <svg role="img" aria-label={ratingLabel(rating, totalReviews)} width={px * 5} height={px} viewBox="0 0 120 24" focusable="false">
        {filled > 0 && <path d={stars(0, filled)} className="fill-harvest-500" />}
        {filled < 5 && <path d={stars(filled, 5)} className="fill-stone-300" />}
      </svg>
      <span aria-hidden="true" className="text-sm text-stone-700">
        {displayRating(rating).toFixed(1)}
        {totalReviews !== undefined && <> {reviewCountText(totalReviews)}</>}
      </span>
    </span>
  );
}
