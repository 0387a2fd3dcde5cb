import sharp from 'sharp';
import { IMAGE_VARIANT_NAMES, type ImageVariant } from '#shared/contracts/images.ts';
import { STORED_IMAGE_WEBP_WIDTHS } from '#shared/lib/event-image.ts';
import type { PosterSet } from './poster-renderers.ts';

/** For banners and stored images alike: about a twentieth of a poster PNG's bytes, no visible loss. */
const WEBP_QUALITY = 78;

export type WebpRendition = { variant: ImageVariant; width: number; bytes: Buffer };

/** Whether `width` is one of the widths a stored size is offered at (others are 404). */
export function isWebpWidth(variant: ImageVariant, width: number): boolean {
  return (STORED_IMAGE_WEBP_WIDTHS[variant] as readonly number[]).includes(width);
}

/**
 * One stored size scaled to `width` (keeping its frame) as WebP. A source narrower than that (a
 * one-size image) is not enlarged. sharp works on libuv's thread pool, off the event loop, and the
 * same bytes in give the same picture out, so the rendition's URL never changes meaning.
 */
export function renderWebp(source: Buffer, width: number): Promise<Buffer> {
  return sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
}

/** Every WebP rendition of a poster's (or an upload's) sizes, at the widths the layouts use. */
export function renderWebpRenditions(set: PosterSet): Promise<WebpRendition[]> {
  return Promise.all(
    IMAGE_VARIANT_NAMES.flatMap((variant) =>
      STORED_IMAGE_WEBP_WIDTHS[variant].map(async (width) => ({
        variant,
        width,
        bytes: await renderWebp(set[variant], width),
      })),
    ),
  );
}
