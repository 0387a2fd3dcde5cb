import { type ComponentProps, useState } from 'react';
import { cn } from '#client/lib/cn.ts';
import { categoryBannerPath, responsiveSrcSet } from '#shared/lib/event-image.ts';

type EventImageProps = Omit<ComponentProps<'img'>, 'src' | 'onError'> & {
  src: string;
  category: string;
};

/**
 * An event picture that falls back to the category banner when it fails to load,
 * and to a soft gradient if even the banner is missing, so a broken image never shows.
 */
export function EventImage({ src, category, className, alt = '', sizes, ...props }: EventImageProps) {
  const banner = categoryBannerPath(category);
  const [failed, setFailed] = useState<{ src: string; stage: 'banner' | 'none' } | null>(null);
  const stage = failed?.src === src ? failed.stage : null;
  if (stage === 'none') {
    return (
      <div
        aria-hidden="true"
        className={cn('bg-linear-to-br from-brand-200 via-party-200 to-brand-100', className)}
      />
    );
  }
  const shown = stage === 'banner' ? banner : src;
  const srcSet = responsiveSrcSet(shown);
  return (
    <img
      {...props}
      alt={alt}
      src={shown}
      // Banners and stored images come as WebP at several widths; `sizes` says which the slot needs.
      {...(srcSet ? { srcSet, sizes: sizes ?? '100vw' } : {})}
      className={cn('bg-ink-100 object-cover', className)}
      onError={() => setFailed({ src, stage: stage === null && src !== banner ? 'banner' : 'none' })}
    />
  );
}
