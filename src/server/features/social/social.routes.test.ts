import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialPostRecordSchema } from '#shared/contracts/social.ts';
import { events, socialMediaPosts } from '../../db/schema.ts';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cookie: string;
let userId: number;
let eventId: number;

const SITE = 'https://confetti.example';

async function insertEvent(title = 'Rooftop Birthday Bash'): Promise<number> {
  const [row] = await t.db
    .insert(events)
    .values({
      title,
      description: 'Dancing and cake.',
      category: 'Birthday',
      date: new Date('2026-12-12T03:00:00Z'),
      location: 'Skyline Terrace, New York, NY',
      city: 'New York',
      region: 'NY',
      timeZone: 'America/New_York',
    })
    .returning({ id: events.id });
  return row!.id;
}

/** What the Share panel sends for each platform: the platform's search for the post, and the dialog it opened. */
function platformLinks(platform: unknown) {
  const page = encodeURIComponent(`${SITE}/events/${eventId}`);
  switch (platform) {
    case 'facebook':
      return {
        url: `https://www.facebook.com/search/posts/?q=${page}`,
        share_url: `https://www.facebook.com/sharer/sharer.php?u=${page}`,
      };
    case 'linkedin':
      return {
        url: `https://www.linkedin.com/search/results/content/?keywords=${page}`,
        share_url: `https://www.linkedin.com/sharing/share-offsite/?url=${page}`,
      };
    case 'instagram':
      return { url: 'https://www.instagram.com/' };
    default:
      return {
        url: `https://twitter.com/search?q=${page}&f=live`,
        share_url: `https://twitter.com/intent/tweet?text=Party&url=${page}`,
      };
  }
}

function buildRecord(overrides: Record<string, unknown> = {}) {
  const platform = overrides.platform ?? 'twitter';
  return {
    event_id: eventId,
    platform,
    ...platformLinks(platform),
    content: '🎂 Let’s celebrate! Rooftop Birthday Bash is on Sat, Dec 12 at 10:00 PM.',
    image_url: `${SITE}/banners/birthday.png`,
    timestamp: '2026-11-20T18:30:00.000Z',
    ...overrides,
  };
}

const postRecord = (payload: unknown, options: { id?: number | string; cookie?: string | null } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${options.id ?? eventId}/social-posts`,
    payload: payload as object,
    headers: options.cookie === null ? {} : { cookie: options.cookie ?? cookie },
  });

const postEntry = (payload: unknown, options: { id?: number | string; cookie?: string | null } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${options.id ?? eventId}/social`,
    payload: payload as object,
    headers: options.cookie === null ? {} : { cookie: options.cookie ?? cookie },
  });

async function storedRow(id: number) {
  const [row] = await t.db.select().from(socialMediaPosts).where(eq(socialMediaPosts.id, id));
  return row;
}

/**
 * The event's socialPosts as GET /api/events/:id shows them; while the events API is not there
 * yet (404 for every id), the rows are read from the table instead.
 */
async function visiblePostsOf(id: number): Promise<{ platform: string; url: string }[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/events/${id}` });
  if (res.statusCode === 200) return res.json().socialPosts;
  expect(res.json().message).toMatch(/^No route for GET/);
  return t.db.select().from(socialMediaPosts).where(eq(socialMediaPosts.eventId, id));
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: '1000', RATE_LIMIT_LOGIN_PER_HOUR: '1000' });
  const session = await signUpAndLogIn(t.app);
  cookie = session.cookie;
  userId = session.user.id;
  eventId = await insertEvent();
});
afterAll(async () => t.close());

describe('POST /api/events/:id/social-posts', () => {
  it('stores the record with the sharer and answers 201 with the stored post', async () => {
    const record = buildRecord();
    const res = await postRecord(record);
    expect(res.statusCode).toBe(201);
    const post = socialPostRecordSchema.parse(res.json());
    expect(post).toEqual({
      id: expect.any(Number),
      eventId,
      platform: 'twitter',
      url: record.url,
      content: record.content,
      imageUrl: record.image_url,
      shareUrl: record.share_url,
      timestamp: '2026-11-20T18:30:00.000Z',
    });
    const row = await storedRow(post.id);
    expect(row).toMatchObject({ eventId, userId, platform: 'twitter', shareUrl: record.share_url });
  });

  it('makes the post visible in the event’s socialPosts', async () => {
    const id = await insertEvent('Visible Posts Party');
    const res = await postRecord(buildRecord({ event_id: id, platform: 'linkedin' }), { id });
    expect(res.statusCode).toBe(201);
    const posts = await visiblePostsOf(id);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ platform: 'linkedin', url: platformLinks('linkedin').url });
  });

  it('stores an Instagram record without share_url and with a null image', async () => {
    const res = await postRecord(
      buildRecord({
        platform: 'instagram',
        url: 'https://www.instagram.com/',
        share_url: undefined,
        image_url: null,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ platform: 'instagram', shareUrl: null, imageUrl: null });
  });

  it('returns 401 when nobody is signed in, before looking at the body', async () => {
    const res = await postRecord({ nonsense: true }, { cookie: null });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('returns 404 when the event does not exist', async () => {
    const res = await postRecord(buildRecord({ event_id: 987654 }), { id: 987654 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Event 987654 not found' });
  });

  it.each([
    [
      'twitter',
      'url',
      'https://evil.example/x',
      'url must be an https link on twitter.com or x.com for Twitter posts',
    ],
    [
      'twitter',
      'url',
      'https://twitter.com.evil.example/x',
      'url must be an https link on twitter.com or x.com for Twitter posts',
    ],
    [
      'facebook',
      'url',
      'http://www.facebook.com/x',
      'url must be an https link on facebook.com for Facebook posts',
    ],
    [
      'linkedin',
      'url',
      'https://www.facebook.com/x',
      'url must be an https link on linkedin.com for LinkedIn posts',
    ],
    [
      'instagram',
      'url',
      'https://instagram.com@evil.example/',
      'url must be an https link on instagram.com for Instagram posts',
    ],
    [
      'linkedin',
      'share_url',
      'https://evil.example/share',
      'share_url must be an https link on linkedin.com for LinkedIn posts',
    ],
  ])(
    'returns 400 and stores nothing for a %s record whose %s is %j',
    async (platform, field, value, message) => {
      const id = await insertEvent('Phishing Party');
      const res = await postRecord(buildRecord({ event_id: id, platform, [field]: value }), { id });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: field, message }]);
      expect(await visiblePostsOf(id)).toEqual([]);
    },
  );

  it("accepts the event's own page on this site as share_url, not another site's or another event's", async () => {
    // Injected requests arrive for http://localhost:80, the site's address here.
    const page = `http://localhost:80/events/${eventId}`;
    for (const share_url of [page, `${page}?ref=share`])
      expect((await postRecord(buildRecord({ platform: 'facebook', share_url }))).statusCode).toBe(201);
    for (const share_url of [
      `https://evil.example/events/${eventId}`,
      `http://localhost:80/events/${eventId + 1}`,
    ]) {
      const res = await postRecord(buildRecord({ platform: 'facebook', share_url }));
      expect(res.statusCode, share_url).toBe(400);
      expect(res.json().issues[0].path).toBe('share_url');
    }
  });

  it('accepts a record on the platform’s other domain or a subdomain (x.com, m.facebook.com)', async () => {
    expect((await postRecord(buildRecord({ url: 'https://x.com/party/status/1' }))).statusCode).toBe(201);
    const facebook = buildRecord({ platform: 'facebook', url: 'https://m.facebook.com/story.php?id=1' });
    expect((await postRecord(facebook)).statusCode).toBe(201);
  });

  it('returns 400 when event_id differs from the event in the path', async () => {
    const res = await postRecord(buildRecord({ event_id: eventId + 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `event_id ${eventId + 1} does not match event ${eventId} in the URL`,
      issues: [{ path: 'event_id', message: 'event_id must match the event in the URL' }],
    });
  });

  it.each([
    ['a string', String(1)],
    ['a fraction', 1.5],
    ['missing', undefined],
  ])('returns 400 when event_id is %s', async (_label, value) => {
    const res = await postRecord(buildRecord({ event_id: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('event_id');
  });

  it('returns 400 for an id in the path that is not a positive integer', async () => {
    const res = await postRecord(buildRecord(), { id: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toEqual({ path: 'id', message: 'Invalid event ID' });
  });

  it.each(['outlook_calendar', 'myspace', ''])('returns 400 for the platform %j', async (platform) => {
    const res = await postRecord(buildRecord({ platform }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toEqual({
      path: 'platform',
      message: 'platform must be one of facebook, twitter, linkedin, instagram',
    });
  });

  it.each([
    ['url', 'javascript:alert(1)'],
    ['url', 'ftp://files.example/a'],
    ['url', 'not a url'],
    ['image_url', 'data:image/png;base64,AAAA'],
    ['share_url', '/relative/path'],
  ])('returns 400 when %s is %j', async (field, value) => {
    const res = await postRecord(buildRecord({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toEqual({ path: field, message: `${field} must be an http(s) URL` });
  });

  it.each([
    ['twitter', 280],
    ['linkedin', 3000],
    ['instagram', 2200],
    ['facebook', 63206],
  ])('accepts %s content of exactly its limit (%i) and rejects one more', async (platform, limit) => {
    const fits = await postRecord(buildRecord({ platform, content: 'x'.repeat(limit) }));
    expect(fits.statusCode).toBe(201);
    const tooLong = await postRecord(buildRecord({ platform, content: 'x'.repeat(limit + 1) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0]).toEqual({
      path: 'content',
      message: expect.stringContaining(`limited to ${limit} characters (this one has ${limit + 1})`),
    });
  });

  it('returns 400 for a timestamp that is not ISO 8601', async () => {
    const res = await postRecord(buildRecord({ timestamp: 'yesterday' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toEqual({
      path: 'timestamp',
      message: 'timestamp must be an ISO 8601 date and time',
    });
  });

  it('dates a post claimed to be in the future at the time it arrived', async () => {
    const before = Date.now();
    const res = await postRecord(buildRecord({ timestamp: '2099-01-01T00:00:00Z' }));
    expect(res.statusCode).toBe(201);
    const stored = Date.parse(res.json().timestamp);
    expect(stored).toBeGreaterThanOrEqual(before - 1000);
    expect(stored).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe('POST /api/events/:id/social', () => {
  const entry = (overrides: Record<string, unknown> = {}) => ({
    platform: 'outlook_calendar',
    url: 'https://outlook.live.com/calendar/0/deeplink/compose?subject=Rooftop',
    content: 'Rooftop Birthday Bash',
    timestamp: new Date().toISOString(),
    ...overrides,
  });

  it('records a calendar add and answers 201', async () => {
    const res = await postEntry(entry());
    expect(res.statusCode).toBe(201);
    const post = socialPostRecordSchema.parse(res.json());
    expect(post).toMatchObject({ eventId, platform: 'outlook_calendar', shareUrl: null, imageUrl: null });
    expect(await storedRow(post.id)).toMatchObject({ userId, content: 'Rooftop Birthday Bash' });
  });

  it('accepts an entry without content', async () => {
    const res = await postEntry(entry({ content: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBeNull();
  });

  it('accepts the four share platforms with their limits', async () => {
    const facebook = entry({ platform: 'facebook', url: platformLinks('facebook').url });
    expect((await postEntry(facebook)).statusCode).toBe(201);
    const tooLong = await postEntry(
      entry({ platform: 'twitter', url: platformLinks('twitter').url, content: 'x'.repeat(281) }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0].path).toBe('content');
  });

  it('returns 400 for a share platform whose url is not on that platform', async () => {
    const res = await postEntry(entry({ platform: 'twitter', url: 'https://evil.example/x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'url', message: 'url must be an https link on twitter.com or x.com for Twitter posts' },
    ]);
  });

  it('returns 400 for calendar content over 10000 characters', async () => {
    const res = await postEntry(entry({ content: 'x'.repeat(10_001) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].message).toMatch(/^Calendar entries are limited to 10000/);
  });

  it('returns 400 for an unknown platform or a bad url', async () => {
    expect((await postEntry(entry({ platform: 'icloud' }))).statusCode).toBe(400);
    const badUrl = await postEntry(entry({ url: 'webcal://example.com/a.ics' }));
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().issues[0].path).toBe('url');
  });

  it('returns 401 for a guest and 404 for a missing event', async () => {
    expect((await postEntry(entry(), { cookie: null })).statusCode).toBe(401);
    const missing = await postEntry(entry(), { id: 555555 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event 555555 not found');
  });
});
