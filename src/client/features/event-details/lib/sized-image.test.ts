import { describe, expect, it } from 'vitest';
import { resolveVendorImage, sizedEventImage } from './sized-image.ts';

describe('sizedEventImage', () => {
  it('asks the image store for a size', () => {
    expect(sizedEventImage('/images/abc123', 'Birthday', 'hero')).toBe('/images/abc123?size=hero');
  });

  it('leaves other images alone and falls back to the category banner', () => {
    expect(sizedEventImage('http://cdn.example.com/a.jpg', 'Birthday', 'hero')).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(sizedEventImage('/uploads/a.png', 'Birthday', 'card')).toBe('/uploads/a.png');
    expect(sizedEventImage(null, 'Wedding', 'card')).toBe('/banners/wedding.png');
  });
});

describe('resolveVendorImage', () => {
  it('takes the first usable picture', () => {
    expect(resolveVendorImage(null, 'http://x.example/logo.png')).toBe('https://x.example/logo.png');
    expect(resolveVendorImage('/images/7', 'https://x.example/a.png')).toBe('/images/7');
    expect(resolveVendorImage('javascript:alert(1)', '')).toBeNull();
  });
});
