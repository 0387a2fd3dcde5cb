import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../db/schema.ts';
import { deleteAllEvents, insertEvent } from '../../lib/events/event-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createSeoRepository } from './seo.repository.ts';
import { createSeoService } from './seo.service.ts';

let t: TestApp;
const ids: number[] = [];
const vendorIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp({ ALLOWED_HOSTS: 'confetti.test' }, { now: new Date('2026-11-22T15:00:00Z') });
  await deleteAllEvents(t.db);
  await t.db.delete(vendors);
  for (const title of ['A', 'B', 'C']) ids.push(await insertEvent(t.db, { title }));
  for (const name of ['Beats', 'Bites']) {
    const [row] = await t.db
      .insert(vendors)
      .values({
        name,
        category: 'DJ',
        contactEmail: 'a@b.example',
        contactPhone: '555-0100',
        location: 'Austin, TX',
      })
      .returning({ id: vendors.id });
    vendorIds.push(row!.id);
  }
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'confetti.test' } });

describe('GET /robots.txt', () => {
  it('allows public pages, closes private areas and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Sitemap: http://confetti.test/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every event page', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<loc>http://confetti.test/</loc>');
    for (const id of ids) expect(res.body).toContain(`<loc>http://confetti.test/events/${id}</loc>`);
    for (const id of vendorIds) expect(res.body).toContain(`<loc>http://confetti.test/vendors/${id}</loc>`);
    expect(res.body.match(/<url>/g)).toHaveLength(3 + ids.length + vendorIds.length);
  });

  it('answers 404 past the last events page', async () => {
    expect((await get('/sitemap-events-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-events-0.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-vendors-1.xml')).statusCode).toBe(200);
    expect((await get('/sitemap-vendors-2.xml')).statusCode).toBe(404);
  });
});

describe('sitemap paging', () => {
  it('becomes an index of pages when the site outgrows one file', async () => {
    const service = createSeoService({ seoRepo: createSeoRepository(t.db), pageSize: 2 });
    const index = await service.sitemap('https://x.test');
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>https://x.test/sitemap-events-2.xml</loc>');
    expect(index).not.toContain('sitemap-events-3.xml');
    const second = await service.eventSitemap('https://x.test', 2);
    expect(second).toContain(`/events/${ids[2]}</loc>`);
    expect(second?.match(/<url>/g)).toHaveLength(1);
    expect(await service.eventSitemap('https://x.test', 3)).toBeNull();
    expect(index).toContain('<loc>https://x.test/sitemap-vendors-1.xml</loc>');
    expect(index).not.toContain('sitemap-vendors-2.xml');
    const vendorPage = await service.vendorSitemap('https://x.test', 1);
    expect(vendorPage?.match(/<loc>https:\/\/x\.test\/vendors\/\d+<\/loc>/g)).toHaveLength(2);
    expect(await service.vendorSitemap('https://x.test', 2)).toBeNull();
  });
});

describe('compression', () => {
  const withEncoding = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });

  it('sends API answers above 1 KiB with brotli when the browser accepts it', async () => {
    const res = await withEncoding('/api/events?ignoreLocation=true&when=all');
    expect(res.rawPayload.length).toBeGreaterThan(0);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('leaves small answers uncompressed', async () => {
    const res = await withEncoding('/robots.txt');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
