import { useState } from 'react';
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
  const [hasFailed, setHasFailed] = useState(false);
  const src = hasFailed ? categoryBannerPath(category) : resolveEventImage(image, category);
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setHasFailed(true)}
      // Posters and banners put their artwork right of centre.
      className={cn(
        'size-16 shrink-0 rounded-xl bg-muted object-cover object-[75%_50%] sm:size-20',
        className,
      )}
    />
  );
}
