import { displayRating, filledStars, ratingLabel, reviewCountText } from '@/lib/format/rating';

const SIZES = { sm: 16, md: 20, lg: 24 } as const;
const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

interface StarRatingProps {
  rating: number;
  /** Shown as '(N Review)' / '(N Reviews)' when given. */
  totalReviews?: number;
  size?: keyof typeof SIZES;
  className?: string;
}

/** The spec's star display (section 3): one picture with one accessible label, not five images. */
export function StarRating({ rating, totalReviews, size = 'md', className = '' }: StarRatingProps) {
  const px = SIZES[size];
  const filled = filledStars(rating);
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <span role="img" aria-label={ratingLabel(rating, totalReviews)} className="inline-flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <svg key={star} width={px} height={px} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-filled={star <= filled}>
            <path d={STAR} className={star <= filled ? 'fill-harvest-500' : 'fill-stone-300'} />
          </svg>
        ))}
      </span>
      <span aria-hidden="true" className="text-sm text-stone-700">
        {displayRating(rating).toFixed(1)}
        {totalReviews !== undefined && <> {reviewCountText(totalReviews)}</>}
      </span>
    </span>
  );
}
