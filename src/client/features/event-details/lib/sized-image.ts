import type { ImageVariant } from '#shared/contracts/images.ts';
import { resolveEventImage } from '#shared/lib/event-image.ts';

// Posters the app stores itself come in several sizes (#shared/contracts/images.ts IMAGE_VARIANTS).
const STORED_IMAGE = /^\/images\/[^/?#]+$/;

/** The image rule's answer, asking our own image store for the size that fits the slot. */
export function sizedEventImage(
  image: string | null | undefined,
  category: string | null | undefined,
  size: ImageVariant,
): string {
  const src = resolveEventImage(image, category);
  return STORED_IMAGE.test(src) ? `${src}?size=${size}` : src;
}

/** A vendor's picture by the same rule (local path or http(s), upgraded), or null for initials. */
export function resolveVendorImage(...candidates: Array<string | null | undefined>): string | null {
  for (const candidate of candidates) {
    const value = candidate?.trim();
    if (value?.startsWith('/') && !value.startsWith('//')) return value;
    if (value && /^https?:\/\/\S+$/i.test(value)) return value.replace(/^http:\/\//i, 'https://');
  }
  return null;
}
