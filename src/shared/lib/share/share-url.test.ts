import { describe, expect, it } from 'vitest';
import { buildShareUrl, withUtm } from '#shared/lib/share/share-url.ts';

const EVENT_URL = 'https://confetti.example/events/42';

function readQuery(url: string | null): URLSearchParams {
  if (!url) throw new Error('expected a url');
  return new URL(url).searchParams;
}

describe('withUtm', () => {
  it('adds source, medium and campaign for the platform', () => {
    const params = new URL(withUtm(EVENT_URL, 'twitter')).searchParams;
    expect(params.get('utm_source')).toBe('twitter');
    expect(params.get('utm_medium')).toBe('social');
    expect(params.get('utm_campaign')).toBe('event_share');
  });

  it('keeps other parameters and the fragment, and replaces earlier UTM values', () => {
    const url = new URL(withUtm(`${EVENT_URL}?ref=home&utm_source=facebook#map`, 'linkedin'));
    expect(url.searchParams.get('ref')).toBe('home');
    expect(url.searchParams.getAll('utm_source')).toEqual(['linkedin']);
    expect(url.hash).toBe('#map');
  });

  it('keeps relative URLs relative', () => {
    expect(withUtm('/events/7', 'facebook')).toBe(
      '/events/7?utm_source=facebook&utm_medium=social&utm_campaign=event_share',
    );
  });
});

describe('buildShareUrl', () => {
  it('opens the Facebook sharer with the UTM-tagged url, fully encoded', () => {
    const url = buildShareUrl('facebook', { url: EVENT_URL, text: 'hi', hashtags: ['Party'] });
    expect(url).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fconfetti.example%2Fevents%2F42%3Futm_source%3Dfacebook%26utm_medium%3Dsocial%26utm_campaign%3Devent_share',
    );
    expect(readQuery(url).get('u')).toBe(withUtm(EVENT_URL, 'facebook'));
  });

  it('opens LinkedIn share-offsite with the UTM-tagged url', () => {
    const url = buildShareUrl('linkedin', { url: EVENT_URL, title: 'Party' });
    expect(url?.startsWith('https://www.linkedin.com/sharing/share-offsite/?url=')).toBe(true);
    expect(readQuery(url).get('url')).toBe(withUtm(EVENT_URL, 'linkedin'));
  });

  it('opens the Twitter intent with text, url and hashtags', () => {
    const url = buildShareUrl('twitter', {
      url: EVENT_URL,
      text: 'Join us & bring friends: 50% off? #yes',
      hashtags: ['Birthday', 'Event'],
    });
    expect(url?.startsWith('https://twitter.com/intent/tweet?')).toBe(true);
    expect(url).toContain('text=Join%20us%20%26%20bring%20friends%3A%2050%25%20off%3F%20%23yes');
    const params = readQuery(url);
    expect(params.get('text')).toBe('Join us & bring friends: 50% off? #yes');
    expect(params.get('url')).toBe(withUtm(EVENT_URL, 'twitter'));
    expect(params.get('hashtags')).toBe('Birthday,Event');
  });

  it('does not repeat a url or hashtags the tweet text already holds', () => {
    const text = `Party! ${withUtm(EVENT_URL, 'twitter')} #Birthday #EventNight`;
    const params = readQuery(
      buildShareUrl('twitter', { url: EVENT_URL, text, hashtags: ['birthday', 'Event'] }),
    );
    expect(params.get('text')).toBe(text);
    expect(params.has('url')).toBe(false);
    expect(params.get('hashtags')).toBe('Event');
  });

  it('has no share endpoint for Instagram', () => {
    expect(buildShareUrl('instagram', { url: EVENT_URL, text: 'caption' })).toBeNull();
  });
});
