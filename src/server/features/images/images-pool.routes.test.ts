import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const generate = (cookie: string, description: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events/generate-event-image',
    headers: { cookie },
    payload: { title: 'Worst case', description },
  });

describe('POST /api/events/generate-event-image on the worker pool', () => {
  it('draws a poster for the longest description allowed (the text it uses is bounded)', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const res = await generate(cookie, 'D '.repeat(5000).trim());
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toMatch(/^\/images\/[0-9a-f]{64}$/);
  });

  it('draws one image at a time per account: a second request meanwhile is a 429 with Retry-After', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    const [first, second] = await Promise.all([generate(cookie, 'One'), generate(cookie, 'Two')]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.json().message).toMatch(/previous image is still being drawn/);
    expect(refused.headers['retry-after']).toBe('2');
  });

  it('lets two accounts draw at the same time', async () => {
    const a = await signUpAndLogIn(t.app);
    const b = await signUpAndLogIn(t.app);
    const results = await Promise.all([generate(a.cookie, 'A'), generate(b.cookie, 'B')]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
  });
});
