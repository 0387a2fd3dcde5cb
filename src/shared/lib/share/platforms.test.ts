import { describe, expect, it } from 'vitest';
import { SOCIAL_PLATFORMS } from '#shared/constants.ts';
import {
  PLATFORM_LIST,
  PLATFORMS,
  POST_DESCRIPTION_LIMITS,
  PREVIEW_LIMITS,
} from '#shared/lib/share/platforms.ts';

describe('PLATFORMS', () => {
  it('keys each platform by its id, with a name, limits, an image ratio and best times', () => {
    for (const [id, platform] of Object.entries(PLATFORMS)) {
      expect(platform.id).toBe(id);
      expect(platform.name).not.toBe('');
      expect(platform.hashtagLimit).toBeGreaterThan(0);
      expect(platform.imageRatio).toMatch(/^\d+(\.\d+)?:\d+$/);
      expect(platform.bestTimeToPost.length).toBeGreaterThan(0);
    }
  });

  it("holds each platform's own post length", () => {
    expect(PLATFORMS.twitter.maxLength).toBe(280);
    expect(PLATFORMS.instagram.maxLength).toBe(2200);
    expect(PLATFORMS.linkedin.maxLength).toBe(3000);
    expect(PLATFORMS.facebook.maxLength).toBe(63206);
  });

  it('lists the four platforms in display order', () => {
    expect(PLATFORM_LIST.map((p) => p.id)).toEqual([...SOCIAL_PLATFORMS]);
    expect(PLATFORMS.linkedin.name).toBe('LinkedIn');
  });

  it('holds the preview and post limits', () => {
    expect(PREVIEW_LIMITS.twitter).toEqual({ title: 80, description: 180 });
    expect(PREVIEW_LIMITS.linkedin).toEqual({ title: 100, description: 1300 });
    expect(PREVIEW_LIMITS.instagram).toEqual({ description: 2200 });
    expect(POST_DESCRIPTION_LIMITS.twitter).toBe(150);
  });
});
