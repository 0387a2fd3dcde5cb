import { describe, expect, it } from 'vitest';
import { SOCIAL_PLATFORMS } from '#shared/constants.ts';
import {
  PLATFORM_LIST,
  PLATFORMS,
  POST_DESCRIPTION_LIMITS,
  PREVIEW_LIMITS,
} from '#shared/lib/share/platforms.ts';

describe('PLATFORMS', () => {
  it('holds the limits, ratios and best times for every platform', () => {
    expect(PLATFORMS).toEqual({
      facebook: {
        id: 'facebook',
        name: 'Facebook',
        maxLength: 63206,
        hashtagLimit: 30,
        imageRatio: '1.91:1',
        bestTimeToPost: ['9 AM', '3 PM'],
      },
      twitter: {
        id: 'twitter',
        name: 'Twitter',
        maxLength: 280,
        hashtagLimit: 3,
        imageRatio: '16:9',
        bestTimeToPost: ['9 AM', '12 PM', '5 PM'],
      },
      linkedin: {
        id: 'linkedin',
        name: 'LinkedIn',
        maxLength: 3000,
        hashtagLimit: 5,
        imageRatio: '1.91:1',
        bestTimeToPost: ['8 AM', '2 PM', '5 PM'],
      },
      instagram: {
        id: 'instagram',
        name: 'Instagram',
        maxLength: 2200,
        hashtagLimit: 30,
        imageRatio: '1:1',
        bestTimeToPost: ['11 AM', '2 PM', '7 PM'],
      },
    });
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
