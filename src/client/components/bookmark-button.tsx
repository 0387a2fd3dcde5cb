import { Heart } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/**
 * The bookmark heart, the same wherever an event is shown (cards, the event page, similar events):
 * a toggle button named for the event, its state in aria-pressed, 44px on phones.
 */
export function BookmarkButton({
  title,
  isBookmarked,
  onToggle,
  className,
}: {
  title: string;
  isBookmarked: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={isBookmarked}
      aria-label={`Bookmark ${title}`}
      title={isBookmarked ? 'Remove bookmark' : 'Bookmark'}
      onClick={onToggle}
      className={cn(
        'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/90 shadow-md ring-1 ring-ink-950/5 backdrop-blur sm:size-10',
        'transition-[scale,background-color,color] duration-150 hover:scale-105 hover:bg-white active:scale-95',
        isBookmarked ? 'text-party-600' : 'text-ink-700 hover:text-party-600',
        className,
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
