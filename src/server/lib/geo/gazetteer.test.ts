import { describe, expect, it } from 'vitest';
import { US_STATES } from '#shared/constants.ts';
import { haversineMiles } from '#shared/lib/geo.ts';
import { DEFAULT_PLACE, findPlace, geocodeUs, type Place, suggestPlaces, timeZoneAt } from './gazetteer.ts';

const cityOf = (place: Place | null) => (place ? `${place.city}, ${place.region}` : null);

describe('geocodeUs', () => {
  it.each([
    ['Austin, TX', 'Austin, TX'],
    ['austin texas', 'Austin, TX'],
    ['Austin', 'Austin, TX'],
    ['  AUSTIN ,   tx. ', 'Austin, TX'],
    ['Austin, Texas, USA', 'Austin, TX'],
    ['Austin TX United States', 'Austin, TX'],
    ['123 Main St, Austin, TX 78701', 'Austin, TX'],
    ['500 Market St San Francisco CA', 'San Francisco, CA'],
    ['1600 Pennsylvania Ave NW, Washington, DC 20500', 'Washington, DC'],
    ['Chicago IL 60601-1234 United States of America', 'Chicago, IL'],
    ['St. Louis', 'St. Louis, MO'],
    ['Saint Louis, MO', 'St. Louis, MO'],
    ['Ft. Worth, Tex.', 'Fort Worth, TX'],
    ['Mt Vernon NY', 'Mount Vernon, NY'],
    ['NYC', 'New York, NY'],
    ['New York City', 'New York, NY'],
    ['New York', 'New York, NY'],
    ['new york, ny', 'New York, NY'],
    ['LA', 'Los Angeles, CA'],
    ['L.A., CA', 'Los Angeles, CA'],
    ['SF', 'San Francisco, CA'],
    ['Philly', 'Philadelphia, PA'],
    ['DC', 'Washington, DC'],
    ['Washington DC', 'Washington, DC'],
    ['Washington, D.C.', 'Washington, DC'],
    ['Baton Rouge, LA', 'Baton Rouge, LA'],
    ['Lafayette LA', 'Lafayette, LA'],
    ['Springfield', 'Springfield, MO'],
    ['Springfield, IL', 'Springfield, IL'],
    ['Springfield, Massachusetts', 'Springfield, MA'],
    ['Portland', 'Portland, OR'],
    ['Portland, ME', 'Portland, ME'],
    ['Portland Maine', 'Portland, ME'],
    ['Kansas City', 'Kansas City, MO'],
    ['Kansas City, KS', 'Kansas City, KS'],
    ['Kansas City Kansas', 'Kansas City, KS'],
    ['Honolulu', 'Honolulu, HI'],
    ['Kihei, HI', 'Kīhei, HI'],
    ['Anchorage AK', 'Anchorage, AK'],
    ["Coeur d'Alene, Idaho", "Coeur d'Alene, ID"],
    ['Hollywood', 'Hollywood, FL'],
    ['Hollywood, CA', 'Hollywood, CA'],
    ['Vancouver', 'Vancouver, WA'],
    ['Brooklyn', 'Brooklyn, NY'],
  ])('places %j in %s', (query, expected) => {
    expect(cityOf(geocodeUs(query))).toBe(expected);
  });

  it.each([
    ['94103', 'San Francisco, CA'],
    ['10001', 'New York, NY'],
    ['63101', 'St. Louis, MO'],
    ['zip 04101', 'Portland, ME'],
  ])('places the ZIP code %s in %s, at the ZIP centroid', (zip, expected) => {
    const place = geocodeUs(zip);
    expect(cityOf(place)).toBe(expected);
    expect(place?.population).toBeGreaterThan(50_000);
  });

  it.each([
    'asdfgh',
    'Paris, France',
    'London, UK',
    'Vancouver, Canada',
    'Tokyo',
    'Austin, CA',
    'Texas',
    '00000',
    '',
    '   ',
    '!!!',
  ])('answers null for %j', (query) => {
    expect(geocodeUs(query)).toBeNull();
  });

  it('returns a full place with the time zone of the city', () => {
    expect(geocodeUs('Austin, TX')).toEqual({
      city: 'Austin',
      region: 'TX',
      regionName: 'Texas',
      country: 'United States',
      lat: 30.26715,
      lon: -97.74306,
      timeZone: 'America/Chicago',
      population: 931830,
    });
  });

  it('uses the ZIP centroid for a street address when the ZIP is in that city', () => {
    const city = geocodeUs('Austin, TX');
    const address = geocodeUs('123 Main St, Austin, TX 78701');
    expect(address).toMatchObject({ city: 'Austin', region: 'TX', population: city?.population });
    expect(address?.lat).not.toBe(city?.lat);
    expect(haversineMiles(address!, city!)).toBeLessThan(5);
  });

  it('keeps the city when the ZIP contradicts it', () => {
    expect(geocodeUs('Austin, TX 94103')).toEqual(geocodeUs('Austin, TX'));
  });

  it('places a ZIP whose town is too small for the city list by the Postal Service name', () => {
    expect(geocodeUs('59275')).toMatchObject({
      city: 'Westby',
      region: 'MT',
      regionName: 'Montana',
      timeZone: 'America/Denver',
      population: 0,
    });
  });
});

describe('suggestPlaces', () => {
  const suggest = (prefix: string, limit?: number) => suggestPlaces(prefix, limit).map(cityOf);

  it('ranks by population', () => {
    expect(suggest('aus')[0]).toBe('Austin, TX');
    expect(suggest('san f')[0]).toBe('San Francisco, CA');
    expect(suggest('new y')[0]).toBe('New York, NY');
    expect(suggest('a')).toHaveLength(8);
  });

  it('matches St./Saint either way and ignores accents', () => {
    expect(suggest('st l')[0]).toBe('St. Louis, MO');
    expect(suggest('saint l')[0]).toBe('St. Louis, MO');
    expect(suggest('kih')[0]).toBe('Kīhei, HI');
  });

  it('narrows by a state after a comma or a space', () => {
    expect(suggest('portland, m')).toEqual(['Portland, ME', 'Portland, MI']);
    expect(suggest('austin, t')).toEqual(['Austin, TX']);
    expect(suggest('springfield il')).toEqual(['Springfield, IL']);
  });

  it('knows the nicknames', () => {
    expect(suggest('nyc')).toEqual(['New York, NY']);
    expect(suggest('phill')[0]).toBe('Philadelphia, PA');
  });

  it('respects the limit and never repeats a place', () => {
    expect(suggest('s', 3)).toHaveLength(3);
    expect(suggest('', 5)).toEqual([]);
    expect(suggest('zzzz')).toEqual([]);
    const many = suggest('saint', 50);
    expect(new Set(many).size).toBe(many.length);
  });

  it('answers in well under a millisecond once loaded', () => {
    const prefixes = ['a', 's', 'sa', 'san', 'new', 'st ', 'port', 'la', 'm', 'c'];
    for (const prefix of prefixes) suggestPlaces(prefix);
    // CPU time, not wall time, so a busy machine does not fail the test.
    const started = process.cpuUsage();
    for (let round = 0; round < 100; round++) for (const prefix of prefixes) suggestPlaces(prefix);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000 / (100 * prefixes.length)).toBeLessThan(1);
  });
});

describe('findPlace', () => {
  it('finds a city by state code or name, forgiving spelling', () => {
    expect(cityOf(findPlace('Portland', 'ME'))).toBe('Portland, ME');
    expect(cityOf(findPlace('saint louis', 'Missouri'))).toBe('St. Louis, MO');
    expect(cityOf(findPlace('NYC', 'NY'))).toBe('New York, NY');
  });

  it('answers null for a city not in that state or an unknown state', () => {
    expect(findPlace('Austin', 'CA')).toBeNull();
    expect(findPlace('Austin', 'Ontario')).toBeNull();
  });
});

describe('DEFAULT_PLACE', () => {
  it('is Stockton, CA exactly as the gazetteer has it', () => {
    expect(findPlace('Stockton', 'CA')).toEqual(DEFAULT_PLACE);
  });
});

describe('timeZoneAt', () => {
  it.each([
    [40.71, -74.01, 'America/New_York'],
    [41.88, -87.63, 'America/Chicago'],
    [39.74, -104.99, 'America/Denver'],
    [33.45, -112.07, 'America/Phoenix'],
    [34.05, -118.24, 'America/Los_Angeles'],
    [61.22, -149.9, 'America/Anchorage'],
    [51.88, -176.66, 'America/Adak'],
    [21.31, -157.86, 'Pacific/Honolulu'],
    [39.77, -86.16, 'America/Indiana/Indianapolis'],
  ])('gives %d, %d the zone %s', (lat, lon, zone) => {
    expect(timeZoneAt(lat, lon)).toBe(zone);
  });

  it('keeps border towns in a US zone where the coarse borders say otherwise', () => {
    expect(timeZoneAt(25.9017, -97.4975)).toBe('America/Chicago'); // Brownsville, TX
    expect(timeZoneAt(45.1838, -67.2766)).toBe('America/New_York'); // Calais, ME
    expect(geocodeUs('El Paso, TX')?.timeZone).toBe('America/Denver');
  });

  it('covers 15,000+ places in every state and DC, each in a US zone', () => {
    const places = new Map<string, Place>();
    const letters = [...'abcdefghijklmnopqrstuvwxyz'];
    for (const prefix of letters.flatMap((first) => letters.map((second) => first + second))) {
      for (const place of suggestPlaces(prefix, 2000))
        places.set(`${place.city} ${place.lat} ${place.lon}`, place);
    }
    expect(places.size).toBeGreaterThan(15_000);
    const regions = new Set([...places.values()].map((place) => place.region));
    expect([...regions].sort()).toEqual([...US_STATES.map(([code]) => code), 'DC'].sort());
    for (const place of places.values()) {
      expect(place.timeZone).toMatch(/^(America|Pacific)\//);
      expect(place.timeZone).not.toMatch(
        /Matamoros|Monterrey|Moncton|Toronto|Winnipeg|Regina|Vancouver|Juarez/,
      );
    }
  });

  it('rejects a point that is not on Earth', () => {
    expect(() => timeZoneAt(Number.NaN, 0)).toThrow(RangeError);
    expect(() => timeZoneAt(95, 0)).toThrow(RangeError);
  });
});
