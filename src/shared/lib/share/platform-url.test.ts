import { describe, expect, it } from 'vitest';
import { isPlatformUrl } from './platforms.ts';
import { buildShareUrl } from './share-url.ts';

describe('isPlatformUrl', () => {
  it('accepts every share dialog the Share panel opens, for its own platform only', () => {
    for (const platform of ['facebook', 'twitter', 'linkedin'] as const) {
      const url = buildShareUrl(platform, { url: 'https://confetti.example/events/7', text: 'Party' })!;
      expect(isPlatformUrl(platform, url)).toBe(true);
      for (const other of ['facebook', 'twitter', 'linkedin', 'instagram'] as const) {
        if (other !== platform) expect(isPlatformUrl(other, url)).toBe(false);
      }
    }
  });

  it('accepts the platform domain and its subdomains, and x.com for Twitter', () => {
    expect(isPlatformUrl('instagram', 'https://www.instagram.com/')).toBe(true);
    expect(isPlatformUrl('facebook', 'https://m.facebook.com/story.php?id=1')).toBe(true);
    expect(isPlatformUrl('twitter', 'https://x.com/a/status/1')).toBe(true);
  });

  it('refuses other hosts, look-alikes, credentials in the URL and plain http', () => {
    for (const url of [
      'https://evil.example/',
      'https://notfacebook.com/',
      'https://facebook.com.evil.example/',
      'https://facebook.com@evil.example/',
      'https://user:pw@facebook.com/',
      'http://facebook.com/',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isPlatformUrl('facebook', url)).toBe(false);
    }
  });
});
