import sharp from 'sharp';
import { IMAGE_VARIANT_NAMES, IMAGE_VARIANTS, type UploadFit } from '#shared/contracts/images.ts';
import { BadRequestError } from '../../lib/errors/app-errors.ts';
import type { PosterSet } from './poster-renderers.ts';

/** The formats people upload from phones and cameras; anything else is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Larger pictures are refused before decoding: a small file can claim a huge canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

export const NOT_AN_IMAGE =
  'The file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.';

/**
 * Re-encodes an uploaded picture into every stored size, as JPEG. The format is read from the
 * bytes (sharp's decoder), never from the file name or the declared type. `rotate()` applies the
 * camera's orientation, and sharp writes no metadata unless asked, so EXIF (GPS, camera serial)
 * never leaves the server. Photos fill each frame (centre crop); logos fit inside it on white.
 * sharp decodes and encodes on libuv's thread pool, so the event loop only waits for the result.
 */
export async function reencodeUpload(bytes: Buffer, fit: UploadFit): Promise<PosterSet> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new BadRequestError(NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new BadRequestError(NOT_AN_IMAGE);
  try {
    const sized = await Promise.all(
      IMAGE_VARIANT_NAMES.map((variant) =>
        sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({
            ...IMAGE_VARIANTS[variant],
            fit: fit === 'logo' ? 'contain' : 'cover',
            background: '#ffffff',
          })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82 })
          .toBuffer(),
      ),
    );
    return { social: sized[0]!, hero: sized[1]!, card: sized[2]! };
  } catch {
    // A header that reads fine over a broken body (a truncated file) fails here.
    throw new BadRequestError('The image could not be read; the file may be damaged. Try another one.');
  }
}
