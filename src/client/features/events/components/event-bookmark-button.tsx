import { Heart } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/** The heart on a card's picture: a toggle button (aria-pressed) named for what it will do. */
export function EventBookmarkButton({
  title,
  isBookmarked,
  onToggle,
}: {
  title: string;
  isBookmarked: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={isBookmarked}
      aria-label={isBookmarked ? 'Remove bookmark' : `Bookmark ${title}`}
      title={isBookmarked ? 'Remove bookmark' : 'Bookmark'}
      onClick={onToggle}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-full bg-white/90 shadow-md backdrop-blur',
        'transition-[scale,background-color,color] duration-150 hover:scale-105 hover:bg-white active:scale-95',
        isBookmarked ? 'text-party-600' : 'text-ink-700 hover:text-party-600',
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-5 transition-transform duration-200 ease-spring', isBookmarked && 'scale-110')}
        fill={isBookmarked ? 'currentColor' : 'none'}
        strokeWidth={2.25}
      />
    </button>
  );
}
