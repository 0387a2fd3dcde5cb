import { describe, expect, it } from 'vitest';
import {
  ALL_EVENT_CATEGORIES,
  EVENT_CATEGORIES,
  SAMPLE_ONLY_CATEGORIES,
  VENDOR_CATEGORIES,
} from '#shared/constants.ts';
import { buildDemoData, DEMO_EVENT_SPECS } from './demo-data.ts';
import { DEMO_CITIES } from './demo-data-cities.ts';
import type { DemoEvent } from './demo-data-types.ts';

// A Sunday afternoon in November: the coming weekend is the following Saturday and Sunday.
const NOW = new Date('2026-11-22T15:31:00Z');
const data = buildDemoData(NOW);
const DAY_MS = 86_400_000;
const STOCKTON = DEMO_CITIES.stockton;

function localParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    month: Number(get('month')),
    weekday: get('weekday').toLowerCase(),
    time: `${get('hour')}:${get('minute')}`,
  };
}

function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
}

/** Contiguous states, Alaska and Hawaii as rough boxes. */
function isInUnitedStates(lat: number, lon: number): boolean {
  const contiguous = lat >= 24.4 && lat <= 49.4 && lon >= -124.8 && lon <= -66.9;
  const alaska = lat >= 51.2 && lat <= 71.4 && lon >= -179.2 && lon <= -129.9;
  const hawaii = lat >= 18.9 && lat <= 22.3 && lon >= -160.3 && lon <= -154.8;
  return contiguous || alaska || hawaii;
}

function eventByKey(key: string): DemoEvent {
  const event = data.events.find((e) => e.key === key);
  if (!event) throw new Error(`No demo event ${key}`);
  return event;
}

function countBy<T>(items: readonly T[], pick: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(pick(item), (counts.get(pick(item)) ?? 0) + 1);
  return counts;
}

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('buildDemoData', () => {
  it('returns deep-equal data for the same now, and for any time on the same UTC day', () => {
    expect(buildDemoData(new Date(NOW))).toEqual(data);
    expect(buildDemoData(new Date('2026-11-22T23:59:00Z'))).toEqual(data);
  });

  it('shifts event dates with the seed day', () => {
    const nextWeek = buildDemoData(new Date(NOW.getTime() + 7 * DAY_MS));
    const race = nextWeek.events.find((e) => e.key === 'stockton-waterfront-5k');
    expect(race?.startsAt.getTime()).toBe(
      eventByKey('stockton-waterfront-5k').startsAt.getTime() + 7 * DAY_MS,
    );
  });

  it('has about 12 users, 180 events and 60 vendors', () => {
    expect(data.users.length).toBeGreaterThanOrEqual(10);
    expect(data.events.length).toBeGreaterThanOrEqual(170);
    expect(data.events.length).toBeLessThanOrEqual(200);
    expect(data.vendors.length).toBeGreaterThanOrEqual(55);
  });

  it('uses every event category at least 4 times and the sample-only ones a few times', () => {
    const counts = countBy(data.events, (e) => e.category);
    for (const category of EVENT_CATEGORIES)
      expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(4);
    for (const category of SAMPLE_ONLY_CATEGORIES)
      expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(3);
    for (const category of counts.keys()) expect(ALL_EVENT_CATEGORIES).toContain(category);
  });

  it('uses every vendor category at least twice and nothing else', () => {
    const counts = countBy(data.vendors, (v) => v.category);
    for (const category of VENDOR_CATEGORIES)
      expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(2);
    for (const category of counts.keys()) expect(VENDOR_CATEGORIES).toContain(category);
  });

  it('keeps keys, titles, vendor names, usernames, emails and phones unique', () => {
    expect(unique(data.users.map((u) => u.key))).toBe(true);
    expect(unique(data.users.map((u) => u.username.toLowerCase()))).toBe(true);
    expect(unique(data.users.map((u) => u.email.toLowerCase()))).toBe(true);
    expect(unique(data.events.map((e) => e.key))).toBe(true);
    expect(unique(data.events.map((e) => e.title.toLowerCase()))).toBe(true);
    expect(unique(data.vendors.map((v) => v.key))).toBe(true);
    expect(unique(data.vendors.map((v) => v.name.toLowerCase()))).toBe(true);
    expect(unique(data.vendors.map((v) => v.contactPhone))).toBe(true);
  });

  it('places every event and vendor inside the United States', () => {
    for (const e of data.events) expect(isInUnitedStates(e.lat, e.lon), e.key).toBe(true);
    for (const v of data.vendors) expect(isInUnitedStates(v.lat, v.lon), v.key).toBe(true);
  });

  it('keeps every event within 20 miles of its city centre', () => {
    const centres = new Map(Object.values(DEMO_CITIES).map((c) => [`${c.city}, ${c.region}`, c]));
    for (const e of data.events) {
      const centre = centres.get(`${e.city}, ${e.region}`);
      expect(centre, e.key).toBeDefined();
      if (centre) expect(milesBetween(e.lat, e.lon, centre.lat, centre.lon), e.key).toBeLessThan(20);
    }
  });

  it('uses valid IANA time zones and covers every US zone including Alaska and Hawaii', () => {
    const zones = new Set(data.events.map((e) => e.timeZone));
    for (const zone of zones)
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    for (const zone of ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix']) {
      expect(zones).toContain(zone);
    }
    expect(zones).toContain('America/Los_Angeles');
    expect(zones).toContain('America/Anchorage');
    expect(zones).toContain('Pacific/Honolulu');
  });

  it('spreads events across about 30 cities in many states', () => {
    expect(new Set(data.events.map((e) => `${e.city}, ${e.region}`)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(data.events.map((e) => e.region)).size).toBeGreaterThanOrEqual(20);
  });

  it('starts each event at its intended local wall time and weekday', () => {
    for (const spec of DEMO_EVENT_SPECS) {
      const event = eventByKey(spec.key);
      const local = localParts(event.startsAt, event.timeZone);
      expect(local.time, spec.key).toBe(spec.at);
      if (spec.when.kind !== 'date') expect(local.weekday.slice(0, 3), spec.key).toBe(spec.when.day);
    }
  });

  it('starts sample events at sensible local hours in their own zones', () => {
    const race = eventByKey('stockton-waterfront-5k');
    expect(localParts(race.startsAt, 'America/Los_Angeles')).toMatchObject({
      date: '2026-11-28',
      time: '08:00',
    });
    expect(race.startsAt.toISOString()).toBe('2026-11-28T16:00:00.000Z');

    const market = eventByKey('stockton-downtown-holiday-makers-market');
    expect(localParts(market.startsAt, market.timeZone)).toMatchObject({ date: '2026-12-05', time: '16:00' });

    const concert = eventByKey('nashville-songwriters-in-the-round');
    expect(concert.startsAt.toISOString()).toBe('2026-11-29T01:00:00.000Z'); // 7 PM Central, Saturday

    const sunrise = eventByKey('honolulu-outrigger-sunrise-paddle');
    expect(sunrise.startsAt.toISOString()).toBe('2026-11-29T17:00:00.000Z'); // 7 AM Hawaii, Sunday

    const nye = eventByKey('lv-new-years-eve-rooftop');
    expect(localParts(nye.startsAt, nye.timeZone)).toMatchObject({ date: '2026-12-31', time: '21:00' });
  });

  it('keeps the intended local hour across daylight-saving changes', () => {
    const summer = buildDemoData(new Date('2026-06-10T12:00:00Z'));
    const race = summer.events.find((e) => e.key === 'stockton-waterfront-5k');
    expect(race && localParts(race.startsAt, race.timeZone).time).toBe('08:00');
    const phoenix = summer.events.find((e) => e.key === 'phoenix-sonoran-hot-dog-fest');
    expect(phoenix && localParts(phoenix.startsAt, phoenix.timeZone).time).toBe('17:00');
  });

  it('puts about a quarter of events in the last three months and the rest in the months ahead', () => {
    const past = data.events.filter((e) => e.startsAt < NOW);
    expect(past.length / data.events.length).toBeGreaterThan(0.15);
    expect(past.length / data.events.length).toBeLessThan(0.35);
    for (const e of data.events) {
      const days = (e.startsAt.getTime() - NOW.getTime()) / DAY_MS;
      expect(days, e.key).toBeGreaterThan(-95);
      expect(days, e.key).toBeLessThan(320);
    }
  });

  it('keeps the past share reasonable whatever the seed day', () => {
    for (let week = 0; week < 52; week += 3) {
      const now = new Date(Date.UTC(2027, 0, 4 + week * 7, 18));
      const { events } = buildDemoData(now);
      const share = events.filter((e) => e.startsAt < now).length / events.length;
      expect(share, now.toISOString()).toBeGreaterThan(0.15);
      expect(share, now.toISOString()).toBeLessThan(0.4);
    }
  });

  it('has several events this coming weekend and next weekend, and some in December', () => {
    const onLocalDates = (dates: string[]) =>
      data.events.filter((e) => dates.includes(localParts(e.startsAt, e.timeZone).date)).length;
    expect(onLocalDates(['2026-11-28', '2026-11-29'])).toBeGreaterThanOrEqual(6);
    expect(onLocalDates(['2026-12-05', '2026-12-06'])).toBeGreaterThanOrEqual(6);
    const december = data.events.filter((e) => localParts(e.startsAt, e.timeZone).month === 12);
    expect(december.filter((e) => e.category === 'Christmas Market').length).toBeGreaterThanOrEqual(4);

    const spring = buildDemoData(new Date('2027-04-20T12:00:00Z'));
    const markets = spring.events.filter((e) => e.category === 'Christmas Market');
    for (const e of markets) expect(localParts(e.startsAt, e.timeZone).month, e.key).toBe(12);
  });

  it('has plenty of events and vendors within 50 miles of Stockton', () => {
    const near = (lat: number, lon: number) => milesBetween(lat, lon, STOCKTON.lat, STOCKTON.lon) <= 50;
    expect(data.events.filter((e) => near(e.lat, e.lon)).length).toBeGreaterThanOrEqual(25);
    expect(data.vendors.filter((v) => near(v.lat, v.lon)).length).toBeGreaterThanOrEqual(6);
    const cities = new Set(data.events.filter((e) => near(e.lat, e.lon)).map((e) => e.city));
    for (const city of ['Stockton', 'Lodi', 'Modesto', 'Sacramento', 'Tracy', 'Manteca'])
      expect(cities).toContain(city);
  });

  it('reads like real listings', () => {
    for (const e of data.events) {
      expect(e.title.length, e.key).toBeLessThanOrEqual(200);
      expect(e.description.length, e.key).toBeGreaterThan(120);
      expect(e.description, e.key).not.toMatch(/lorem|ipsum|sample event/i);
      expect(e.venue.length, e.key).toBeGreaterThan(2);
    }
    expect(data.events.filter((e) => e.address !== null).length).toBeGreaterThan(40);
    expect(data.events.filter((e) => e.address === null).length).toBeGreaterThan(40);
  });

  it('links hosts, owners and review authors to demo users', () => {
    const userKeys = new Set(data.users.map((u) => u.key));
    const names = new Map(data.users.map((u) => [u.key, u.name]));
    for (const e of data.events) {
      if (e.organizerKey !== null) {
        expect(userKeys.has(e.organizerKey), e.key).toBe(true);
        expect(e.organizerName).toBe(names.get(e.organizerKey));
      } else {
        expect(e.organizerName.length, e.key).toBeGreaterThan(0);
      }
    }
    for (const v of data.vendors) {
      if (v.ownerKey !== null) expect(userKeys.has(v.ownerKey), v.key).toBe(true);
      for (const r of v.reviews) {
        expect(userKeys.has(r.authorKey), v.key).toBe(true);
        expect(r.authorKey, `${v.key} is reviewed by its owner`).not.toBe(v.ownerKey);
      }
      expect(unique(v.reviews.map((r) => r.authorKey)), `${v.key} has two reviews by one user`).toBe(true);
    }
  });

  it('gives vendors plausible contacts, services and reviews', () => {
    for (const v of data.vendors) {
      expect(v.contactPhone, v.key).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(v.contactEmail, v.key).toMatch(/^[a-z0-9.]+@example\.com$/);
      if (v.website !== null) expect(v.website, v.key).toMatch(/^https:\/\/[a-z0-9-]+\.example\.com$/);
      expect(v.services.length, v.key).toBeGreaterThanOrEqual(1);
      expect(v.services.length, v.key).toBeLessThanOrEqual(4);
      for (const s of v.services) {
        expect(Number.isInteger(s.priceCents) && s.priceCents > 0, `${v.key}: ${s.name}`).toBe(true);
      }
      expect(v.reviews.length, v.key).toBeLessThanOrEqual(6);
      for (const r of v.reviews) {
        expect(r.eventDate, v.key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${r.eventDate}T00:00:00Z`).getTime(), v.key).toBeLessThan(NOW.getTime());
      }
    }
    const ratings = data.vendors.flatMap((v) => v.reviews.map((r) => r.rating));
    expect(ratings.filter((r) => r >= 4).length / ratings.length).toBeGreaterThan(0.85);
    expect(ratings).toContain(3);
    expect(data.vendors.filter((v) => v.verified).length).toBeGreaterThan(10);
    expect(data.vendors.filter((v) => !v.verified).length).toBeGreaterThan(5);
  });
});
