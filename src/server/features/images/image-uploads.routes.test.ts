import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedImages } from '../../db/schema.ts';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUpAndLogIn(t.app)).cookie;
});
afterAll(async () => t.close());

const upload = (payload: Buffer, contentType: string, query = '', who: string | undefined = cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/images/uploads${query}`,
    headers: { 'content-type': contentType, ...(who ? { cookie: who } : {}) },
    payload,
  });
const storedCount = async () => (await t.db.select({ n: count() }).from(storedImages))[0]?.n;

/** A 900 x 700 photo that carries EXIF (camera make and orientation). */
const photoWithExif = () =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: '#d94f70' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS and serial live here' } })
    .toBuffer();

describe('POST /api/images/uploads', () => {
  it('re-encodes a JPEG into the poster sizes as JPEG without EXIF', async () => {
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    // The declared type is wrong on purpose: the bytes decide.
    const res = await upload(original, 'image/png');
    expect(res.statusCode).toBe(200);
    const url: string = res.json().imageUrl;
    expect(url).toMatch(/^\/images\/[0-9a-f]{64}$/);
    for (const [size, width, height] of [
      ['', 1200, 630],
      ['?size=hero', 1600, 900],
      ['?size=card', 600, 400],
    ] as const) {
      const image = await t.app.inject({ method: 'GET', url: `${url}${size}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
      expect(meta.exif).toBeUndefined();
      expect(image.rawPayload.includes('SecretCam')).toBe(false);
    }
  });

  it('fits a transparent PNG logo inside the frame on white, and accepts WebP', async () => {
    const logo = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const res = await upload(logo, 'application/octet-stream', '?fit=logo');
    expect(res.statusCode).toBe(200);
    const card = await t.app.inject({ method: 'GET', url: `${res.json().imageUrl}?size=card` });
    const { data } = await sharp(card.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(data[0]!, data[1]!, data[2]!)).toBeGreaterThan(240);
    const webp = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    expect((await upload(webp, 'image/webp')).statusCode).toBe(200);
  });

  it('refuses what is not a JPEG, PNG or WebP (by content) with 400 and stores nothing', async () => {
    const before = await storedCount();
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const text = Buffer.from('<?php echo "not an image"; ?>');
    const truncated = (await photoWithExif()).subarray(0, 400);
    for (const [bytes, type] of [
      [gif, 'image/gif'],
      [text, 'image/jpeg'],
      [truncated, 'image/jpeg'],
    ] as const) {
      const res = await upload(bytes, type);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/JPEG, PNG or WebP|damaged/);
    }
    expect(await storedCount()).toBe(before);
  });

  it('refuses a file over 5 MB with 400, an empty body with 400 and a guest with 401', async () => {
    const before = await storedCount();
    const big = Buffer.concat([await photoWithExif(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(big, 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image is larger than 5 MB. Choose a smaller file.');
    expect((await upload(Buffer.alloc(0), 'image/jpeg')).statusCode).toBe(400);
    expect((await upload(await photoWithExif(), 'image/jpeg', '', '')).statusCode).toBe(401);
    expect(await storedCount()).toBe(before);
  });
});
