import { ImageWithFallback } from '#client/components/ui/image-with-fallback.tsx';
import { cn } from '#client/lib/cn.ts';
import { categoryBannerPath, resolveEventImage } from '#shared/lib/event-image.ts';

/** A small square picture of an event: its image by the image rule, the category banner if it fails. */
export function EventThumbnail({
  image,
  category,
  className,
}: {
  image: string | null;
  category: string;
  className?: string;
}) {
  // Posters and banners put their artwork right of centre.
  const classes = cn(
    'size-16 shrink-0 rounded-xl bg-muted object-cover object-[75%_50%] sm:size-20',
    className,
  );
  return (
    <ImageWithFallback
      src={resolveEventImage(image, category)}
      className={classes}
      fallback={
        <img src={categoryBannerPath(category)} alt="" loading="lazy" decoding="async" className={classes} />
      }
    />
  );
}
