import { useState } from 'react';
import { cn } from '#client/lib/cn.ts';
import {
  CARD_IMAGE_SIZES,
  categoryBannerPath,
  resolveEventImage,
  responsiveSrcSet,
} from '#shared/lib/event-image.ts';

type ImageStage = 'primary' | 'banner' | 'none';

/**
 * The card's picture by the image rule, falling back to the category banner when it fails to load.
 * The box keeps the 1200×630 ratio of the banners and generated posters, so nothing moves while images arrive; a
 * festive gradient shows underneath until then, or for good if even the banner fails.
 */
export function EventCardImage({
  image,
  category,
  className,
  isPriority = false,
}: {
  image: string | null;
  category: string;
  className?: string;
  /** The page's largest picture (the first card): loaded at once, ahead of everything else. */
  isPriority?: boolean;
}) {
  const primary = resolveEventImage(image, category);
  const banner = categoryBannerPath(category);
  const [failed, setFailed] = useState<{ src: string; stage: ImageStage } | null>(null);
  // A new event (or image) starts over from its own picture.
  const stage: ImageStage = failed?.src === primary ? failed.stage : 'primary';
  const src = stage === 'primary' ? primary : banner;
  const srcSet = responsiveSrcSet(src);

  return (
    <div
      className={cn(
        'relative aspect-[40/21] w-full overflow-hidden bg-linear-to-br from-brand-200 via-party-100 to-brand-100',
        className,
      )}
    >
      {stage === 'none' ? null : (
        <img
          src={src}
          // Banners and stored posters come as WebP at the widths this slot needs; an external
          // picture has one size.
          {...(srcSet ? { srcSet, sizes: CARD_IMAGE_SIZES } : {})}
          alt=""
          width={1200}
          height={630}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : 'auto'}
          decoding={isPriority ? 'sync' : 'async'}
          onError={() =>
            setFailed({ src: primary, stage: stage === 'primary' && primary !== banner ? 'banner' : 'none' })
          }
          className="absolute inset-0 size-full object-cover transition-transform duration-500 ease-spring group-hover:scale-[1.04]"
        />
      )}
    </div>
  );
}
