import { createHash } from 'node:crypto';
import type { ImageVariant } from '#shared/contracts/images.ts';
import { BadRequestError } from '../../lib/errors/app-errors.ts';
import { readImageInfo } from '../../lib/images/image-info.ts';
import { createByteCache } from './byte-cache.ts';
import type { ImagesRepository, NewStoredImage, StoredImage, StoredImageKind } from './images.repository.ts';
import type { PosterSet } from './poster-renderers.ts';
import { isWebpWidth, renderWebp, renderWebpRenditions } from './webp-renditions.ts';

/** Hex SHA-256 of the bytes: the same image is stored once and its URL never changes meaning. */
export function contentId(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Poster sizes without a schema change: the social size is stored under its own content hash
 * (the canonical id, `/images/{id}`); the hero and card sizes are rows with the ids `{id}-hero`
 * and `{id}-card`, served as `/images/{id}?size=hero|card`. The same poster input draws the same
 * three images, so a derived id keeps the mapping as stable as a hash of its own bytes would.
 */
export function variantId(canonicalId: string, variant: ImageVariant): string {
  return variant === 'social' ? canonicalId : `${canonicalId}-${variant}`;
}

function describe(bytes: Buffer, id: string, kind: StoredImageKind): NewStoredImage {
  const info = readImageInfo(bytes);
  if (!info) throw new BadRequestError('The file is not a PNG, JPEG, WebP or GIF image');
  return { id, kind, data: bytes, contentType: info.contentType, width: info.width, height: info.height };
}

/**
 * A size's WebP rendition at one width (`/images/{id}/{size}-{width}.webp`) is the row
 * `{id}-{size}-{width}.webp`: derived from the canonical content id like the sizes themselves.
 */
export function webpId(canonicalId: string, variant: ImageVariant, width: number): string {
  return `${canonicalId}-${variant}-${width}.webp`;
}

/** Served images kept in memory per process, so popular ones skip the database. */
const SERVED_CACHE_BYTES = 48 * 1024 * 1024;

/** Keeps image bytes in the database (stored_images), so every app server can serve them. */
export function createImageStore(repo: ImagesRepository) {
  const served = createByteCache<StoredImage>(SERVED_CACHE_BYTES);

  async function findRow(id: string): Promise<StoredImage | null> {
    const cached = served.get(id);
    if (cached) return cached;
    const row = await repo.findById(id);
    if (row) served.set(id, row);
    return row;
  }

  async function find(id: string, variant: ImageVariant = 'social'): Promise<StoredImage | null> {
    if (variant !== 'social') {
      const sized = await findRow(variantId(id, variant));
      if (sized) return sized;
    }
    return findRow(id);
  }

  // Renditions being drawn on request, so visitors asking for the same one at once draw it once.
  const drawing = new Map<string, Promise<StoredImage | null>>();

  async function drawWebp(id: string, variant: ImageVariant, width: number): Promise<StoredImage | null> {
    const source = await find(id, variant);
    if (!source) return null;
    const rowId = webpId(id, variant, width);
    const bytes = await renderWebp(source.data, width);
    // Another app server may have stored it meanwhile: the insert keeps the first, same picture.
    await repo.insertMany([describe(bytes, rowId, source.kind)]);
    const row: StoredImage = { id: rowId, contentType: 'image/webp', data: bytes, kind: source.kind };
    served.set(rowId, row);
    return row;
  }

  return {
    /** Stores one image (once per distinct content) and returns its id. */
    async save(bytes: Buffer, kind: StoredImageKind): Promise<string> {
      const id = contentId(bytes);
      await repo.insertMany([describe(bytes, id, kind)]);
      return id;
    },
    /**
     * Stores a poster's (or an upload's) three sizes, and each size as WebP at the widths pages ask
     * for, in one statement (all rows or none); returns the canonical id.
     */
    async savePoster(set: PosterSet, kind: StoredImageKind = 'poster'): Promise<string> {
      const id = contentId(set.social);
      const renditions = await renderWebpRenditions(set);
      await repo.insertMany([
        describe(set.social, id, kind),
        describe(set.hero, variantId(id, 'hero'), kind),
        describe(set.card, variantId(id, 'card'), kind),
        ...renditions.map((r) => describe(r.bytes, webpId(id, r.variant, r.width), kind)),
      ]);
      return id;
    },
    /** One size of an image; images stored in one size only (uploads) answer with that. */
    find,
    /**
     * A size's WebP rendition at one of the offered widths. Images stored before renditions
     * existed get theirs drawn from the stored size on first request and stored, so every stored
     * image has the same URLs (no page needs to know when it was made). Null when the image is not
     * stored or the width is not offered.
     */
    async findWebp(id: string, variant: ImageVariant, width: number): Promise<StoredImage | null> {
      if (!isWebpWidth(variant, width)) return null;
      const rowId = webpId(id, variant, width);
      const stored = await findRow(rowId);
      if (stored) return stored;
      let pending = drawing.get(rowId);
      if (!pending) {
        pending = drawWebp(id, variant, width).finally(() => drawing.delete(rowId));
        drawing.set(rowId, pending);
      }
      return pending;
    },
  };
}
export type ImageStore = ReturnType<typeof createImageStore>;
