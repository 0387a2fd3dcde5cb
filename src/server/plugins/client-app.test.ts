import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FirstData } from '#shared/contracts/first-data.ts';
import { buildApp } from '../app.ts';
import type { DbHandle } from '../db/client.ts';
import { events } from '../db/schema.ts';
import { signUpAndLogIn } from '../testing/test-app.ts';
import { createTestDb } from '../testing/test-db.ts';
import { buildTestEnv } from '../testing/test-env.ts';

let handle: DbHandle;
let app: FastifyInstance;
let eventId: number;
/** Days from now: the home page lists upcoming events only, so a fixed date would go stale. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000);

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'confetti-client-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<html><head><!--app-head--><title>Default</title><!--/app-head--></head><body><div id="root"></div></body></html>',
  );
  // The build manifest: the entry loads a shared chunk itself; the home page adds its own two; the
  // event page loads a part lazily, which brings a chunk of its own.
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(
    join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      'app/routes/home/home-page.tsx': {
        file: 'assets/home-page-1.js',
        imports: ['index.html', '_shared-1.js', '_card-1.js'],
      },
      '_card-1.js': { file: 'assets/card-1.js', imports: ['_shared-1.js'] },
      'app/routes/events/event-page.tsx': {
        file: 'assets/event-page-1.js',
        imports: ['index.html', '_card-1.js'],
        dynamicImports: ['features/rsvp/components/rsvp-panel.tsx'],
      },
      'features/rsvp/components/rsvp-panel.tsx': {
        file: 'assets/rsvp-panel-1.js',
        imports: ['_shared-1.js', '_dialog-1.js'],
      },
      '_dialog-1.js': { file: 'assets/dialog-1.js' },
    }),
  );
  handle = await createTestDb();
  app = await buildApp({
    db: handle.db,
    dbKind: handle.kind,
    env: buildTestEnv({ ALLOWED_HOSTS: 'confetti.example' }),
    mailer: { send: async () => {} },
    clientDir,
  });
  const [row] = await handle.db
    .insert(events)
    .values({
      title: 'Rooftop $& "Jazz" </script><script>alert(1)</script>',
      description: 'Live music on the roof.',
      category: 'Concert',
      date: daysAhead(28),
      location: 'The Roof, Austin, TX',
      city: 'Austin',
      region: 'TX',
      latitude: 30.27,
      longitude: -97.74,
      timeZone: 'America/Chicago',
    })
    .returning({ id: events.id });
  eventId = row!.id;
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('GET /events/:id (the built client page)', () => {
  it('renders escaped Open Graph tags and JSON-LD for crawlers that run no JavaScript', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/events/${eventId}`,
      headers: { host: 'confetti.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).not.toContain('<title>Default</title>');
    expect(html).toContain('property="og:title"');
    expect(html).toContain(`content="http://confetti.example/events/${eventId}"`);
    expect(html).toMatch(/property="og:image" content="http:\/\/confetti\.example\/banners\/[a-z-]+\.png"/);
    expect(html).toContain('application/ld+json');
    // The title's markup never escapes into the page, and `$&` is not a replacement pattern.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('$&amp;');
  });

  it('keeps the default head for other client routes and answers 404 JSON under /api', async () => {
    const page = await app.inject({ method: 'GET', url: '/my-events' });
    expect(page.body).toContain('<title>Default</title>');
    const api = await app.inject({ method: 'GET', url: '/api/unknown-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });
});

/** The scripts a rendered page asks for once it has painted. */
const pageScriptsOf = (html: string): { modules: string[]; preloads: string[] } => {
  const match = /<script type="application\/json" id="page-scripts">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no page-scripts block');
  return JSON.parse(match[1]);
};

const firstDataOf = (html: string) => {
  const match = /<script type="application\/json" id="first-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no first-data block');
  return JSON.parse(match[1]);
};

describe('first data in the page', () => {
  it("writes a guest's first screen (no user, the location, the home grid's first page) and preloads the first card", async () => {
    const res = await app.inject({ method: 'GET', url: '/?category=concert' });
    const data = firstDataOf(res.body);
    expect(data.user).toBeNull();
    expect(data.location).toMatchObject({ city: 'Stockton', region: 'CA' });
    expect(data.homeEvents).toMatchObject({ category: 'Concert', ignoreLocation: false });
    expect(data.homeEvents.page).toHaveProperty('events');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it("preloads the home page's own chunks with the page (not the entry's, and nothing on other pages)", async () => {
    const home = (await app.inject({ method: 'GET', url: '/' })).body;
    const preloaded = [...home.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloaded).toEqual(['/assets/home-page-1.js', '/assets/card-1.js']);
    expect((await app.inject({ method: 'GET', url: '/my-events' })).body).not.toContain('modulepreload');
  });

  it('preloads the parts an event page loads lazily with the page, since the server renders them', async () => {
    const page = (await app.inject({ method: 'GET', url: `/events/${eventId}` })).body;
    const preloaded = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloaded).toEqual([
      '/assets/event-page-1.js',
      '/assets/card-1.js',
      '/assets/rsvp-panel-1.js',
      '/assets/dialog-1.js',
    ]);
  });

  it('writes the event of an event page, escaped so no value can close the block, with its hero preloaded', async () => {
    const res = await app.inject({ method: 'GET', url: `/events/${eventId}` });
    expect(res.body).not.toContain('</script><script>alert(1)');
    const data = firstDataOf(res.body);
    expect(data.event).toMatchObject({ id: eventId, title: expect.stringContaining('</script>') });
    // The RSVP panel's state comes with it, as GET /api/events/:id/rsvp answers a guest.
    expect(data.eventRsvp).toMatchObject({ myRsvp: null, canManage: false });
    expect(data.eventRsvp.settings).toHaveProperty('isEnabled');
    expect(res.body).toMatch(
      /<link rel="preload" as="image" href="\/banners\/concert\.png" imagesrcset="\/banners\/concert-480\.webp 480w, [^"]+" imagesizes="\(min-width: 1280px\) 1200px, 100vw" fetchpriority="high" \/>/,
    );
  });

  it('writes the signed-in user for a session cookie', async () => {
    const { cookie } = await signUpAndLogIn(app, { username: 'firstdata', email: 'fd@example.com' });
    const res = await app.inject({ method: 'GET', url: '/my-events', headers: { cookie } });
    expect(firstDataOf(res.body).user).toMatchObject({ username: 'firstdata' });
  });

  describe('with a stored poster', () => {
    const posterId = 'ab12'.repeat(16);
    let posterEventId: number;
    let externalEventId: number;
    beforeAll(async () => {
      const [row, external] = await handle.db
        .insert(events)
        .values([
          {
            title: 'Vineyard Vows',
            description: 'A wedding among the vines.',
            category: 'Wedding',
            date: daysAhead(29),
            location: 'Lodi, CA',
            city: 'Lodi',
            region: 'CA',
            latitude: 38.13,
            longitude: -121.27,
            timeZone: 'America/Los_Angeles',
            image: `/images/${posterId}`,
          },
          {
            title: 'Harbor Lights',
            description: 'Boats in lights.',
            category: 'Holiday',
            date: daysAhead(30),
            location: 'Stockton, CA',
            image: 'http://cdn.example.com/lights.jpg',
          },
        ])
        .returning({ id: events.id });
      posterEventId = row!.id;
      externalEventId = external!.id;
    });

    it("preloads the event's hero as its WebP widths with the hero slot's sizes", async () => {
      const res = await app.inject({ method: 'GET', url: `/events/${posterEventId}` });
      const srcset = [800, 1200, 1600].map((w) => `/images/${posterId}/hero-${w}.webp ${w}w`).join(', ');
      expect(res.body).toContain(
        `<link rel="preload" as="image" href="/images/${posterId}?size=hero" imagesrcset="${srcset}" imagesizes="(min-width: 1280px) 1200px, 100vw" fetchpriority="high" />`,
      );
    });

    it("preloads the first card's poster as its WebP widths with the card slot's sizes", async () => {
      const res = await app.inject({ method: 'GET', url: '/?category=wedding&nearMe=false' });
      expect(firstDataOf(res.body).homeEvents.page.events[0]).toMatchObject({ id: posterEventId });
      const srcset = [480, 800, 1200].map((w) => `/images/${posterId}/social-${w}.webp ${w}w`).join(', ');
      expect(res.body).toContain(
        `<link rel="preload" as="image" href="/images/${posterId}" imagesrcset="${srcset}" imagesizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" fetchpriority="high" />`,
      );
    });

    it('preloads an external picture as is, with no srcset', async () => {
      const res = await app.inject({ method: 'GET', url: `/events/${externalEventId}` });
      expect(res.body).toContain(
        '<link rel="preload" as="image" href="https://cdn.example.com/lights.jpg" fetchpriority="high" />',
      );
    });
  });

  it('leaves an unknown event out, so the page shows its own not-found state', async () => {
    const res = await app.inject({ method: 'GET', url: '/events/999999' });
    expect(firstDataOf(res.body).event).toBeUndefined();
    expect(firstDataOf(res.body).eventRsvp).toBeUndefined();
  });
});

describe("the client's server render of the first screen", () => {
  const SCRIPTS =
    '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js">';
  let rendered: { url: string; data: FirstData }[];
  let render: (url: string, data: FirstData) => Promise<string | null>;
  let ssrApp: FastifyInstance;

  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'confetti-ssr-'));
    writeFileSync(
      join(clientDir, 'index.html'),
      `<html><head><!--app-head--><title>Default</title><!--/app-head-->${SCRIPTS}</head><body><div id="root"></div></body></html>`,
    );
    ssrApp = await buildApp({
      db: handle.db,
      dbKind: handle.kind,
      env: buildTestEnv(),
      mailer: { send: async () => {} },
      clientDir,
      renderPage: (url, data) => render(url, data),
    });
  });
  afterAll(() => ssrApp.close());
  beforeEach(() => {
    rendered = [];
    render = async (url, data) => {
      rendered.push({ url, data });
      return `<main><h1>${data.event?.title ?? 'Home'}</h1></main>`;
    };
  });

  it('puts the home and event pages in #root, rendered from the URL and the same first data the page carries', async () => {
    const home = await ssrApp.inject({ method: 'GET', url: '/?category=concert' });
    expect(home.body).toContain('<div id="root"><main><h1>Home</h1></main></div>');
    expect(rendered[0]?.url).toBe('http://localhost/?category=concert');
    expect(rendered[0]?.data).toEqual(firstDataOf(home.body));

    const event = await ssrApp.inject({ method: 'GET', url: `/events/${eventId}` });
    expect(event.body).toContain(`<div id="root"><main><h1>${firstDataOf(event.body).event.title}</h1>`);
    expect(rendered[1]?.data.event?.id).toBe(eventId);
  });

  it("asks for a rendered page's scripts once it has painted (it paints without them), and others' as usual", async () => {
    const home = (await ssrApp.inject({ method: 'GET', url: '/' })).body;
    expect(home).not.toContain('<script type="module"');
    expect(home).not.toContain('rel="modulepreload"');
    expect(pageScriptsOf(home)).toEqual({
      modules: ['/assets/index-1.js'],
      preloads: ['/assets/shared-1.js'],
    });

    // The home page's first paint waits for its hero to be parsed whole (it centres its content).
    expect(home).toContain('<link rel="expect" href="#events-heading" blocking="render" />');

    const other = (await ssrApp.inject({ method: 'GET', url: '/my-events' })).body;
    expect(rendered).toHaveLength(1);
    expect(other).toContain(SCRIPTS);
    expect(other).toContain('<div id="root"></div>');
  });

  it('serves the page for the browser to render when the server render fails or redirects', async () => {
    render = async () => {
      throw new Error('window is not defined');
    };
    const failed = await ssrApp.inject({ method: 'GET', url: '/' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).toContain(SCRIPTS);
    expect(failed.body).not.toContain('rel="expect"');
    expect(firstDataOf(failed.body).user).toBeNull();

    render = async () => null;
    expect((await ssrApp.inject({ method: 'GET', url: `/events/${eventId}` })).body).toContain(
      '<div id="root"></div>',
    );
  });
});
