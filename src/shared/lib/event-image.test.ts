import { describe, expect, it } from 'vitest';
import {
  BANNER_KINDS,
  categoryBannerPath,
  getBannerKind,
  resolveEventImage,
  responsiveSrcSet,
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
    expect(responsiveSrcSet('/banners/marathon.png')).toBe(
      '/banners/marathon-480.webp 480w, /banners/marathon-800.webp 800w, /banners/marathon-1200.webp 1200w',
    );
  });
});

describe('responsiveSrcSet', () => {
  const id = 'ab'.repeat(32);

  it.each([
    [`/images/${id}`, 'social', [480, 800, 1200]],
    [`/images/${id}?size=social`, 'social', [480, 800, 1200]],
    [`/images/${id}?size=hero`, 'hero', [800, 1200, 1600]],
    [`/images/${id}?size=card`, 'card', [300, 600]],
  ])('offers %s as WebP of its size (%s) at %j', (src, variant, widths) => {
    expect(responsiveSrcSet(src)).toBe(
      widths.map((w) => `/images/${id}/${variant}-${w}.webp ${w}w`).join(', '),
    );
  });

  it.each([
    'https://cdn.example.com/a.jpg',
    '/images/abc',
    `/images/${id}?size=huge`,
    `/images/${id}/social-480.webp`,
    '/uploads/party.jpg',
    '/banners/../x.png',
  ])('has nothing for %s, which comes in one size', (src) => {
    expect(responsiveSrcSet(src)).toBeUndefined();
  });
});
