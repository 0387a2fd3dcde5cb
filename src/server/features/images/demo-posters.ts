import type { ImageColorTheme } from '#shared/constants.ts';
import { categoryLook } from '../../lib/images/category-banner.ts';
import type { ImageGenerationInput } from '../../lib/images/image-service.ts';
import { hashString } from '../../lib/images/prng.ts';
import type { JobContext } from '../../lib/jobs/job-queue.ts';
import { eventsWithoutImage } from './batch-images.ts';
import type { ImageStore } from './image-store.ts';
import type { ImagesRepository } from './images.repository.ts';
import type { PosterRenderer } from './poster-renderers.ts';

type Look = Pick<ImageGenerationInput, 'style' | 'colorTheme' | 'mood' | 'creativity'>;

/** Words in a title that say more about an event's feel than its category does. */
const TITLE_CUES: Array<[RegExp, Partial<Look>]> = [
  [
    /\b(gala|ball|wine|tasting|black[- ]tie|soir[eé]e|masquerade|champagne)\b/i,
    { style: 'elegant', mood: 'luxurious' },
  ],
  [
    /\b(kids?|family|puppy|pups?|dogs?|pets?|carnival|fair|bounce)\b/i,
    { style: 'playful', mood: 'celebratory' },
  ],
  [/\b(\d+k|run|race|marathon|trot|tournament|championship|derby|cup|showdown)\b/i, { mood: 'dramatic' }],
  [/\b(yoga|brunch|picnic|garden|sunset|meditation|book|stroll|hike)\b/i, { mood: 'relaxed' }],
  [
    /\b(summit|conference|expo|meetup|workshop|networking|panel)\b/i,
    { style: 'corporate', mood: 'professional' },
  ],
];

/** A neighbouring palette, so two events of one category do not share their colours. */
const NEXT_THEME: Record<ImageColorTheme, ImageColorTheme> = {
  vibrant: 'warm',
  warm: 'vibrant',
  cool: 'muted',
  muted: 'cool',
  monochrome: 'cool',
};

/**
 * A demo event's look: its category's (the banner's style, colours and mood), nudged by cues in
 * its title, with the palette and the creativity picked by the title so neighbours in the grid
 * differ. The same event always gets the same look, so a redraw gives the same poster.
 */
export function demoPosterLook(category: string, title: string): Look {
  const base = categoryLook(category);
  const cue = TITLE_CUES.find(([pattern]) => pattern.test(title))?.[1] ?? {};
  const hash = hashString(title);
  return {
    ...base,
    ...cue,
    colorTheme: hash % 2 === 0 ? base.colorTheme : NEXT_THEME[base.colorTheme],
    creativity: 40 + ((hash >>> 1) % 5) * 10,
  };
}

/** Written with the demo data by bootstrap/seed.ts (seedDemoDataIfEmpty), in the same transaction. */
const DEMO_SEED_MARKER = 'demo_seed';
/** Written when the demo poster job is queued, so it is queued once per database. */
const DEMO_POSTERS_MARKER = 'demo_posters';

/**
 * Queues images.draw-demo-posters once per database, after the demo data was seeded: on the first
 * start, or the first start after an upgrade of a database seeded before demo posters existed. The
 * marker is claimed first, so of several app servers starting together only one queues it.
 */
export async function queueDemoPostersOnce(
  repo: ImagesRepository,
  enqueue: () => Promise<string>,
  now: Date,
): Promise<boolean> {
  if (!(await repo.hasMarker(DEMO_SEED_MARKER))) return false;
  if (!(await repo.claimMarker(DEMO_POSTERS_MARKER, now.toISOString()))) return false;
  try {
    await enqueue();
  } catch (error) {
    await repo.removeMarker(DEMO_POSTERS_MARKER);
    throw error;
  }
  return true;
}

type Deps = { repo: ImagesRepository; store: ImageStore; renderPoster: PosterRenderer };

/**
 * images.draw-demo-posters: draws and stores a poster for each demo event that has no image, one
 * at a time (the renderer keeps a thread; visitors' requests share it), and sets it only if the
 * event still has none. Safe to run again: a second run finds nothing to draw.
 */
export async function runDemoPostersJob({ repo, store, renderPoster }: Deps, ctx: JobContext) {
  const startedAt = performance.now();
  const total = await repo.countEventsWithoutImage({ source: 'seed' });
  let drawn = 0;
  let failed = 0;
  await ctx.reportProgress(0, total, `Drawing ${total} demo posters`);
  for await (const event of eventsWithoutImage(repo, { source: 'seed' })) {
    if (drawn + failed >= total) break;
    try {
      const set = await renderPoster({
        title: event.title,
        description: event.description,
        category: event.category,
        ...demoPosterLook(event.category, event.title),
      });
      const id = await store.savePoster(set);
      if (await repo.setImageIfMissing(event.id, `/images/${id}`)) drawn += 1;
    } catch {
      failed += 1;
    }
    await ctx.reportProgress(drawn + failed, total, `Drew ${drawn} of ${total} demo posters`);
  }
  return { drawn, failed, seconds: Math.round((performance.now() - startedAt) / 100) / 10 };
}
