import { IMAGE_VARIANT_NAMES, IMAGE_VARIANTS, type ImageVariant } from '#shared/contracts/images.ts';
import type { ImageEngine, ImageGenerationInput } from '../../lib/images/image-service.ts';
import { fitImage } from './fit-image.ts';

export type PosterSet = Record<ImageVariant, Buffer>;

/** Draws one event image in every stored size. */
export type PosterRenderer = (input: ImageGenerationInput) => Promise<PosterSet>;

async function collect(draw: (variant: ImageVariant) => Promise<Buffer>): Promise<PosterSet> {
  const images = await Promise.all(IMAGE_VARIANT_NAMES.map(draw));
  return { social: images[0]!, hero: images[1]!, card: images[2]! };
}

/**
 * For an engine that lays a poster out for any size (the built-in one): each size is drawn afresh
 * from the same input, so text and artwork are placed for that frame instead of scaled or cut.
 * resvg renders off the main thread, so the three run in parallel.
 */
export function createLayoutRenderer(engine: ImageEngine): PosterRenderer {
  return (input) =>
    collect(async (variant) => (await engine.generate({ ...input, ...IMAGE_VARIANTS[variant] })).bytes);
}

/**
 * For a provider that paints one picture at its own size (e.g. 1792 x 1024): it is called once,
 * and each stored size is that picture scaled and centre-cropped to fill the frame.
 */
export function createSingleShotRenderer(engine: ImageEngine): PosterRenderer {
  return async (input) => {
    const picture = await engine.generate(input);
    return collect(async (variant) =>
      (await fitImage(picture.bytes, picture.contentType, IMAGE_VARIANTS[variant])).png(),
    );
  };
}
