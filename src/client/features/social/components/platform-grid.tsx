import { Check } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import type { SocialPlatform } from '#shared/constants.ts';
import { PLATFORM_LIST } from '#shared/lib/share/platforms.ts';
import { PlatformIcon } from './platform-icon.tsx';

type PlatformGridProps = {
  selected: SocialPlatform | null;
  /** Platforms with a recorded share: green border and a check mark. */
  shared: ReadonlySet<string>;
  onSelect: (platform: SocialPlatform) => void;
};

/** The Share panel's 2-column grid of Facebook, Twitter, LinkedIn and Instagram. */
export function PlatformGrid({ selected, shared, onSelect }: PlatformGridProps) {
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-3">
      <legend className="sr-only">Platforms</legend>
      {PLATFORM_LIST.map((platform) => {
        const isSelected = platform.id === selected;
        const isShared = shared.has(platform.id);
        return (
          <button
            key={platform.id}
            type="button"
            aria-pressed={isSelected}
            // Explicit: browsers join the flex children's text differently ('Twitter , shared').
            aria-label={isShared ? `${platform.name}, shared` : platform.name}
            data-shared={isShared || undefined}
            onClick={() => onSelect(platform.id)}
            className={cn(
              'relative flex h-14 items-center gap-3 rounded-xl border-2 bg-card px-4 font-semibold text-sm transition-colors',
              'hover:bg-ink-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              isShared ? 'border-success' : 'border-border',
              isSelected && 'bg-accent ring-2 ring-primary ring-offset-2 ring-offset-background',
            )}
          >
            <PlatformIcon platform={platform.id} className="size-6 shrink-0" />
            <span>{platform.name}</span>
            {isShared ? (
              <span className="ml-auto inline-flex size-5 items-center justify-center rounded-full bg-success text-success-foreground">
                <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
              </span>
            ) : null}
          </button>
        );
      })}
    </fieldset>
  );
}
