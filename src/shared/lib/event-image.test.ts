import { describe, expect, it } from 'vitest';
import { categoryBannerPath, getBannerKind, resolveEventImage } from './event-image.ts';

describe('resolveEventImage', () => {
  it.each([
    ['/images/abc', 'Birthday', '/images/abc'],
    ['https://cdn.example.com/a.jpg', 'Birthday', 'https://cdn.example.com/a.jpg'],
    ['http://cdn.example.com/a.jpg', 'Birthday', 'https://cdn.example.com/a.jpg'],
    ['', 'Wedding', '/banners/wedding.png'],
    [null, 'Food Festival', '/banners/food-festival.png'],
    ['javascript:alert(1)', 'Sports', '/banners/sports.png'],
    ['//evil.example/x.png', 'Corporate', '/banners/corporate.png'],
    ['not a url', 'Nonsense', '/banners/social.png'],
  ])('resolves %j for %s to %s', (image, category, expected) => {
    expect(resolveEventImage(image, category)).toBe(expected);
  });

  it('matches categories case-insensitively and falls back to social', () => {
    expect(getBannerKind('bar mitzvah')).toBe('bar-mitzvah');
    expect(getBannerKind(undefined)).toBe('social');
    expect(categoryBannerPath('THEME PARTY')).toBe('/banners/theme-party.png');
  });
});
