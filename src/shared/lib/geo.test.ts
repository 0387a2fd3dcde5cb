import { describe, expect, it } from 'vitest';
import { boundingBox, EARTH_RADIUS_MILES, formatPlace, haversineMiles, type LatLon } from './geo.ts';

const isInBoundingBox = (point: LatLon, box: ReturnType<typeof boundingBox>) =>
  point.lat >= box.minLat && point.lat <= box.maxLat && point.lon >= box.minLon && point.lon <= box.maxLon;

const austin = { lat: 30.26715, lon: -97.74306 };
const dallas = { lat: 32.78306, lon: -96.80667 };
const newYork = { lat: 40.71427, lon: -74.00597 };
const losAngeles = { lat: 34.05223, lon: -118.24368 };

/** The point `miles` away from `from` on the initial bearing `bearingDeg`. */
function destination(from: LatLon, bearingDeg: number, miles: number): LatLon {
  const d = miles / EARTH_RADIUS_MILES;
  const bearing = (bearingDeg * Math.PI) / 180;
  const lat1 = (from.lat * Math.PI) / 180;
  const lon1 = (from.lon * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  const lon = ((((lon2 * 180) / Math.PI + 540) % 360) + 360) % 360;
  return { lat: (lat2 * 180) / Math.PI, lon: lon - 180 };
}

describe('haversineMiles', () => {
  it('is zero for the same point', () => {
    expect(haversineMiles(austin, austin)).toBe(0);
  });

  it('measures known city distances', () => {
    expect(haversineMiles(austin, dallas)).toBeCloseTo(182, 0);
    expect(haversineMiles(newYork, losAngeles)).toBeGreaterThan(2440);
    expect(haversineMiles(newYork, losAngeles)).toBeLessThan(2450);
  });

  it('is symmetric and handles the antimeridian', () => {
    expect(haversineMiles(dallas, austin)).toBeCloseTo(haversineMiles(austin, dallas), 9);
    // One degree of longitude across 180° near Attu (AK): about 42 miles, not half the planet.
    expect(haversineMiles({ lat: 52.9, lon: 179.5 }, { lat: 52.9, lon: -179.5 })).toBeCloseTo(41.6, 0);
  });
});

describe('boundingBox', () => {
  const centers: [string, LatLon][] = [
    ['Austin', austin],
    ['Anchorage', { lat: 61.21806, lon: -149.90028 }],
    ['Utqiagvik', { lat: 71.29058, lon: -156.78872 }],
    ['Honolulu', { lat: 21.30694, lon: -157.85833 }],
    ['Key West', { lat: 24.55524, lon: -81.78163 }],
  ];

  it.each(centers)('holds every point within the radius around %s', (_name, center) => {
    for (const radius of [1, 50, 250]) {
      const box = boundingBox(center, radius);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        expect(isInBoundingBox(destination(center, bearing, radius * 0.999), box)).toBe(true);
      }
    }
  });

  it('is tight: its edges are reached by points on the circle', () => {
    const box = boundingBox(austin, 50);
    expect(destination(austin, 0, 50).lat).toBeCloseTo(box.maxLat, 6);
    expect(destination(austin, 180, 50).lat).toBeCloseTo(box.minLat, 6);
    expect(box.maxLon - austin.lon).toBeCloseTo(austin.lon - box.minLon, 9);
    expect(box.maxLon - box.minLon).toBeLessThan(1.7);
  });

  it('widens to every longitude when the circle crosses the antimeridian', () => {
    const attu = { lat: 52.93, lon: 172.91 };
    const box = boundingBox(attu, 500);
    expect(box).toMatchObject({ minLon: -180, maxLon: 180 });
    expect(isInBoundingBox(destination(attu, 90, 499), box)).toBe(true);
  });

  it('widens to every longitude and clamps latitude near a pole', () => {
    const box = boundingBox({ lat: 89.5, lon: 10 }, 100);
    expect(box).toMatchObject({ maxLat: 90, minLon: -180, maxLon: 180 });
  });

  it('treats a negative radius as zero', () => {
    expect(boundingBox(austin, -5)).toEqual({
      minLat: austin.lat,
      maxLat: austin.lat,
      minLon: austin.lon,
      maxLon: austin.lon,
    });
  });
});

describe('formatPlace', () => {
  it('joins city and state code', () => {
    expect(formatPlace({ city: 'Austin', region: 'TX' })).toBe('Austin, TX');
  });

  it('drops missing or blank parts', () => {
    expect(formatPlace({ city: ' Austin ', region: '' })).toBe('Austin');
    expect(formatPlace({ city: null, region: 'TX' })).toBe('TX');
    expect(formatPlace({})).toBe('');
  });
});
