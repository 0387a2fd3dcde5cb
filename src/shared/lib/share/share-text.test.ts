import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES, SOCIAL_PLATFORMS } from '#shared/constants.ts';
import { PLATFORMS, PREVIEW_LIMITS } from '#shared/lib/share/platforms.ts';
import { SHARE_TEMPLATES, TEMPLATE_FAMILIES } from '#shared/lib/share/share-templates.ts';
import {
  buildHashtags,
  buildPreview,
  buildShareText,
  ELLIPSIS,
  formatShareDate,
  getTextBudget,
  nextVariant,
  type ShareEvent,
  TWITTER_LINK_RESERVE,
  toHashtag,
} from '#shared/lib/share/share-text.ts';
import { buildShareUrl, withUtm } from '#shared/lib/share/share-url.ts';
import { measureTweetLength } from '#shared/lib/share/truncate-text.ts';

const URL = 'https://confetti.example/events/42';

function makeEvent(overrides: Partial<ShareEvent> = {}): ShareEvent {
  return {
    id: 42,
    title: 'Rooftop Birthday Bash',
    description: 'Dancing, cake and a city view. Bring your friends!',
    category: 'Birthday',
    // 7 PM in New York on Saturday, November 28, 2026.
    date: '2026-11-29T00:00:00.000Z',
    timeZone: 'America/New_York',
    location: 'Skyline Terrace',
    city: 'New York',
    region: 'NY',
    image: null,
    ...overrides,
  };
}

const LONG_TITLE = `The ${'Very '.repeat(60)}Long Party 🎉`;
const LONG_DESCRIPTION = `${'Fun for everyone with music, food 🍕 and games. '.repeat(1600)}End.`;

describe('formatShareDate', () => {
  it('shows the time in the event’s own zone', () => {
    expect(formatShareDate('2026-11-29T00:00:00.000Z', 'America/New_York')).toBe('Sat, Nov 28 at 7:00 PM');
    expect(formatShareDate('2026-11-29T03:00:00.000Z', 'America/Los_Angeles')).toBe('Sat, Nov 28 at 7:00 PM');
  });

  it('falls back to America/Los_Angeles for a missing or unknown zone', () => {
    expect(formatShareDate('2026-11-29T03:00:00.000Z', null)).toBe('Sat, Nov 28 at 7:00 PM');
    expect(formatShareDate('2026-11-29T03:00:00.000Z', 'Mars/Olympus')).toBe('Sat, Nov 28 at 7:00 PM');
  });
});

describe('toHashtag', () => {
  it.each([
    ['Theme Party', 'ThemeParty'],
    ['Food & Drink', 'FoodDrink'],
    ['event', 'Event'],
    ["Sarah's 30th Birthday Bash!", 'Sarahs30thBirthdayBash'],
    ['  new-year’s   eve…  ', 'NewYearsEve'],
    ['Fiesta de Año Nuevo', 'FiestaDeAñoNuevo'],
    ['2026', ''],
    ['2026 / 12', ''],
    ['!!!', ''],
    ['', ''],
  ])('%s -> %s', (phrase, tag) => {
    expect(toHashtag(phrase)).toBe(tag);
  });

  it('keeps whole words while the tag stays short', () => {
    expect(toHashtag('Annual Downtown Community Winter Wonderland Celebration')).toBe(
      'AnnualDowntownCommunityWinter',
    );
  });
});

describe('buildHashtags', () => {
  it('gives category, event, title and Confetti, in that order', () => {
    expect(buildHashtags(makeEvent(), 'facebook')).toEqual([
      'Birthday',
      'Event',
      'RooftopBirthdayBash',
      'Confetti',
    ]);
  });

  it.each(SOCIAL_PLATFORMS)('respects the %s hashtag limit and makes valid tags', (platform) => {
    const tags = buildHashtags(makeEvent({ title: LONG_TITLE, category: 'theme party' }), platform);
    expect(tags.length).toBeLessThanOrEqual(PLATFORMS[platform].hashtagLimit);
    for (const tag of tags) {
      expect(tag).toMatch(/^[\p{L}\p{M}\p{N}]+$/u);
      expect(tag).not.toMatch(/^\p{N}+$/u);
      expect(tag.length).toBeLessThanOrEqual(30);
    }
    expect(tags[0]).toBe('ThemeParty');
  });

  it('cuts to three on Twitter and five on LinkedIn', () => {
    expect(buildHashtags(makeEvent(), 'twitter')).toEqual(['Birthday', 'Event', 'RooftopBirthdayBash']);
    expect(buildHashtags(makeEvent(), 'linkedin')).toHaveLength(4);
  });

  it('drops duplicates, digits-only titles and the fallback category', () => {
    expect(buildHashtags(makeEvent({ title: 'Confetti', category: 'birthday' }), 'instagram')).toEqual([
      'Birthday',
      'Event',
      'Confetti',
    ]);
    expect(buildHashtags(makeEvent({ title: '2026', category: null }), 'instagram')).toEqual([
      'Event',
      'Confetti',
    ]);
    expect(buildHashtags(makeEvent({ title: 'EVENT', category: 'Unknown thing' }), 'instagram')).toEqual([
      'Event',
      'Confetti',
    ]);
  });
});

describe('buildShareText', () => {
  it.each(SOCIAL_PLATFORMS)('mentions title, date, place, excerpt and hashtags on %s', (platform) => {
    const text = buildShareText(makeEvent(), platform, { url: URL });
    expect(text).toContain('Rooftop Birthday Bash');
    expect(text).toContain('Sat, Nov 28 at 7:00 PM');
    expect(text).toContain('Skyline Terrace, New York, NY');
    expect(text).toContain('Dancing, cake and a city view. Bring your friends!');
    expect(text).toContain('#Birthday #Event');
  });

  it('carries the UTM-tagged url on Facebook and LinkedIn', () => {
    expect(buildShareText(makeEvent(), 'facebook', { url: URL })).toContain(withUtm(URL, 'facebook'));
    expect(buildShareText(makeEvent(), 'linkedin', { url: URL })).toContain(withUtm(URL, 'linkedin'));
  });

  it('says link in bio on Instagram, which cannot link', () => {
    const text = buildShareText(makeEvent(), 'instagram', { url: URL });
    expect(text).not.toContain('https://');
    expect(text.toLowerCase()).toContain('link in bio');
  });

  it('leaves the Twitter link to the intent and keeps room for it', () => {
    const text = buildShareText(makeEvent(), 'twitter', { url: URL });
    expect(text).not.toContain('https://');
    const params = new globalThis.URL(buildShareUrl('twitter', { url: URL, text })!).searchParams;
    expect(params.get('text')).toBe(text);
    expect(params.get('url')).toBe(withUtm(URL, 'twitter'));
    expect(getTextBudget('twitter')).toBe(280 - TWITTER_LINK_RESERVE);
  });

  it('cuts the Twitter description to 150 characters plus an ellipsis', () => {
    const description = `${'Great music and friends. '.repeat(20)}`.trim();
    const text = buildShareText(makeEvent({ title: 'Gala', description }), 'twitter', { url: URL });
    const excerpt = text.split('\n\n')[1]!;
    expect(excerpt.endsWith(ELLIPSIS)).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(151);
    expect(excerpt.length).toBeGreaterThan(120);
    expect(description.startsWith(excerpt.slice(0, -1))).toBe(true);
  });

  it.each(SOCIAL_PLATFORMS)('stays within the %s limit with a huge title and description', (platform) => {
    const event = makeEvent({ title: LONG_TITLE, description: LONG_DESCRIPTION, location: 'X'.repeat(500) });
    for (let variant = 0; variant < 5; variant++) {
      const text = buildShareText(event, platform, { url: `${URL}?${'q=1&'.repeat(100)}`, variant });
      expect(text.length).toBeLessThanOrEqual(PLATFORMS[platform].maxLength);
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/u);
    }
  });

  it('keeps the published tweet within 280 by X’s own count', () => {
    const event = makeEvent({ title: `✨${'日本'.repeat(30)}✨`, description: '✨'.repeat(400) });
    const text = buildShareText(event, 'twitter', { url: URL });
    expect(measureTweetLength(text) + TWITTER_LINK_RESERVE).toBeLessThanOrEqual(280);
  });

  it('has no empty sections when the description is empty', () => {
    for (const description of ['', '   ', null]) {
      for (const platform of SOCIAL_PLATFORMS) {
        const text = buildShareText(makeEvent({ description }), platform, { url: URL });
        expect(text).not.toMatch(/\n{3,}/);
        expect(text.trim()).toBe(text);
      }
    }
  });

  it('says TBA when the event has no place', () => {
    const text = buildShareText(makeEvent({ location: null, city: null, region: null }), 'facebook', {
      url: URL,
    });
    expect(text).toContain('location TBA');
  });

  it('does not double punctuation after a title ending in "!"', () => {
    const texts = [0, 1, 2, 3, 4].map((variant) =>
      buildShareText(makeEvent({ title: 'Surprise!' }), 'facebook', { url: URL, variant }),
    );
    for (const text of texts) expect(text).not.toMatch(/![.,]/);
  });

  it('gives a different wording for every variant, then cycles', () => {
    const event = makeEvent();
    const texts = [0, 1, 2, 3, 4].map((variant) => buildShareText(event, 'facebook', { url: URL, variant }));
    expect(new Set(texts).size).toBe(5);
    expect(buildShareText(event, 'facebook', { url: URL, variant: 5 })).toBe(texts[0]);
    expect(buildShareText(event, 'facebook', { url: URL, variant: -1 })).toBe(texts[4]);
    expect(buildShareText(event, 'facebook', { url: URL })).toBe(texts[0]);
  });

  it('suits the category: each family has its own wording', () => {
    const categories = ['Birthday', 'Wedding', 'Corporate', 'Holiday', 'Sports', 'Concert', 'Food Festival'];
    const more = ['Outdoor Adventure', 'Cultural Festival', 'Social'];
    const headlines = [...categories, ...more].map(
      (category) => buildShareText(makeEvent({ category }), 'facebook', { url: URL }).split('\n\n')[0],
    );
    expect(new Set(headlines).size).toBe(10);
  });

  it('maps every category to a family whose templates all name title, date and place', () => {
    for (const category of [...EVENT_CATEGORIES, 'Music', 'Food & Drink', 'Conference', null]) {
      for (let variant = 0; variant < 5; variant++) {
        const text = buildShareText(makeEvent({ category }), 'linkedin', { url: URL, variant });
        expect(text).toContain('Rooftop Birthday Bash');
        expect(text).toContain('Sat, Nov 28 at 7:00 PM');
        expect(text).toContain('Skyline Terrace, New York, NY');
      }
    }
  });

  it('offers at least four distinct templates per family', () => {
    const context = { title: 'T', when: 'W', place: 'P' };
    for (const family of TEMPLATE_FAMILIES) {
      const texts = SHARE_TEMPLATES[family].map((template) => template(context));
      expect(new Set(texts).size).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('nextVariant', () => {
  it('visits every template before cycling back', () => {
    const seen: number[] = [];
    let variant = 0;
    for (let press = 0; press < 5; press++) {
      seen.push(variant);
      variant = nextVariant(variant, 'Wedding');
    }
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(variant).toBe(0);
    expect(nextVariant(Number.NaN, 'Wedding')).toBe(0);
  });
});

describe('buildPreview', () => {
  const longEvent = makeEvent({ title: LONG_TITLE, description: LONG_DESCRIPTION, image: '/img/p.jpg' });

  it.each([
    ['twitter', 80, 180],
    ['linkedin', 100, 1300],
  ] as const)('cuts %s title to %i and description to %i', (platform, title, description) => {
    const preview = buildPreview(longEvent, platform);
    expect(preview.title.length).toBeLessThanOrEqual(title);
    expect(preview.title.endsWith(ELLIPSIS)).toBe(true);
    expect(preview.description.length).toBeLessThanOrEqual(description);
    expect(preview.description.endsWith(ELLIPSIS)).toBe(true);
    expect(preview.imageRatio).toBe(PLATFORMS[platform].imageRatio);
    expect(preview.image).toBe('/img/p.jpg');
  });

  it('cuts the Instagram description to 2200 and leaves its title whole', () => {
    const preview = buildPreview(longEvent, 'instagram');
    expect(preview.description.length).toBeLessThanOrEqual(PREVIEW_LIMITS.instagram.description!);
    expect(preview.title).toBe(LONG_TITLE.trim());
  });

  it('keeps short text and emoji intact', () => {
    const preview = buildPreview(
      makeEvent({ title: 'Taco Night 🌮', description: 'Tacos 🌮\n\nand more' }),
      'twitter',
    );
    expect(preview).toMatchObject({ title: 'Taco Night 🌮', description: 'Tacos 🌮 and more', image: null });
  });

  it('handles an empty description', () => {
    expect(buildPreview(makeEvent({ description: null }), 'linkedin').description).toBe('');
  });
});
