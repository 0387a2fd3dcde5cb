import { describe, expect, it } from 'vitest';
import {
  BANNER_KINDS,
  categoryBannerPath,
  categoryBannerSrcSet,
  getBannerKind,
  isBannerPath,
  resolveEventImage,
} from './event-image.ts';

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

  it('gives every category a banner of its own, named by its slug', () => {
    expect(BANNER_KINDS).toHaveLength(21);
    expect(new Set(BANNER_KINDS).size).toBe(21);
    expect(getBannerKind('Food & Drink')).toBe('food-drink');
    expect(getBannerKind('ice skating')).toBe('ice-skating');
    expect(getBannerKind('Other')).toBe('other');
    expect(getBannerKind('Quinceañera')).toBe('social');
  });

  it('offers each banner as WebP at the served widths', () => {
    expect(categoryBannerSrcSet('Marathon')).toBe(
      '/banners/marathon-480.webp 480w, /banners/marathon-800.webp 800w, /banners/marathon-1200.webp 1200w',
    );
    expect(isBannerPath('/banners/marathon.png')).toBe(true);
    expect(isBannerPath('/images/abc')).toBe(false);
  });
});
