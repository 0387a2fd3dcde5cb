import type { User } from '#shared/contracts/auth.ts';
import type {
  GeneratedImageResponse,
  GenerateEventImageInput,
  GenerateImageForEventInput,
  ImageVariant,
  UploadFit,
} from '#shared/contracts/images.ts';
import { ForbiddenError, NotFoundError, RateLimitedError } from '../../lib/errors/app-errors.ts';
import type { ImageGenerationInput } from '../../lib/images/image-service.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { ImageStore } from './image-store.ts';
import type { ImagesRepository, StoredImage } from './images.repository.ts';
import type { PosterRenderer } from './poster-renderers.ts';
import { reencodeUpload } from './upload-image.ts';

/** Plenty for a vendor filling a gallery; a script storing thousands is stopped. */
const UPLOAD_LIMIT = { perWindow: 60, windowSeconds: 10 * 60 };

export type GenerationLimit = { perWindow: number; windowSeconds: number };

type Deps = {
  repo: ImagesRepository;
  store: ImageStore;
  renderPoster: PosterRenderer;
  rateLimiter: RateLimiter;
  limit: GenerationLimit;
};

function describeWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

export function createImagesService({ repo, store, renderPoster, rateLimiter, limit }: Deps) {
  // One render at a time per account: a second request while the first is drawing is refused
  // instead of queued, so one person cannot fill the worker pool.
  const drawing = new Set<number>();

  async function draw(user: User, input: ImageGenerationInput): Promise<GeneratedImageResponse> {
    if (drawing.has(user.id))
      throw new RateLimitedError(
        'Your previous image is still being drawn. Wait for it to finish, then try again.',
        2,
      );
    drawing.add(user.id);
    try {
      return await drawNow(user, input);
    } finally {
      drawing.delete(user.id);
    }
  }

  async function drawNow(user: User, input: ImageGenerationInput): Promise<GeneratedImageResponse> {
    const hit = await rateLimiter.hit(
      `image-generation:user:${user.id}`,
      limit.perWindow,
      limit.windowSeconds,
    );
    if (!hit.isAllowed) {
      const window = describeWait(limit.windowSeconds);
      throw new RateLimitedError(
        `You can generate up to ${limit.perWindow} images every ${window}. Please try again in ${describeWait(hit.retryAfterSeconds)}.`,
        hit.retryAfterSeconds,
      );
    }
    const id = await store.savePoster(await renderPoster(input));
    return { imageUrl: `/images/${id}` };
  }

  return {
    /** The create page's image: drawn from what the host has typed so far. */
    generateEventImage(user: User, body: GenerateEventImageInput): Promise<GeneratedImageResponse> {
      return draw(user, body);
    },

    /** The wizard's image for a stored event. It is not saved to the event: the wizard's Done does that. */
    async generateImageForEvent(
      user: User,
      eventId: number,
      options: GenerateImageForEventInput,
    ): Promise<GeneratedImageResponse> {
      const event = await repo.findEventSource(eventId);
      if (!event) throw new NotFoundError('Event', eventId);
      if (!user.isAdmin && event.organizerId !== user.id) {
        throw new ForbiddenError(
          `Only an administrator or the organizer of event ${eventId} can generate its image`,
        );
      }
      const { style, colorTheme, mood, creativity } = options;
      return draw(user, {
        title: event.title,
        description: event.description,
        category: event.category,
        style,
        colorTheme,
        mood,
        creativity,
      });
    },

    /**
     * POST /api/images/uploads: a person's picture, re-encoded into the poster sizes. Nothing is
     * stored unless every size was made.
     */
    async uploadImage(user: User, bytes: Buffer, fit: UploadFit): Promise<GeneratedImageResponse> {
      const hit = await rateLimiter.hit(
        `image-upload:user:${user.id}`,
        UPLOAD_LIMIT.perWindow,
        UPLOAD_LIMIT.windowSeconds,
      );
      if (!hit.isAllowed)
        throw new RateLimitedError(
          `You can upload up to ${UPLOAD_LIMIT.perWindow} images every ${describeWait(UPLOAD_LIMIT.windowSeconds)}. Please try again in ${describeWait(hit.retryAfterSeconds)}.`,
          hit.retryAfterSeconds,
        );
      const id = await store.savePoster(await reencodeUpload(bytes, fit), 'upload');
      return { imageUrl: `/images/${id}` };
    },

    async findImage(id: string, variant?: ImageVariant): Promise<StoredImage> {
      const image = await store.find(id, variant);
      if (!image) throw new NotFoundError('Image', id);
      return image;
    },

    /** A stored size as WebP at one width; 404 for an image not stored or a width not offered. */
    async findWebpImage(id: string, variant: ImageVariant, width: number): Promise<StoredImage> {
      const image = await store.findWebp(id, variant, width);
      if (!image) throw new NotFoundError('Image', `${id}/${variant}-${width}.webp`);
      return image;
    },
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;
