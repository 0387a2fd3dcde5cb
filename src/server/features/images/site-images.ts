import { encode as encodeJpeg } from 'jpeg-js';
import { BANNER_WIDTHS } from '#shared/lib/event-image.ts';
import { NotFoundError } from '../../lib/errors/app-errors.ts';
import { bannerCategoryOf, renderCategoryBanner } from '../../lib/images/category-banner.ts';
import { renderPoster } from '../../lib/images/poster-engine.ts';
import { fitImage } from './fit-image.ts';
import { contentId } from './image-store.ts';
import { renderWebp } from './webp-renditions.ts';

export type SiteImage = { bytes: Buffer; contentType: string; etag: string };

const SHARE_SIZE = { width: 1200, height: 630 };
const JPEG_QUALITY = 88;

// Drawn on first request and kept for the life of the process: the same input always gives the
// same bytes, so there is nothing to invalidate. Failed renders are dropped so the next call retries.
const cache = new Map<string, Promise<SiteImage>>();

function remember(key: string, draw: () => Promise<Omit<SiteImage, 'etag'>>): Promise<SiteImage> {
  let pending = cache.get(key);
  if (!pending) {
    pending = draw().then((image) => ({ ...image, etag: contentId(image.bytes) }));
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** A category's fallback banner (the image rule) at the share-card size, as PNG. */
export function getBannerImage(kind: string): Promise<SiteImage> {
  const category = bannerCategoryOf(kind);
  if (!category) throw new NotFoundError('Banner', kind);
  return remember(`banner:${kind}`, async () => {
    const banner = await renderCategoryBanner(category, SHARE_SIZE);
    return { bytes: banner.png, contentType: 'image/png' };
  });
}

/**
 * The same banner as WebP at one of the widths pages ask for in their `srcset` (scaled from the
 * drawn PNG, so every width shows the same picture).
 */
export function getBannerWebp(kind: string, width: number): Promise<SiteImage> {
  if (!(BANNER_WIDTHS as readonly number[]).includes(width)) {
    throw new NotFoundError('Banner', `${kind}-${width}`);
  }
  const png = getBannerImage(kind);
  return remember(`banner:${kind}:${width}`, async () => {
    return { bytes: await renderWebp((await png).bytes, width), contentType: 'image/webp' };
  });
}

/**
 * The site's default share image (index.html's og:image, '/og-image.jpg'): a branded poster,
 * re-encoded as a real JPEG so the bytes match the name (resvg only writes PNG).
 */
export function getShareImage(): Promise<SiteImage> {
  return remember('og-image', async () => {
    const poster = await renderPoster({
      title: 'Confetti',
      description: 'Find, plan and share the best parties in the United States.',
      eyebrow: 'Parties · Events · Vendors',
      category: 'Social',
      style: 'modern',
      colorTheme: 'vibrant',
      mood: 'celebratory',
      creativity: 35,
      ...SHARE_SIZE,
    });
    const pixels = await fitImage(poster.png, 'image/png', SHARE_SIZE);
    const jpeg = encodeJpeg(
      { data: pixels.rgba(), width: pixels.width, height: pixels.height },
      JPEG_QUALITY,
    );
    return { bytes: jpeg.data, contentType: 'image/jpeg' };
  });
}
