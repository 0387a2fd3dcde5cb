import { describe, expect, it } from 'vitest';
import type { User } from '#shared/contracts/auth.ts';
import type { CreateSocialPostBody } from '#shared/contracts/social.ts';
import { NotFoundError, RateLimitedError, ValidationError } from '../../lib/errors/app-errors.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { NewSocialPost, SocialRepository } from './social.repository.ts';
import { createSocialService } from './social.service.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const USER = { id: 9 } as User;

function setup({ eventIds = [5], allowed = true } = {}) {
  const inserted: NewSocialPost[] = [];
  const socialRepo: SocialRepository = {
    existsEvent: async (id) => eventIds.includes(id),
    insert: async (values) => {
      inserted.push(values);
      return {
        id: inserted.length,
        eventId: values.eventId,
        platform: values.platform,
        url: values.url,
        content: values.content,
        imageUrl: values.imageUrl,
        shareUrl: values.shareUrl,
        timestamp: values.timestamp.toISOString(),
      };
    },
  };
  const rateLimiter = {
    hit: async () => ({ isAllowed: allowed, count: allowed ? 1 : 121, retryAfterSeconds: 60 }),
  } as unknown as RateLimiter;
  const sut = createSocialService({ socialRepo, rateLimiter, clock: () => NOW, postsPerHour: 120 });
  return { sut, inserted };
}

const body = (overrides: Partial<CreateSocialPostBody> = {}): CreateSocialPostBody => ({
  event_id: 5,
  platform: 'linkedin',
  url: 'https://www.linkedin.com/search/results/content/?keywords=x',
  content: 'Join us',
  timestamp: '2026-11-22T11:59:00Z',
  ...overrides,
});

const SITE = 'https://confetti.example';

describe('socialService.recordSharedPost', () => {
  it('stores the record for the signed-in user with its dialog URL', async () => {
    const { sut, inserted } = setup();
    const post = await sut.recordSharedPost(
      USER,
      5,
      body({ share_url: 'https://www.linkedin.com/sharing' }),
      SITE,
    );
    expect(inserted[0]).toMatchObject({
      userId: 9,
      eventId: 5,
      shareUrl: 'https://www.linkedin.com/sharing',
    });
    expect(post.timestamp).toBe('2026-11-22T11:59:00.000Z');
  });

  it('rejects an event_id that differs from the path before touching the database', async () => {
    const { sut, inserted } = setup();
    await expect(sut.recordSharedPost(USER, 5, body({ event_id: 6 }), SITE)).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(inserted).toHaveLength(0);
  });

  it('throws NotFoundError for a missing event', async () => {
    const { sut } = setup({ eventIds: [] });
    await expect(sut.recordSharedPost(USER, 5, body(), SITE)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('dates a future timestamp at the server’s now', async () => {
    const { sut } = setup();
    const post = await sut.recordSharedPost(USER, 5, body({ timestamp: '2030-01-01T00:00:00Z' }), SITE);
    expect(post.timestamp).toBe(NOW.toISOString());
  });

  it('refuses more records than the hourly limit', async () => {
    const { sut, inserted } = setup({ allowed: false });
    await expect(
      sut.recordEntry(USER, 5, { ...body(), platform: 'outlook_calendar' }),
    ).rejects.toBeInstanceOf(RateLimitedError);
    expect(inserted).toHaveLength(0);
  });
});
