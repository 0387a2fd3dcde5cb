import { describe, expect, it } from 'vitest';
import { parseLocationQuery } from './location-query.ts';
import { listNameSpellings, normalizeText, toCityKey } from './place-text.ts';

describe('parseLocationQuery', () => {
  it('splits an address into parts, state and ZIP', () => {
    expect(parseLocationQuery('123 Main St., Austin, TX 78701-1234, USA')).toEqual({
      parts: [['123', 'main', 'st'], ['austin']],
      region: 'TX',
      zip: '78701',
    });
  });

  it('reads state names, codes and AP abbreviations at the end only', () => {
    expect(parseLocationQuery('Kansas City Kansas')).toMatchObject({
      parts: [['kansas', 'city']],
      region: 'KS',
    });
    expect(parseLocationQuery('Fresno, Calif.')).toMatchObject({ parts: [['fresno']], region: 'CA' });
    expect(parseLocationQuery('Washington, District of Columbia').region).toBe('DC');
    expect(parseLocationQuery('Virginia Beach')).toEqual({ parts: [['virginia', 'beach']] });
  });

  it('reads a nickname before a state code', () => {
    expect(parseLocationQuery('LA')).toEqual({ parts: [], alias: { city: 'Los Angeles', region: 'CA' } });
    expect(parseLocationQuery('Baton Rouge, LA')).toMatchObject({
      parts: [['baton', 'rouge']],
      region: 'LA',
    });
  });

  it('reads a ZIP alone', () => {
    expect(parseLocationQuery('94103')).toEqual({ parts: [], zip: '94103' });
  });
});

describe('place text', () => {
  it('normalizes case, accents, the okina and punctuation', () => {
    expect(normalizeText('  Kapaʻa,  Kauaʻi ')).toBe('kapaa kauai');
    expect(normalizeText('Cañon City')).toBe('canon city');
    expect(normalizeText('D.C.')).toBe('dc');
    expect(normalizeText('Winston-Salem')).toBe('winston salem');
  });

  it('keys Saint/Fort/Mount the same whichever way they are written', () => {
    expect(toCityKey('Saint Louis')).toBe(toCityKey('St. Louis'));
    expect(toCityKey('Ft. Lauderdale')).toBe(toCityKey('Fort Lauderdale'));
    expect(toCityKey('Mt. Pleasant')).toBe(toCityKey('Mount Pleasant'));
  });

  it('lists the spellings a type-ahead prefix may start', () => {
    expect(listNameSpellings('St. Paul').sort()).toEqual(['saint paul', 'st paul']);
    expect(listNameSpellings('Austin')).toEqual(['austin']);
  });
});
