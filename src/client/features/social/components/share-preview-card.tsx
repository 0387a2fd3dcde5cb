import { useState } from 'react';
import type { SocialPlatform } from '#shared/constants.ts';
import type { Event } from '#shared/contracts/events.ts';
import { categoryBannerPath, resolveEventImage } from '#shared/lib/event-image.ts';
import { buildPreview } from '#shared/lib/share/share-text.ts';
import { PlatformIcon } from './platform-icon.tsx';

/** '1.91:1' → '1.91 / 1' for CSS aspect-ratio. */
function toAspectRatio(ratio: string): string {
  const [width = '1', height = '1'] = ratio.split(':');
  return `${width} / ${height}`;
}

type SharePreviewCardProps = { event: Event; platform: SocialPlatform; siteHost: string };

/** How the link card will look: the image at the platform's ratio, title and description cut to its limits. */
export function SharePreviewCard({ event, platform, siteHost }: SharePreviewCardProps) {
  const preview = buildPreview(event, platform);
  const image = resolveEventImage(preview.image, event.category);
  const [failedImage, setFailedImage] = useState<string | null>(null);
  return (
    <figure
      aria-label="Preview"
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-xs"
      data-platform={platform}
    >
      <img
        src={failedImage === image ? categoryBannerPath(event.category) : image}
        alt=""
        onError={() => setFailedImage(image)}
        className="w-full bg-muted object-cover"
        style={{ aspectRatio: toAspectRatio(preview.imageRatio) }}
      />
      <figcaption className="grid gap-1 p-4">
        <span className="flex items-center gap-1.5 text-muted-foreground text-xs uppercase tracking-wide">
          <PlatformIcon platform={platform} className="size-3.5" />
          {siteHost}
        </span>
        <span className="font-semibold text-base leading-snug" data-testid="preview-title">
          {preview.title}
        </span>
        {preview.description ? (
          <span
            className="line-clamp-4 whitespace-pre-line text-muted-foreground text-sm"
            data-testid="preview-description"
          >
            {preview.description}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
