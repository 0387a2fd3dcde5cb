import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

const place = (text: string) =>
  understand(text, { now: new Date('2026-03-11T15:00:00Z'), timeZone: 'UTC' }).place?.text ?? null;

describe('a town named with no "in"', () => {
  it('reads a town at either end of the words', () => {
    expect(place('napa wine tasting')).toBe('napa');
    expect(place('wine tasting events napa')).toBe('napa');
  });

  it('reads a town set apart by commas', () => {
    expect(place('surprise party for my wife shes turning 35, napa, 3000 max')).toBe('napa');
    expect(place('bday party, sedona, 20 people')).toBe('sedona');
    expect(place('party for 20, surprise, dec 5')).toBeNull();
  });

  it('reads a word before "tickets" as the show, not the town', () => {
    expect(place('hamilton tickets')).toBeNull();
    expect(place('hamilton tickets in chicago')).toBe('chicago');
  });

  it('reads "la" before an event\'s Spanish name as the article, not Los Angeles', () => {
    expect(place('la posada near me this weekend')).toBeNull();
    expect(place('la food festivals this month')).toBe('Los Angeles');
  });
});

describe('a place after "in" that runs on into other words', () => {
  it('is the town its first words name exactly', () => {
    expect(place('just moved to a new place in columbus. thinking like jan 9')).toBe('columbus');
    expect(place('in austin looking for a dj')).toBe('austin');
  });

  it('keeps a whole name, nickname or slip the gazetteer knows', () => {
    expect(place('bars in st louis park mn')).toBe('st louis park');
    expect(place('party in menlo park saturday')).toBe('menlo park');
  });
});

describe('a town before its state, with no "in"', () => {
  const placed = (text: string) => {
    const found = understand(text, { now: new Date('2026-03-11T15:00:00Z'), timeZone: 'UTC' }).place;
    return found ? [found.text, found.region] : null;
  };

  it('takes as many words as name a town of that state', () => {
    expect(placed('bar mitzvah showcase cherry hill nj')).toEqual(['cherry hill', 'NJ']);
    expect(placed('fun run sioux falls sd saturday')).toEqual(['sioux falls', 'SD']);
    expect(placed('5k san antonio tx')).toEqual(['san antonio', 'TX']);
  });

  it("reads a state's name after a town of that state, written in lower case", () => {
    expect(placed('lobster festival rockland maine in august')).toEqual(['rockland', 'ME']);
    expect(placed('christmas market columbus ohio free entry')).toEqual(['columbus', 'OH']);
    expect(placed('wine tasting california')).toEqual(['California', 'CA']);
  });

  it('reads "la" after a town of Louisiana as the state, else as Los Angeles', () => {
    expect(placed('crawfish festival lafayette la')).toEqual(['lafayette', 'LA']);
    expect(placed('kpop concerts la')).toEqual(['Los Angeles', 'CA']);
  });

  it("reads a state's name as the last of the words", () => {
    expect(placed('group camping trip colorado this summer')).toEqual(['Colorado', 'CO']);
    expect(placed('apple picking new hampshire next saturday')).toEqual(['New Hampshire', 'NH']);
    expect(placed('party for georgia')).toBeNull();
  });
});

describe('nicknames', () => {
  it('spells out a city nickname, and Motown only after "in"', () => {
    expect(place('halloween costume party in hotlanta')).toBe('Atlanta');
    expect(place('comedy clubs in the burgh this weekend')).toBe('Pittsburgh');
    expect(place('classic car show in daytona')).toBe('Daytona Beach');
    expect(place('whats happening in motown this weekend')).toBe('Detroit');
    expect(place('motown night at the lounge')).toBeNull();
  });
});

describe('"at the" names a venue', () => {
  it("reads the town after it, not a town that shares the venue's name", () => {
    expect(place('retirement party at the union hall in pittsburgh')).toBe('pittsburgh');
    expect(place('live music at the grove tonight')).toBeNull();
  });
});

describe('a ZIP after a date', () => {
  it('stays the place, and is never read as the year', () => {
    const read = understand('trunk or treat for toddlers oct 31st 48226', {
      now: new Date('2026-03-11T15:00:00Z'),
      timeZone: 'UTC',
    });
    expect(read.place?.text).toBe('48226');
    expect(read.date?.from.toISOString()).toBe('2026-10-31T00:00:00.000Z');
  });
});
