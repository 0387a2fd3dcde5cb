import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_IMAGE_INFO_MESSAGE } from '#shared/contracts/images.ts';
import { BANNER_KINDS } from '#shared/lib/event-image.ts';
import { events, storedImages, users } from '../../db/schema.ts';
import { readImageInfo } from '../../lib/images/image-info.ts';
import { renderPoster } from '../../lib/images/poster-engine.ts';
import { createRateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let organizer: { id: number; cookie: string };
let stranger: { id: number; cookie: string };
let admin: { id: number; cookie: string };
let eventId: number;

const validBody = {
  title: 'Harvest Moon Supper',
  description: 'A long-table dinner in the vineyard.',
  category: 'Food Festival',
  style: 'elegant',
  colorTheme: 'warm',
  mood: 'luxurious',
  creativity: 70,
} as const;

async function signUp(ip: string) {
  const { user, cookie } = await signUpAndLogIn(t.app, {}, ip);
  return { id: user.id as number, cookie };
}

beforeAll(async () => {
  t = await createTestApp();
  organizer = await signUp('10.1.0.1');
  stranger = await signUp('10.1.0.2');
  admin = await signUp('10.1.0.3');
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
  const [row] = await t.db
    .insert(events)
    .values({
      title: 'Rooftop Jazz Night',
      description: 'Live quartet, city lights and small plates.',
      category: 'Concert',
      date: new Date('2026-12-12T03:00:00Z'),
      location: 'Stockton, CA',
      organizerId: organizer.id,
    })
    .returning({ id: events.id });
  eventId = row!.id;
});
afterAll(async () => t?.close());

const generate = (body: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events/generate-event-image',
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
const generateForEvent = (id: number | string, body: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${id}/generate-image`,
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
const imageIdOf = (res: LightMyRequestResponse) => res.json().imageUrl.replace('/images/', '') as string;

function expectImage(res: LightMyRequestResponse, contentType: string, width: number, height: number) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(contentType);
  expect(readImageInfo(res.rawPayload)).toEqual({ contentType, width, height });
}

describe('POST /api/events/generate-event-image', () => {
  it('returns 401 for a guest', async () => {
    const res = await generate(validBody);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['title', { ...validBody, title: '' }],
    ['title', { ...validBody, title: undefined }],
    ['description', { ...validBody, description: '   ' }],
  ])('answers the spec message when %s is missing', async (path, body) => {
    const res = await generate(body, organizer.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().issues).toContainEqual({ path, message: MISSING_IMAGE_INFO_MESSAGE });
  });

  it.each([
    [{ style: 'baroque' }, 'style', 'Style must be one of: modern, artistic, elegant, playful, corporate'],
    [
      { colorTheme: 'neon' },
      'colorTheme',
      'Color theme must be one of: vibrant, muted, monochrome, warm, cool',
    ],
    [
      { mood: 'gloomy' },
      'mood',
      'Mood must be one of: celebratory, professional, relaxed, luxurious, dramatic',
    ],
    [{ creativity: 101 }, 'creativity', 'Creativity must be at most 100'],
    [{ creativity: -1 }, 'creativity', 'Creativity must be at least 0'],
    [{ creativity: 12.5 }, 'creativity', 'Creativity must be a whole number'],
  ])('rejects %o', async (override, path, message) => {
    const res = await generate({ ...validBody, ...override }, organizer.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('draws a poster, stores three sizes and their WebP widths, and answers its URL', async () => {
    const res = await generate(validBody, organizer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imageUrl: expect.stringMatching(/^\/images\/[0-9a-f]{64}$/) });
    const id = imageIdOf(res);
    const rows = await t.db
      .select({
        id: storedImages.id,
        kind: storedImages.kind,
        width: storedImages.width,
        height: storedImages.height,
        contentType: storedImages.contentType,
      })
      .from(storedImages)
      .where(like(storedImages.id, `${id}%`));
    const webp = (size: string, width: number, height: number) => ({
      id: `${id}-${size}-${width}.webp`,
      kind: 'poster',
      width,
      height,
      contentType: 'image/webp',
    });
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect(rows.sort(byId)).toEqual(
      [
        { id, kind: 'poster', width: 1200, height: 630, contentType: 'image/png' },
        { id: `${id}-card`, kind: 'poster', width: 600, height: 400, contentType: 'image/png' },
        { id: `${id}-hero`, kind: 'poster', width: 1600, height: 900, contentType: 'image/png' },
        webp('card', 300, 200),
        webp('card', 600, 400),
        webp('hero', 800, 450),
        webp('hero', 1200, 675),
        webp('hero', 1600, 900),
        webp('social', 480, 252),
        webp('social', 800, 420),
        webp('social', 1200, 630),
      ].sort(byId),
    );
  });

  it('answers the same URL for the same input and stores the bytes once', async () => {
    const first = await generate(validBody, organizer.cookie);
    const second = await generate(validBody, stranger.cookie);
    expect(second.json().imageUrl).toBe(first.json().imageUrl);
    const rows = await t.db
      .select({ id: storedImages.id })
      .from(storedImages)
      .where(like(storedImages.id, `${imageIdOf(first)}%`));
    // Three sizes and eight WebP renditions, once.
    expect(rows).toHaveLength(11);
  });

  it('uses modern, vibrant, celebratory, 50 and Social when options are left out', async () => {
    const { title, description } = validBody;
    const implicit = await generate({ title, description }, organizer.cookie);
    const explicit = await generate(
      {
        title,
        description,
        category: 'Social',
        style: 'modern',
        colorTheme: 'vibrant',
        mood: 'celebratory',
        creativity: 50,
      },
      organizer.cookie,
    );
    expect(implicit.json().imageUrl).toBe(explicit.json().imageUrl);
    expect(implicit.json().imageUrl).not.toBe((await generate(validBody, organizer.cookie)).json().imageUrl);
  });

  it('returns 429 with a clear message past 30 images in 10 minutes', async () => {
    const busy = await signUp('10.1.0.4');
    const limiter = createRateLimiter(t.db);
    for (let i = 0; i < 30; i++) await limiter.hit(`image-generation:user:${busy.id}`, 30, 600);
    const res = await generate(validBody, busy.cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You can generate up to 30 images every 10 minutes. Please try again in 10 minutes.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
  });
});

describe('POST /api/events/:id/generate-image', () => {
  const options = { style: 'playful', colorTheme: 'cool', mood: 'professional', creativity: 30 };

  it('returns 401 for a guest', async () => {
    expect((await generateForEvent(eventId, options)).statusCode).toBe(401);
  });

  it('returns 403 when another user asks for an image of the event', async () => {
    const res = await generateForEvent(eventId, options, stranger.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      `Only an administrator or the organizer of event ${eventId} can generate its image`,
    );
  });

  it('returns 404 when the event does not exist', async () => {
    const res = await generateForEvent(999_999, options, admin.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Event 999999 not found' });
  });

  it('returns 400 for an id that is not a number', async () => {
    const res = await generateForEvent('abc', options, admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'id', message: 'Invalid ID' });
  });

  it('draws from the stored event for its organizer and does not save it to the event', async () => {
    const res = await generateForEvent(eventId, { ...options, generateImage: true }, organizer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toMatch(/^\/images\/[0-9a-f]{64}$/);
    const [row] = await t.db.select({ image: events.image }).from(events).where(eq(events.id, eventId));
    expect(row!.image).toBeNull();
    const direct = await generate(
      {
        title: 'Rooftop Jazz Night',
        description: 'Live quartet, city lights and small plates.',
        category: 'Concert',
        ...options,
      },
      organizer.cookie,
    );
    expect(direct.json().imageUrl).toBe(res.json().imageUrl);
  });

  it('lets an administrator generate, with the wizard defaults when no body is sent', async () => {
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/generate-image`,
      headers: { cookie: admin.cookie },
    });
    expect(bare.statusCode, bare.body).toBe(200);
    const explicit = await generateForEvent(
      eventId,
      { style: 'modern', colorTheme: 'vibrant', mood: 'professional', creativity: 50 },
      admin.cookie,
    );
    expect(explicit.json().imageUrl).toBe(bare.json().imageUrl);
  });
});

describe('GET /images/:id', () => {
  let id: string;
  beforeAll(async () => {
    id = imageIdOf(await generate({ ...validBody, title: 'Served Poster' }, organizer.cookie));
  });

  it.each([
    ['', 1200, 630],
    ['?size=social', 1200, 630],
    ['?size=hero', 1600, 900],
    ['?size=card', 600, 400],
  ])('serves %s as a PNG of %i x %i with a year-long immutable cache', async (query, width, height) => {
    const res = await t.app.inject(`/images/${id}${query}`);
    expectImage(res, 'image/png', width, height);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = query.includes('hero') || query.includes('card') ? `${id}-${query.slice(6)}` : id;
    expect(res.headers.etag).toBe(`"${etag}"`);
  });

  it('serves the same bytes the poster engine draws for that size', async () => {
    const res = await t.app.inject(`/images/${id}?size=card`);
    const expected = await renderPoster({ ...validBody, title: 'Served Poster', width: 600, height: 400 });
    expect(res.rawPayload.equals(expected.png)).toBe(true);
  });

  it('answers 304 when the client already has it', async () => {
    const res = await t.app.inject({ url: `/images/${id}`, headers: { 'if-none-match': `"${id}"` } });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload).toHaveLength(0);
    expect(res.headers.etag).toBe(`"${id}"`);
    const hero = await t.app.inject({
      url: `/images/${id}?size=hero`,
      headers: { 'if-none-match': `W/"other", "${id}-hero"` },
    });
    expect(hero.statusCode).toBe(304);
    const stale = await t.app.inject({ url: `/images/${id}`, headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('returns 404 JSON for an id that is not stored', async () => {
    const res = await t.app.inject(`/images/${'0'.repeat(64)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: `Image ${'0'.repeat(64)} not found` });
  });

  it.each(['not-hex', 'ABCDEF'.padEnd(64, '0'), '0'.repeat(63), `${'0'.repeat(64)}-hero`])(
    'returns 400 for the malformed id %s',
    async (bad) => {
      const res = await t.app.inject(`/images/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({ path: 'id', message: 'Invalid image ID' });
    },
  );

  it('returns 400 for an unknown size', async () => {
    const res = await t.app.inject(`/images/${id}?size=huge`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({
      path: 'size',
      message: 'size must be one of: social, hero, card',
    });
  });
});

describe('GET /banners/:kind.png', () => {
  it('serves a distinct 1200 x 630 banner for every kind, cached with an ETag', async () => {
    const etags = new Set<string>();
    for (const kind of BANNER_KINDS) {
      const res = await t.app.inject(`/banners/${kind}.png`);
      expectImage(res, 'image/png', 1200, 630);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
      etags.add(String(res.headers.etag));
      const again = await t.app.inject({
        url: `/banners/${kind}.png`,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    expect(etags.size).toBe(BANNER_KINDS.length);
  });

  it('serves each banner as WebP at the srcset widths, and nothing at other widths', async () => {
    for (const width of [480, 800, 1200]) {
      const res = await t.app.inject(`/banners/food-drink-${width}.webp`);
      expectImage(res, 'image/webp', width, Math.round((width * 630) / 1200));
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
      expect(res.rawPayload.length).toBeLessThan(120_000);
    }
    expect((await t.app.inject('/banners/food-drink-640.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/banners/graduation-480.webp')).statusCode).toBe(404);
  });

  it('returns 404 JSON for an unknown kind', async () => {
    const res = await t.app.inject('/banners/graduation.png');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Banner graduation not found' });
  });
});

describe('GET /og-image.jpg', () => {
  it('serves the default share image as a real 1200 x 630 JPEG', async () => {
    const res = await t.app.inject('/og-image.jpg');
    expectImage(res, 'image/jpeg', 1200, 630);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.app.inject({
      url: '/og-image.jpg',
      headers: { 'if-none-match': res.headers.etag! },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('with an image provider configured', () => {
  let provider: Server;
  let p: TestApp;
  let cookie: string;
  let answer: { status: number; body: unknown };
  const prompts: string[] = [];

  beforeAll(async () => {
    // A stand-in for an OpenAI-compatible server, on this machine only.
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        prompts.push(JSON.parse(body).prompt);
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    p = await createTestApp({ IMAGE_BASE_URL: `http://127.0.0.1:${port}/v1`, IMAGE_MODEL: 'dall-e-3' });
    cookie = (await signUpAndLogIn(p.app, {}, '10.2.0.1')).cookie;
  });
  afterAll(async () => {
    await p?.close();
    await new Promise((resolve) => provider?.close(resolve));
  });

  const generateWithProvider = () =>
    p.app.inject({
      method: 'POST',
      url: '/api/events/generate-event-image',
      payload: validBody,
      headers: { cookie },
    });

  it('returns 502 with the provider message when the provider fails, with no fallback', async () => {
    answer = { status: 500, body: { error: { message: 'The model is overloaded' } } };
    const res = await generateWithProvider();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: 'PROVIDER_FAILED',
      message: 'Image provider answered 500: The model is overloaded',
    });
    expect(prompts.at(-1)).toContain('"Harvest Moon Supper"');
  });

  it('returns 502 when the provider answers without an image', async () => {
    answer = { status: 200, body: { data: [] } };
    const res = await generateWithProvider();
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^Invalid response from image generation service/);
  });

  it('crops the provider picture to every stored size', async () => {
    const picture = await renderPoster({ ...validBody, width: 1792, height: 1024 });
    answer = { status: 200, body: { data: [{ b64_json: picture.png.toString('base64') }] } };
    const res = await generateWithProvider();
    expect(res.statusCode).toBe(200);
    const url = res.json().imageUrl;
    expectImage(await p.app.inject(url), 'image/png', 1200, 630);
    expectImage(await p.app.inject(`${url}?size=hero`), 'image/png', 1600, 900);
    expectImage(await p.app.inject(`${url}?size=card`), 'image/png', 600, 400);
  });
});
