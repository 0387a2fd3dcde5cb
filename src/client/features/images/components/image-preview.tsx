import { ImageIcon } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { resolveEventImage } from '#shared/lib/event-image.ts';

type ImagePreviewProps = {
  imageUrl: string | null | undefined;
  category: string;
  isBusy?: boolean;
  /**
   * With no image: a caption over the category banner, or (when `showBanner` is false) the text
   * shown in an empty frame.
   */
  emptyLabel: string;
  showBanner?: boolean;
};

/** The event image at the share-card ratio (1200 x 630), as resolveEventImage resolves it. */
export function ImagePreview({
  imageUrl,
  category,
  isBusy = false,
  emptyLabel,
  showBanner = true,
}: ImagePreviewProps) {
  const hasImage = Boolean(imageUrl?.trim());
  return (
    <figure
      aria-busy={isBusy || undefined}
      className={cn(
        'relative aspect-[1200/630] w-full overflow-hidden rounded-xl border border-border bg-muted',
        isBusy && 'animate-pulse',
      )}
    >
      {hasImage || showBanner ? (
        <img
          src={resolveEventImage(imageUrl, category)}
          alt={hasImage ? 'Event image preview' : `${category} category banner`}
          className="size-full object-cover"
          decoding="async"
        />
      ) : (
        <div className="grid size-full place-items-center p-6 text-center text-muted-foreground">
          <div className="grid justify-items-center gap-2">
            <ImageIcon aria-hidden="true" className="size-8" />
            <p className="font-medium text-sm">{emptyLabel}</p>
          </div>
        </div>
      )}
      {!hasImage && showBanner ? (
        <figcaption className="absolute bottom-2 left-2 rounded-full bg-black/60 px-2.5 py-1 font-medium text-white text-xs">
          {emptyLabel}
        </figcaption>
      ) : null}
    </figure>
  );
}
