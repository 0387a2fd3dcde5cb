import { Star } from 'lucide-react';

/** Five stars filled to the nearest half, with the number and review count beside them. */
export function RatingStars({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null || count === 0) return <p className="text-muted-foreground text-sm">No reviews yet</p>;
  const value = Math.min(5, Math.max(0, rating));
  const rounded = Math.round(value * 2) / 2;
  const reviews = `${count} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <div className="flex items-center gap-1.5">
      <span role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`} className="flex">
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = Math.min(1, Math.max(0, rounded - i));
          return (
            <span key={i} className="relative size-4">
              <Star aria-hidden="true" className="absolute inset-0 size-4 text-ink-300" />
              {fill > 0 ? (
                <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                  <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                </span>
              ) : null}
            </span>
          );
        })}
      </span>
      <span className="font-semibold text-ink-900 text-sm">{value.toFixed(1)}</span>
      <span className="text-muted-foreground text-sm">({reviews})</span>
    </div>
  );
}
