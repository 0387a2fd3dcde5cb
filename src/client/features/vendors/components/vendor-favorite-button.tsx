import { Star } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/** The favorite star: a toggle button named for what it will do. */
export function VendorFavoriteButton({
  name,
  isFavorite,
  isPending = false,
  onToggle,
}: {
  name: string;
  isFavorite: boolean;
  isPending?: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={isFavorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`}
      title={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      disabled={isPending}
      onClick={onToggle}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-border bg-card',
        'transition-[scale,color] duration-150 hover:scale-105 active:scale-95 disabled:opacity-60',
        isFavorite ? 'text-amber-500' : 'text-ink-600 hover:text-amber-500',
      )}
    >
      <Star
        aria-hidden="true"
        className="size-5"
        fill={isFavorite ? 'currentColor' : 'none'}
        strokeWidth={2.25}
      />
    </button>
  );
}
