import { Star } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/** Five stars filled to the rounded average, with the figure and count in words for screen readers. */
export function RatingStars({
  averageRating,
  reviewCount,
  className,
  hideCount = false,
}: {
  averageRating: number | null;
  reviewCount: number;
  className?: string;
  /** One review's own stars: no count after them. */
  hideCount?: boolean;
}) {
  if (averageRating === null || reviewCount === 0) {
    return <p className={cn('text-muted-foreground text-sm', className)}>No reviews yet</p>;
  }
  const filled = Math.round(averageRating);
  return (
    <p className={cn('flex items-center gap-1.5 text-sm', className)}>
      <span className="flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={cn('size-4', n <= filled ? 'text-amber-500' : 'text-ink-300')}
            fill={n <= filled ? 'currentColor' : 'none'}
          />
        ))}
      </span>
      <span className="sr-only">Rated {averageRating.toFixed(1)} out of 5,</span>
      <span className="font-semibold" aria-hidden="true">
        {averageRating.toFixed(1)}
      </span>
      <span className={cn('text-muted-foreground', hideCount && 'sr-only')}>
        ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}
