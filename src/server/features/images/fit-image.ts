import { renderAsync } from '@resvg/resvg-js';
import { ImageGenerationError } from '../../lib/images/image-service.ts';

export type FittedImage = { width: number; height: number; png(): Buffer; rgba(): Buffer };

// The raster formats resvg decodes inside an SVG <image> (https://github.com/linebender/resvg#features).
const DECODABLE = new Set(['image/png', 'image/jpeg', 'image/gif']);

/**
 * Scales and centre-crops a picture to exactly `width` x `height` (CSS `object-fit: cover`), by
 * drawing it into an SVG and rasterising that with resvg: no native image library needed.
 */
export async function fitImage(
  bytes: Buffer,
  contentType: string,
  size: { width: number; height: number },
): Promise<FittedImage> {
  if (!DECODABLE.has(contentType)) {
    throw new ImageGenerationError(
      `Invalid response from image generation service: ${contentType} images cannot be resized`,
      'invalid-response',
    );
  }
  const { width, height } = size;
  const href = `data:${contentType};base64,${bytes.toString('base64')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><image width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" href="${href}"/></svg>`;
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, logLevel: 'off' });
  return { width: image.width, height: image.height, png: () => image.asPng(), rgba: () => image.pixels };
}
