import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { insertEvent } from '../../lib/events/event-fixtures.ts';
import { createJobQueue } from '../../lib/jobs/job-queue.ts';
import { createSiteSettings } from '../../lib/settings/site-settings.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { buildTestEnv } from '../../testing/test-env.ts';
import { buildEventsModule } from './events.module.ts';

const SITE = 'https://confetti.example';
let handle: DbHandle;
let renderHead: (path: string, siteUrl: string) => Promise<string | null>;

beforeAll(async () => {
  handle = await createTestDb();
  const module = buildEventsModule({
    db: handle.db,
    dbKind: handle.kind,
    env: buildTestEnv(),
    settings: createSiteSettings({ db: handle.db, serverDefault: { city: 'Stockton', region: 'CA' } }),
    mailer: { send: async () => {} },
    clock: () => new Date('2026-11-22T15:00:00Z'),
    jobs: createJobQueue(handle),
    // The events module draws no posters.
    cpuPool: { renderPoster: () => Promise.reject(new Error('not used')), close: async () => {} },
    log: Fastify({ logger: false }).log,
  });
  renderHead = module.renderHead!;
});
afterAll(async () => handle.close());

const metaContent = (head: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)" />`).exec(
    head,
  )?.[1];
const jsonLdOf = (head: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]!);

describe('events renderHead', () => {
  it('renders the home page defaults with absolute URLs', async () => {
    const head = (await renderHead('/', SITE))!;
    expect(head).toContain('<title>Confetti: find your perfect party</title>');
    expect(metaContent(head, 'og:image')).toBe(`${SITE}/og-image.jpg`);
    expect(metaContent(head, 'og:url')).toBe(`${SITE}/`);
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'description')).toMatch(/parties/);
  });

  it('renders Open Graph, Twitter and schema.org Event tags for an event page', async () => {
    const id = await insertEvent(handle.db, {
      title: 'Winter Gala',
      description: 'Dancing under the lights.',
      category: 'Holiday',
      date: new Date('2026-12-06T00:00:00Z'),
      location: '350 5th Ave, New York, NY 10118',
      city: 'New York',
      region: 'NY',
      latitude: 40.749,
      longitude: -73.9865,
      timeZone: 'America/New_York',
      image: '/images/abc.png',
      organizerName: 'Gala Committee',
    });
    const head = (await renderHead(`/events/${id}`, SITE))!;
    expect(head).toContain('<title>Winter Gala | Confetti</title>');
    expect(metaContent(head, 'og:type')).toBe('article');
    expect(metaContent(head, 'og:title')).toBe('Winter Gala');
    expect(metaContent(head, 'og:description')).toBe('Dancing under the lights.');
    expect(metaContent(head, 'og:image')).toBe(`${SITE}/images/abc.png`);
    expect(metaContent(head, 'og:url')).toBe(`${SITE}/events/${id}`);
    expect(metaContent(head, 'event:start_time')).toBe('2026-12-05T19:00:00.000-05:00');
    expect(metaContent(head, 'event:location')).toBe('350 5th Ave, New York, NY 10118');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:image')).toBe(`${SITE}/images/abc.png`);
    expect(jsonLdOf(head)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Winter Gala',
      startDate: '2026-12-05T19:00:00.000-05:00',
      endDate: '2026-12-05T21:00:00.000-05:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: '350 5th Ave',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '350 5th Ave',
          addressLocality: 'New York',
          addressRegion: 'NY',
          postalCode: '10118',
          addressCountry: 'US',
        },
      },
      image: [`${SITE}/images/abc.png`],
      organizer: { '@type': 'Person', name: 'Gala Committee' },
    });
  });

  it('names the venue as the Place and splits its address into parts', async () => {
    const id = await insertEvent(handle.db, {
      location: 'Zilker Park, 2100 Barton Springs Rd, Austin, TX 78746',
      city: 'Austin',
      region: 'TX',
    });
    const { location } = jsonLdOf((await renderHead(`/events/${id}`, SITE))!);
    expect(location).toMatchObject({
      '@type': 'Place',
      name: 'Zilker Park',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '2100 Barton Springs Rd',
        addressLocality: 'Austin',
        addressRegion: 'TX',
        postalCode: '78746',
        addressCountry: 'US',
      },
    });
  });

  it('escapes every value, and keeps </script> from breaking out of the JSON-LD', async () => {
    const nasty = `Bob's "Party" </script><script>alert(1)</script> & more`;
    const id = await insertEvent(handle.db, { title: nasty, description: `<b>${nasty}</b>` });
    const head = (await renderHead(`/events/${id}`, SITE))!;
    expect(head).not.toContain('<script>alert(1)');
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).toContain(
      '<title>Bob&#39;s &quot;Party&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more | Confetti</title>',
    );
    expect(metaContent(head, 'og:title')).toBe(
      'Bob&#39;s &quot;Party&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
    );
    expect(head).toContain('\\u003c/script\\u003e');
    expect(jsonLdOf(head).name).toBe(nasty);
  });

  it('upgrades an http image to https and falls back to the category banner', async () => {
    const remote = await insertEvent(handle.db, { image: 'http://cdn.example.com/p.jpg' });
    expect(metaContent((await renderHead(`/events/${remote}`, SITE))!, 'og:image')).toBe(
      'https://cdn.example.com/p.jpg',
    );
    const none = await insertEvent(handle.db, { image: null, category: 'Birthday' });
    expect(metaContent((await renderHead(`/events/${none}`, `${SITE}/`))!, 'og:image')).toBe(
      `${SITE}/banners/birthday.png`,
    );
  });

  it('prefers the meta title, description and image when the host set them', async () => {
    const id = await insertEvent(handle.db, {
      title: 'Plain',
      metaTitle: 'Shiny title',
      metaDescription: 'Shiny words',
      metaImage: 'https://cdn.example.com/meta.png',
    });
    const head = (await renderHead(`/events/${id}?utm_source=x`, SITE))!;
    expect(metaContent(head, 'og:title')).toBe('Shiny title');
    expect(metaContent(head, 'og:description')).toBe('Shiny words');
    expect(metaContent(head, 'og:image')).toBe('https://cdn.example.com/meta.png');
  });

  it.each([
    '/events/999999',
    '/events/abc',
    '/events/0',
    '/vendors',
    '/events/1/edit',
    '/events/99999999999',
  ])('answers null for %s', async (path) => {
    expect(await renderHead(path, SITE)).toBeNull();
  });
});

describe('events renderHead (offers)', () => {
  const NOW = new Date('2026-11-22T15:00:00Z');
  const ldOf = async (id: number) => jsonLdOf((await renderHead(`/events/${id}`, SITE))!);

  it('states a range as an AggregateOffer in US dollars, sold out when it is', async () => {
    const id = await insertEvent(handle.db, {
      admission: 'paid',
      priceMinCents: 1500,
      priceMaxCents: 4000,
      ticketUrl: 'https://tickets.example.com/gala',
      isSoldOut: true,
      createdAt: NOW,
    });
    const ld = await ldOf(id);
    expect(ld.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '15.00',
      highPrice: '40.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/SoldOut',
      url: 'https://tickets.example.com/gala',
      validFrom: NOW.toISOString(),
    });
    expect(ld.isAccessibleForFree).toBeUndefined();
  });

  it('states a single price as an Offer pointing at the event page when there is no ticket link', async () => {
    const id = await insertEvent(handle.db, { admission: 'paid', priceMinCents: 1250, createdAt: NOW });
    expect((await ldOf(id)).offers).toEqual({
      '@type': 'Offer',
      price: '12.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${SITE}/events/${id}`,
      validFrom: NOW.toISOString(),
    });
  });

  it('marks a free event accessible for free, and an unlisted one with neither', async () => {
    const free = await ldOf(await insertEvent(handle.db, { admission: 'free' }));
    expect(free.isAccessibleForFree).toBe(true);
    expect(free.offers).toMatchObject({ '@type': 'Offer', price: '0.00', priceCurrency: 'USD' });
    const unlisted = await ldOf(await insertEvent(handle.db, {}));
    expect(unlisted.offers).toBeUndefined();
    expect(unlisted.isAccessibleForFree).toBeUndefined();
  });
});
