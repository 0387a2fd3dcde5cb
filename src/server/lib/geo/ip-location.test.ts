import { describe, expect, it } from 'vitest';
import { US_STATES } from '#shared/constants.ts';
import { locateIp, preloadIpDatabase } from './ip-location.ts';

const stateCodes = [...US_STATES.map(([code]) => code), 'DC'];

// Assertions stay at state level: city-level answers move with each GeoLite2 release.
describe('locateIp', () => {
  it('places a US IPv4 address in its city', () => {
    expect(locateIp('18.0.0.1')).toMatchObject({ city: 'Cambridge', region: 'MA', country: 'United States' });
  });

  it('places a US IPv6 address', () => {
    const location = locateIp('2600:1700::1');
    expect(location?.country).toBe('United States');
    expect(stateCodes).toContain(location?.region);
  });

  it('reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(locateIp('::ffff:18.0.0.1')).toEqual(locateIp('18.0.0.1'));
  });

  it('gives coordinates inside the US', () => {
    const location = locateIp('18.0.0.1')!;
    expect(location.lat).toBeGreaterThan(18);
    expect(location.lat).toBeLessThan(72);
    expect(location.lon).toBeGreaterThan(-180);
    expect(location.lon).toBeLessThan(-65);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['private', '192.168.1.20'],
    ['shared (CGNAT)', '100.64.12.1'],
    ['unique local IPv6', 'fd00::1'],
    ['link-local IPv6', 'fe80::1'],
    ['unspecified', '0.0.0.0'],
    ['mapped loopback', '::ffff:127.0.0.1'],
    ['outside the US (UK)', '81.2.69.142'],
    ['outside the US (IPv6, Ireland)', '2a00:1450::1'],
    ['not in the database', '1.1.1.1'],
    ['placed only to the country', '8.8.8.8'],
    ['not an IP', 'garbage'],
  ])('answers null for a %s address', (_kind, ip) => {
    expect(locateIp(ip)).toBeNull();
  });

  it('preloads both databases without changing answers', async () => {
    const before = locateIp('18.0.0.1');
    await preloadIpDatabase();
    expect(locateIp('18.0.0.1')).toEqual(before);
  });
});
