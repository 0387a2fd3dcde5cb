import { eq, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { appSettings, events, storedImages } from '../../db/schema.ts';
import type { ImageGenerationInput } from '../../lib/images/image-service.ts';
import type { JobContext } from '../../lib/jobs/job-queue.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { demoPosterLook, queueDemoPostersOnce, runDemoPostersJob } from './demo-posters.ts';
import { createImageStore } from './image-store.ts';
import { createImagesRepository } from './images.repository.ts';
import type { PosterSet } from './poster-renderers.ts';

describe('demoPosterLook', () => {
  it("starts from the category's look and follows cues in the title", () => {
    expect(demoPosterLook('Wedding', 'Garden Vows')).toMatchObject({ style: 'elegant' });
    expect(demoPosterLook('Corporate', 'Quarterly Mixer')).toMatchObject({ style: 'corporate' });
    expect(demoPosterLook('Holiday', 'Tracy Thanksgiving Turkey Trot')).toMatchObject({ mood: 'dramatic' });
    expect(demoPosterLook('Food Festival', 'Lodi Wine Tasting Gala')).toMatchObject({
      style: 'elegant',
      mood: 'luxurious',
    });
  });

  it('gives the same event the same look, and events of one category different ones', () => {
    expect(demoPosterLook('Concert', 'Jazz on the Levee')).toEqual(
      demoPosterLook('Concert', 'Jazz on the Levee'),
    );
    const titles = ['Jazz on the Levee', 'Delta Blues Night', 'Symphony in the Park', 'Indie Rock Showcase'];
    const looks = new Set(titles.map((title) => JSON.stringify(demoPosterLook('Concert', title))));
    expect(looks.size).toBeGreaterThan(1);
  });
});

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());

const job: JobContext = { id: 'test', retryCount: 0, reportProgress: async () => {} };

/** A stand-in for the poster engine: small real PNGs, one colour per title, and a log of calls. */
function createCountingRenderer() {
  const calls: ImageGenerationInput[] = [];
  const png = (width: number, height: number, hue: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: hue, g: 90, b: 200 } } })
      .png()
      .toBuffer();
  return {
    calls,
    async renderPoster(input: ImageGenerationInput): Promise<PosterSet> {
      calls.push(input);
      const hue = [...input.title].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 256;
      const [social, hero, card] = await Promise.all([
        png(120, 63, hue),
        png(160, 90, hue),
        png(60, 40, hue),
      ]);
      return { social, hero, card };
    },
  };
}

describe('runDemoPostersJob', () => {
  let ids: Record<'first' | 'second' | 'kept' | 'userOwn', number>;
  beforeEach(async () => {
    await handle.db.delete(events);
    const base = {
      description: 'A demo event.',
      date: new Date('2026-12-01T18:00:00Z'),
      location: 'Stockton, CA',
    };
    const rows = await handle.db
      .insert(events)
      .values([
        {
          ...base,
          title: 'Delta Lantern Walk',
          category: 'Cultural Festival',
          source: 'seed',
          externalId: 'a',
        },
        { ...base, title: 'Tracy Turkey Trot', category: 'Holiday', source: 'seed', externalId: 'b' },
        {
          ...base,
          title: 'Kept Picture',
          category: 'Concert',
          source: 'seed',
          externalId: 'c',
          image: '/banners/concert.png',
        },
        { ...base, title: 'Someone Else', category: 'Birthday' },
      ])
      .returning({ id: events.id });
    ids = { first: rows[0]!.id, second: rows[1]!.id, kept: rows[2]!.id, userOwn: rows[3]!.id };
  });

  const imagesOf = async () =>
    Object.fromEntries(
      (await handle.db.select({ id: events.id, image: events.image }).from(events)).map((r) => [
        r.id,
        r.image,
      ]),
    );

  it('draws each demo event without an image once, in its look, stores it and sets it', async () => {
    const repo = createImagesRepository(handle.db);
    const renderer = createCountingRenderer();
    const result = await runDemoPostersJob(
      { repo, store: createImageStore(repo), renderPoster: renderer.renderPoster },
      job,
    );
    expect(result).toMatchObject({ drawn: 2, failed: 0 });
    expect(renderer.calls.map((c) => c.title)).toEqual(['Delta Lantern Walk', 'Tracy Turkey Trot']);
    expect(renderer.calls[1]).toMatchObject({
      category: 'Holiday',
      description: 'A demo event.',
      ...demoPosterLook('Holiday', 'Tracy Turkey Trot'),
    });
    const images = await imagesOf();
    expect(images[ids.first]).toMatch(/^\/images\/[0-9a-f]{64}$/);
    expect(images[ids.second]).toMatch(/^\/images\/[0-9a-f]{64}$/);
    expect(images[ids.first]).not.toBe(images[ids.second]);
    // Stored like any poster: three sizes and their WebP widths.
    const posterId = images[ids.first]!.replace('/images/', '');
    const rows = await handle.db
      .select({ id: storedImages.id })
      .from(storedImages)
      .where(like(storedImages.id, `${posterId}%`));
    expect(rows).toHaveLength(11);
  });

  it('leaves an event that has an image, and events that are not demo events, as they are', async () => {
    const repo = createImagesRepository(handle.db);
    const renderer = createCountingRenderer();
    await runDemoPostersJob(
      { repo, store: createImageStore(repo), renderPoster: renderer.renderPoster },
      job,
    );
    const images = await imagesOf();
    expect(images[ids.kept]).toBe('/banners/concert.png');
    expect(images[ids.userOwn]).toBeNull();
    expect(renderer.calls.map((c) => c.title)).not.toContain('Someone Else');
  });

  it('draws nothing on a second run', async () => {
    const repo = createImagesRepository(handle.db);
    const renderer = createCountingRenderer();
    const deps = { repo, store: createImageStore(repo), renderPoster: renderer.renderPoster };
    await runDemoPostersJob(deps, job);
    const before = await imagesOf();
    expect(await runDemoPostersJob(deps, job)).toMatchObject({ drawn: 0, failed: 0 });
    expect(renderer.calls).toHaveLength(2);
    expect(await imagesOf()).toEqual(before);
  });

  it('goes on past a poster that fails, which keeps its banner for the next run', async () => {
    const repo = createImagesRepository(handle.db);
    const renderer = createCountingRenderer();
    const renderPoster = async (input: ImageGenerationInput) => {
      if (input.title === 'Delta Lantern Walk') throw new Error('engine busy');
      return renderer.renderPoster(input);
    };
    expect(await runDemoPostersJob({ repo, store: createImageStore(repo), renderPoster }, job)).toMatchObject(
      {
        drawn: 1,
        failed: 1,
      },
    );
    const images = await imagesOf();
    expect(images[ids.first]).toBeNull();
    expect(images[ids.second]).toMatch(/^\/images\//);
  });
});

describe('queueDemoPostersOnce', () => {
  const now = new Date('2026-11-22T15:00:00Z');
  const recorder = () => {
    const queued: string[] = [];
    const enqueue = async () => {
      queued.push('job');
      return 'id';
    };
    return { queued, enqueue };
  };
  beforeEach(async () => {
    await handle.db.delete(appSettings).where(inArray(appSettings.key, ['demo_seed', 'demo_posters']));
  });

  it('queues nothing when the demo data was never seeded', async () => {
    const { queued, enqueue } = recorder();
    const repo = createImagesRepository(handle.db);
    expect(await queueDemoPostersOnce(repo, enqueue, now)).toBe(false);
    expect(queued).toEqual([]);
  });

  it('queues the job once per database after the seed, however often the app starts', async () => {
    await handle.db.insert(appSettings).values({ key: 'demo_seed', value: now.toISOString() });
    const { queued, enqueue } = recorder();
    const repo = createImagesRepository(handle.db);
    expect(await queueDemoPostersOnce(repo, enqueue, now)).toBe(true);
    expect(await queueDemoPostersOnce(repo, enqueue, now)).toBe(false);
    expect(await queueDemoPostersOnce(createImagesRepository(handle.db), enqueue, now)).toBe(false);
    expect(queued).toEqual(['job']);
  });

  it('lets the next start queue it when queueing failed', async () => {
    await handle.db.insert(appSettings).values({ key: 'demo_seed', value: now.toISOString() });
    const repo = createImagesRepository(handle.db);
    await expect(
      queueDemoPostersOnce(repo, async () => Promise.reject(new Error('queue down')), now),
    ).rejects.toThrow('queue down');
    const [marker] = await handle.db.select().from(appSettings).where(eq(appSettings.key, 'demo_posters'));
    expect(marker).toBeUndefined();
    expect(await queueDemoPostersOnce(repo, async () => 'id', now)).toBe(true);
  });
});
