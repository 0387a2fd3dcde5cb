import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_IMAGE_WEBP_WIDTHS } from '#shared/lib/event-image.ts';
import { storedImages } from '../../db/schema.ts';
import { readImageInfo } from '../../lib/images/image-info.ts';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';
import { contentId } from './image-store.ts';
import { createImagesRepository } from './images.repository.ts';

let t: TestApp;
let id: string;
const FRAMES = { social: [1200, 630], hero: [1600, 900], card: [600, 400] } as const;

beforeAll(async () => {
  t = await createTestApp();
  const { cookie } = await signUpAndLogIn(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/events/generate-event-image',
    headers: { cookie },
    payload: {
      title: 'Lantern Walk',
      description: 'Paper lanterns along the river.',
      category: 'Cultural Festival',
    },
  });
  id = res.json().imageUrl.replace('/images/', '');
});
afterAll(async () => t?.close());

const cases = Object.entries(STORED_IMAGE_WEBP_WIDTHS).flatMap(([size, widths]) =>
  widths.map((width) => [size as keyof typeof FRAMES, width] as const),
);

/** A PNG stored the way images were before WebP renditions: only the sizes themselves. */
async function storeLegacyImage(sizes: Array<keyof typeof FRAMES>, hue: string): Promise<string> {
  const draw = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: hue } })
      .png()
      .toBuffer();
  const social = await draw(...FRAMES.social);
  const legacyId = contentId(social);
  const rows = await Promise.all(
    sizes.map(async (size) => {
      const [width, height] = FRAMES[size];
      const data = size === 'social' ? social : await draw(width, height);
      const rowId = size === 'social' ? legacyId : `${legacyId}-${size}`;
      return { id: rowId, kind: 'poster' as const, contentType: 'image/png', data, width, height };
    }),
  );
  await createImagesRepository(t.db).insertMany(rows);
  return legacyId;
}

describe('GET /images/:id/:size-:width.webp', () => {
  it.each(cases)('serves the %s size at %i px wide as WebP, cached for a year', async (size, width) => {
    const res = await t.app.inject(`/images/${id}/${size}-${width}.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${id}-${size}-${width}.webp"`);
    const [frameWidth, frameHeight] = FRAMES[size];
    expect(readImageInfo(res.rawPayload)).toEqual({
      contentType: 'image/webp',
      width,
      height: Math.round((width * frameHeight) / frameWidth),
    });
  });

  it('is a fraction of the PNG it was made from', async () => {
    const png = await t.app.inject(`/images/${id}?size=hero`);
    const webp = await t.app.inject(`/images/${id}/hero-1600.webp`);
    expect(webp.rawPayload.length).toBeLessThan(png.rawPayload.length / 4);
  });

  it('answers 304 when the client already has it', async () => {
    const res = await t.app.inject({
      url: `/images/${id}/social-480.webp`,
      headers: { 'if-none-match': `"${id}-social-480.webp"` },
    });
    expect(res.statusCode).toBe(304);
  });

  it.each(['social-500', 'social-1600', 'hero-480', 'card-800'])(
    'returns 404 for %s, a width the size is not offered at',
    async (file) => {
      const res = await t.app.inject(`/images/${id}/${file}.webp`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    },
  );

  it('returns 404 for an image that is not stored, and stores nothing', async () => {
    const missing = 'f'.repeat(64);
    const res = await t.app.inject(`/images/${missing}/social-480.webp`);
    expect(res.statusCode).toBe(404);
    const rows = await t.db
      .select({ id: storedImages.id })
      .from(storedImages)
      .where(like(storedImages.id, `${missing}%`));
    expect(rows).toEqual([]);
  });

  it.each(['social-480.png', 'huge-480.webp', 'social.webp', '..%2Fsecret'])(
    'returns 400 for the file %s',
    async (file) => {
      const res = await t.app.inject(`/images/${id}/${file}`);
      expect(res.statusCode).toBe(400);
    },
  );

  it('draws the WebP of an image stored before renditions existed on first request, and stores it', async () => {
    const legacy = await storeLegacyImage(['social', 'hero', 'card'], '#3366cc');
    const rowId = `${legacy}-hero-800.webp`;
    const before = await t.db
      .select({ id: storedImages.id })
      .from(storedImages)
      .where(eq(storedImages.id, rowId));
    expect(before).toEqual([]);
    const [first, second] = await Promise.all([
      t.app.inject(`/images/${legacy}/hero-800.webp`),
      t.app.inject(`/images/${legacy}/hero-800.webp`),
    ]);
    expect(first.statusCode).toBe(200);
    expect(readImageInfo(first.rawPayload)).toEqual({ contentType: 'image/webp', width: 800, height: 450 });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const [row] = await t.db
      .select({ kind: storedImages.kind, contentType: storedImages.contentType, width: storedImages.width })
      .from(storedImages)
      .where(eq(storedImages.id, rowId));
    expect(row).toEqual({ kind: 'poster', contentType: 'image/webp', width: 800 });
  });

  it('draws the renditions of a one-size image from that size', async () => {
    const legacy = await storeLegacyImage(['social'], '#cc6633');
    const res = await t.app.inject(`/images/${legacy}/card-300.webp`);
    expect(res.statusCode).toBe(200);
    expect(readImageInfo(res.rawPayload)).toEqual({ contentType: 'image/webp', width: 300, height: 158 });
  });
});
