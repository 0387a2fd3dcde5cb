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
