import { ApiError } from '#client/lib/api-client.ts';

/** What the user reads when an image answer cannot be used. */
export const IMAGE_ERROR_MESSAGES = {
  failed: 'Failed to generate image',
  invalidResponse: 'Invalid response from image generation service',
  noUrl: 'No image URL returned from server',
} as const;

/** A 2xx answer from the image service that holds no usable image URL. */
export class ImageResponseError extends Error {
  override name = 'ImageResponseError';
}

/** Takes the imageUrl out of an answer, or throws with the IMAGE_ERROR_MESSAGES text the page shows. */
export function readImageUrl(answer: unknown): string {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw new ImageResponseError(IMAGE_ERROR_MESSAGES.invalidResponse);
  }
  const { imageUrl } = answer as { imageUrl?: unknown };
  if (typeof imageUrl !== 'string' || !imageUrl.trim())
    throw new ImageResponseError(IMAGE_ERROR_MESSAGES.noUrl);
  return imageUrl;
}

/** What the Error toast says: the server's message, one of ours, or 'Failed to generate image'. */
export function imageErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || IMAGE_ERROR_MESSAGES.failed;
  if (error instanceof ImageResponseError) return error.message;
  return IMAGE_ERROR_MESSAGES.failed;
}
