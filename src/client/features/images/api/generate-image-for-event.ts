import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { imagesPaths } from '#shared/api-paths.ts';
import type { GenerateImageForEventBody } from '#shared/contracts/images.ts';
import { readImageUrl } from './read-image-url.ts';

export type GenerateImageForEventVariables = { id: number; body: GenerateImageForEventBody };

/** POST /api/events/:id/generate-image: a poster from the stored event; resolves to its URL. */
export async function generateImageForEvent({ id, body }: GenerateImageForEventVariables): Promise<string> {
  return readImageUrl(await apiFetch<unknown>(imagesPaths.generateForEvent(id), { method: 'POST', body }));
}

/** Nothing to invalidate: the server does not save the image; the wizard's Done does (PATCH). */
export function useGenerateImageForEvent() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: generateImageForEvent,
  });
}
