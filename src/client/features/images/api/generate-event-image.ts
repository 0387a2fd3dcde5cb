import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { imagesPaths } from '#shared/api-paths.ts';
import type { GenerateEventImageBody } from '#shared/contracts/images.ts';
import { readImageUrl } from './read-image-url.ts';

/** POST /api/events/generate-event-image: a poster from the create form's texts; resolves to its URL. */
export async function generateEventImage(body: GenerateEventImageBody): Promise<string> {
  return readImageUrl(await apiFetch<unknown>(imagesPaths.generateForNewEvent, { method: 'POST', body }));
}

/** Nothing to invalidate: the image is only attached to an event when the form is saved. */
export function useGenerateEventImage() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: generateEventImage,
  });
}
