import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkImageUrl } from './check-image-url.ts';

/** An Image stand-in: loads URLs containing 'good', fails 'bad', never answers otherwise. */
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    setTimeout(() => {
      if (url.includes('good')) this.onload?.();
      else if (url.includes('bad')) this.onerror?.();
    }, 5);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('checkImageUrl', () => {
  it('accepts a local path without loading it', async () => {
    const spy = vi.fn();
    vi.stubGlobal('Image', spy);
    expect(await checkImageUrl('/images/abc.png')).toBe('local');
    expect(spy).not.toHaveBeenCalled();
  });

  it('rejects what is not an http(s) URL, including protocol-relative //host paths', async () => {
    vi.stubGlobal('Image', FakeImage);
    expect(await checkImageUrl('not a url')).toBe('invalid');
    expect(await checkImageUrl('ftp://example.com/good.png')).toBe('invalid');
    expect(await checkImageUrl('//example.com/good.png')).toBe('invalid');
  });

  it('accepts a URL that loads as an image and rejects one that does not', async () => {
    vi.stubGlobal('Image', FakeImage);
    expect(await checkImageUrl('https://example.com/good.png')).toBe('remote');
    expect(await checkImageUrl('https://example.com/bad.png')).toBe('invalid');
  });

  it('gives up after the timeout', async () => {
    vi.stubGlobal('Image', FakeImage);
    expect(await checkImageUrl('https://example.com/silent.png', 30)).toBe('invalid');
  });
});
