import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { correctPlaceSpelling } from './spelling.ts';

const read = (text: string) => {
  const place = understand(text, { now: new Date('2026-03-11T15:00:00Z'), timeZone: 'UTC' }).place;
  return place ? { text: place.text, region: place.region } : null;
};

describe('regions and parts of a state', () => {
  it('reads a region inside one state as that state, with or without "the"', () => {
    expect(read('renaissance faire in norcal')).toEqual({ text: 'California', region: 'CA' });
    expect(read('haunted hayride in the poconos this weekend')).toEqual({
      text: 'Pennsylvania',
      region: 'PA',
    });
    expect(read('fireworks outer banks')).toEqual({ text: 'North Carolina', region: 'NC' });
    expect(read('luau on maui')).toEqual({ text: 'Hawaii', region: 'HI' });
  });

  it('reads a compass word before a state as the state', () => {
    expect(read('rodeos in west texas')).toEqual({ text: 'Texas', region: 'TX' });
    expect(read('upstate ny breweries')).toEqual({ text: 'New York', region: 'NY' });
    expect(read('concerts in south florida')).toEqual({ text: 'Florida', region: 'FL' });
  });

  it('keeps a state whose name starts with a compass word', () => {
    expect(read('music in west virginia this weekend')).toEqual({ text: 'West Virginia', region: 'WV' });
    expect(read('fairs in north dakota')).toEqual({ text: 'North Dakota', region: 'ND' });
  });
});

describe('a town written without its last word', () => {
  it('puts back "City", "Island" or "Township" when the gazetteer has the whole name', () => {
    expect(correctPlaceSpelling({ text: 'lake havasu', region: null })?.text).toBe('Lake Havasu City');
    expect(correctPlaceSpelling({ text: 'south padre', region: null })?.text).toBe('South Padre Island');
    expect(correctPlaceSpelling({ text: 'west bloomfield', region: 'MI' })?.text).toBe(
      'West Bloomfield Township',
    );
  });

  it('leaves a state, a single word and a known town as they are', () => {
    expect(correctPlaceSpelling({ text: 'Colorado', region: 'CO' })?.text).toBe('Colorado');
    expect(correctPlaceSpelling({ text: 'palm', region: null })?.text).toBe('palm');
    expect(correctPlaceSpelling({ text: 'austin', region: null })?.text).toBe('austin');
  });
});

describe('a town with no "in"', () => {
  it('reads a town of two words first or last, and a misspelt big city last', () => {
    expect(read('wine and cheese tasting walla walla this fri')?.text).toBe('walla walla');
    expect(read('grand rapids beer week')?.text).toBe('grand rapids');
    expect(read('mariachi festival tuscon')?.text).toBe('tucson');
    expect(read('farmers market sunday')).toBeNull();
  });

  it('reads a misspelt town of 50,000 people or more after "in"', () => {
    const read = (text: string) => correctPlaceSpelling({ text, region: null })?.text;
    expect(read('sarasotta')).toBe('Sarasota');
    expect(read('gainsvile')).toBe('Gainesville');
  });

  it('reads "pittsburg" as Pittsburgh unless another Pittsburg\'s state follows', () => {
    expect(read('free museum days in pittsburg')).toEqual({ text: 'Pittsburgh', region: 'PA' });
    expect(read('concerts in pittsburg ks')).toEqual({ text: 'pittsburg', region: 'KS' });
    expect(read('pittsburg ca farmers market')).toEqual({ text: 'pittsburg', region: 'CA' });
  });
});
