import type { ImageMood } from '#shared/constants.ts';
import type { JobContext } from '../../lib/jobs/job-queue.ts';
import type { ImageStore } from './image-store.ts';
import type { ImagesRepository } from './images.repository.ts';
import type { PosterRenderer } from './poster-renderers.ts';

const SPORTS = new Set(['Sports', 'Athletic Race', 'Marathon']);

/**
 * The batch rule for an event's look: sports get a bolder, dramatic poster (creativity 70); every
 * other event missing an image gets a calm, professional one (creativity 50).
 */
export function batchImageOptions(category: string): { mood: ImageMood; creativity: number } {
  return SPORTS.has(category)
    ? { mood: 'dramatic', creativity: 70 }
    : { mood: 'professional', creativity: 50 };
}

type Deps = {
  repo: ImagesRepository;
  store: ImageStore;
  renderPoster: PosterRenderer;
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Events still without an image (of `filter`), in id order, read one at a time: a long job sees an
 * image set meanwhile, and never holds the whole list.
 */
export async function* eventsWithoutImage(
  repo: Pick<ImagesRepository, 'findNextEventWithoutImage'>,
  filter: Parameters<ImagesRepository['findNextEventWithoutImage']>[1] = {},
) {
  let lastId = 0;
  for (;;) {
    const event = await repo.findNextEventWithoutImage(lastId, filter);
    if (!event) return;
    lastId = event.id;
    yield event;
  }
}

/**
 * images.generate-missing: draws a poster for every event without an image, one at a time and
 * `delaySeconds` apart so the renderer (or a paid provider) is never flooded. Safe to run again:
 * it only touches events that still have no image.
 */
export async function runMissingImagesJob(
  { repo, store, renderPoster, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) }: Deps,
  { delaySeconds }: { delaySeconds: number },
  ctx: JobContext,
) {
  const total = await repo.countEventsWithoutImage();
  let done = 0;
  let failed = 0;
  await ctx.reportProgress(0, total, total ? `Generating ${total} images` : 'Every event has an image');
  for await (const event of eventsWithoutImage(repo)) {
    if (done + failed >= total) break;
    if (done + failed > 0) await sleep(delaySeconds * 1000);
    try {
      const id = await store.savePoster(
        await renderPoster({
          title: event.title,
          description: event.description,
          category: event.category,
          style: 'modern',
          colorTheme: 'vibrant',
          ...batchImageOptions(event.category),
        }),
      );
      await repo.setImageIfMissing(event.id, `/images/${id}`);
      done += 1;
    } catch {
      failed += 1;
    }
    await ctx.reportProgress(
      done + failed,
      total,
      `Generated ${done} of ${total} images${failed ? `, ${failed} failed` : ''}`,
    );
  }
  return { generated: done, failed };
}
