import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: NOW });
});
afterAll(async () => t.close());

const get = (url: string, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.app.inject({ method: 'GET', url, ...options });

describe('GET /api/location', () => {
  it('places a public US address in its city', async () => {
    const res = await get('/api/location', { remoteAddress: '18.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Cambridge', region: 'MA', country: 'United States' });
    expect(res.json().lat).toBeCloseTo(42.36, 0);
  });

  it.each(['127.0.0.1', '192.168.1.20', '8.8.8.8', '81.2.69.142'])(
    'answers the default place, Stockton, CA, for %s',
    async (ip) => {
      const res = await get('/api/location', { remoteAddress: ip });
      expect(res.json()).toEqual({
        city: 'Stockton',
        region: 'CA',
        country: 'United States',
        lat: 37.9577,
        lon: -121.29078,
      });
    },
  );

  it('ignores X-Forwarded-For unless the operator trusts the proxy', async () => {
    const res = await get('/api/location', { headers: { 'x-forwarded-for': '18.0.0.1' } });
    expect(res.json().city).toBe('Stockton');
  });

  it('honours X-Forwarded-For behind a trusted proxy, and a configured default place', async () => {
    const proxied = await createTestApp(
      {
        TRUST_PROXY: 'true',
        DEFAULT_CITY: 'Austin',
        DEFAULT_REGION: 'TX',
      },
      { now: NOW },
    );
    try {
      const forwarded = await proxied.app.inject({
        method: 'GET',
        url: '/api/location',
        headers: { 'x-forwarded-for': '18.0.0.1' },
      });
      expect(forwarded.json()).toMatchObject({ city: 'Cambridge', region: 'MA' });
      const local = await proxied.app.inject({ method: 'GET', url: '/api/location' });
      expect(local.json()).toMatchObject({ city: 'Austin', region: 'TX', country: 'United States' });
      const config = await proxied.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().defaultLocation).toMatchObject({ city: 'Austin', region: 'TX' });
    } finally {
      await proxied.close();
    }
  });

  it('falls back to Stockton when the configured default names no place', async () => {
    const odd = await createTestApp({ DEFAULT_CITY: 'Nowhereville', DEFAULT_REGION: 'ZZ' });
    try {
      const res = await odd.app.inject({ method: 'GET', url: '/api/location' });
      expect(res.json()).toMatchObject({ city: 'Stockton', region: 'CA' });
    } finally {
      await odd.close();
    }
  });
});

describe('GET /api/geocode', () => {
  it('places a street address with a ZIP at the ZIP', async () => {
    const res = await get(`/api/geocode?q=${encodeURIComponent('123 Main St Suite 200, Austin, TX 78701')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Austin', region: 'TX', label: 'Austin, TX', precision: 'zip' });
  });

  it('places a city', async () => {
    const res = await get('/api/geocode?q=Stockton%2C%20CA');
    expect(res.json()).toEqual({
      lat: 37.9577,
      lon: -121.29078,
      city: 'Stockton',
      region: 'CA',
      label: 'Stockton, CA',
      precision: 'city',
    });
  });

  it('falls back to the city part when the full address cannot be read', async () => {
    const res = await get(`/api/geocode?q=${encodeURIComponent("Joe's Bar, 12 Main St, Austin, Texass")}`);
    expect(res.json()).toMatchObject({ city: 'Austin', region: 'TX', precision: 'fallback' });
  });

  it('returns 404 with the map message for a place it cannot find', async () => {
    const res = await get('/api/geocode?q=Hogwarts%20Castle%2C%20Narnia');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Could not find this location on the map');
  });

  it('answers 400 without a location', async () => {
    const res = await get('/api/geocode?q=%20');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'q', message: 'No location provided' });
  });
});

describe('GET /api/places/suggest', () => {
  it('suggests places starting with the text, most populous first', async () => {
    const res = await get('/api/places/suggest?q=aus');
    expect(res.statusCode).toBe(200);
    const [first] = res.json();
    expect(first).toMatchObject({
      label: 'Austin, TX',
      city: 'Austin',
      region: 'TX',
      timeZone: 'America/Chicago',
    });
    expect(first.latitude).toBeCloseTo(30.27, 1);
    expect(first.longitude).toBeCloseTo(-97.74, 1);
    expect(res.json().length).toBeLessThanOrEqual(8);
  });

  it('narrows by state after a comma', async () => {
    const res = await get('/api/places/suggest?q=portland%2C%20me');
    expect(res.json()[0]).toMatchObject({ city: 'Portland', region: 'ME' });
  });

  it.each(['', '%20%20'])('answers an empty list for %j', async (q) => {
    const res = await get(`/api/places/suggest?q=${q}`);
    expect(res.json()).toEqual([]);
  });

  it('answers an empty list without q', async () => {
    expect((await get('/api/places/suggest')).json()).toEqual([]);
  });
});

describe('GET /api/config', () => {
  it('answers the map, shop, default place and site settings', async () => {
    const res = await get('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: '&copy; OpenStreetMap contributors',
      amazonAffiliateTag: 'confetti-20',
      defaultLocation: {
        city: 'Stockton',
        region: 'CA',
        country: 'United States',
        lat: 37.9577,
        lon: -121.29078,
      },
      siteName: 'Confetti',
      contactEmail: '',
      isSignUpOpen: true,
      isGuestRsvpOpen: true,
    });
  });
});
