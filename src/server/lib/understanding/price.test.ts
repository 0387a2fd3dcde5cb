import { describe, expect, it } from 'vitest';
import { flatReading } from './testing/flat-reading.ts';

const parseEventQuery = flatReading;

// Sunday 2026-11-22 07:00 in Los Angeles.
const NOW = new Date('2026-11-22T15:00:00Z');
const parse = (query: string, dismissed: ('price' | 'date')[] = []) =>
  parseEventQuery(query, { now: NOW, timeZone: 'America/Los_Angeles', dismissed });

describe('parseEventQuery (prices)', () => {
  it.each([
    ['free concerts', 'Concert'],
    ['free things to do this weekend', null],
    ['jazz for free', null],
    ['free admission comedy', null],
    ['free entry jazz', null],
    ['no cover bars in austin', null],
    ['jazz with no cover charge', null],
    ['jazz, free of charge', null],
  ])('reads %j as free', (query, category) => {
    const parsed = parse(query);
    expect(parsed.price).toEqual({ kind: 'free' });
    expect(parsed.text).not.toMatch(/\b(free|cover|charge|admission|entry)\b/);
    if (category) expect(parsed.category).toBe(category);
  });

  it.each([
    ['concerts under $20', 20],
    ['jazz under 20 dollars', 20],
    ['comedy $15 or less', 15],
    ['jazz less than $12.50', 12.5],
    ['shows under 25 bucks', 25],
    ['brunch no more than $30', 30],
    // Without a currency, 25 or more that counts no people or years is a price.
    ['concert tickets under 50', 50],
    ['new years party under 100', 100],
    // Number words before a trailing ceiling word, with their currency.
    ['concerts fifteen dollars or less', 15],
    ['twenty bucks or less comedy', 20],
  ])('reads %j as at most $%d', (query, maxPrice) => {
    const parsed = parse(query);
    expect(parsed.price).toEqual({ kind: 'max', maxPrice });
    expect(parsed.text).not.toMatch(/\d/);
  });

  it.each(['cheap concerts tonight', 'affordable comedy', 'jazz on a budget', 'inexpensive date night'])(
    'reads %j as cheap: free or at most $20',
    (query) => {
      expect(parse(query).price).toEqual({ kind: 'cheap', maxPrice: 20 });
    },
  );

  it('keeps the date of "cheap concerts tonight" and "free events this saturday"', () => {
    expect(parse('cheap concerts tonight').dateLabel).toBe('Tonight');
    const saturday = parse('free events this saturday');
    expect(saturday.price).toEqual({ kind: 'free' });
    expect(saturday.dateLabel).toBe('Sat, Nov 28');
  });

  it('reads a ceiling and free together as the ceiling, which takes free events too', () => {
    expect(parse('free or under $10 comedy').price).toEqual({ kind: 'max', maxPrice: 10 });
  });

  it.each([
    ['gluten-free baking class', 'gluten-free baking class'],
    ['alcohol free party', 'alcohol free'],
    ['free pizza night', 'free pizza'],
    ['freestyle rap battle', 'freestyle rap battle'],
    ['under 21 dance party', 'under 21 dance'],
    ['party for 20 people', '20 people'],
    ['kids under 12', 'under 12'],
    ['brunch spots under 30 minutes away', 'under 30 minutes'],
  ])('does not read %j as a price', (query, text) => {
    const parsed = parse(query);
    expect(parsed.price).toBeNull();
    expect(parsed.text).toContain(text);
  });

  it('does not read "under $20" as a date (the 20th)', () => {
    const parsed = parse('under $20 shows');
    expect(parsed.from).toBeNull();
    expect(parsed.price).toEqual({ kind: 'max', maxPrice: 20 });
  });

  it('drops a dismissed price and its words', () => {
    const parsed = parse('free jazz', ['price']);
    expect(parsed.price).toBeNull();
    expect(parsed.text).toBe('jazz');
  });
});
