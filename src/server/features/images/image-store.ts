import { createHash } from 'node:crypto';
import type { ImageVariant } from '#shared/contracts/images.ts';
import { BadRequestError } from '../../lib/errors/app-errors.ts';
import { readImageInfo } from '../../lib/images/image-info.ts';
import { createByteCache } from './byte-cache.ts';
import type { ImagesRepository, NewStoredImage, StoredImage, StoredImageKind } from './images.repository.ts';
import type { PosterSet } from './poster-renderers.ts';

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

  return {
    /** Stores one image (once per distinct content) and returns its id. */
    async save(bytes: Buffer, kind: StoredImageKind): Promise<string> {
      const id = contentId(bytes);
      await repo.insertMany([describe(bytes, id, kind)]);
      return id;
    },
    /** Stores a poster's (or an upload's) three sizes and returns the canonical id. */
    async savePoster(set: PosterSet, kind: StoredImageKind = 'poster'): Promise<string> {
      const id = contentId(set.social);
      await repo.insertMany([
        describe(set.social, id, kind),
        describe(set.hero, variantId(id, 'hero'), kind),
        describe(set.card, variantId(id, 'card'), kind),
      ]);
      return id;
    },
    /** One size of an image; images stored in one size only (uploads) answer with that. */
    async find(id: string, variant: ImageVariant = 'social'): Promise<StoredImage | null> {
      if (variant !== 'social') {
        const sized = await findRow(variantId(id, variant));
        if (sized) return sized;
      }
      return findRow(id);
    },
  };
}
export type ImageStore = ReturnType<typeof createImageStore>;
