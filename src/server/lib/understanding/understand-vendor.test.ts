import { describe, expect, it } from 'vitest';
import { understandVendorSearch, type VendorQueryReading } from './understand-vendor.ts';

/** The layer's vendor reading, flattened to the fields these cases compare. */
function parseVendorQuery(text: string, dismissed: readonly VendorQueryReading[] = []) {
  const read = understandVendorSearch(text, dismissed);
  return {
    category: read.category?.value ?? null,
    place: read.place ? { text: read.place.text, region: read.place.region } : null,
    maxPrice: read.budget?.value ?? null,
    text: read.text,
  };
}

describe('parseVendorQuery', () => {
  it.each([
    ['photgrapher in houston', 'Photographer'],
    ['fotografer for a quince', 'Photographer'],
    ['videografer for a wedding', 'Videographer'],
    ['majician for a kids party', 'Magician'],
    ['carterer near me', 'Catering'],
    ['florest in seattle', 'Florist'],
    ['ballon artist in tampa', 'Balloon Artist'],
    ['someone to film our wedding', 'Videographer'],
  ])('reads a trade spelt by ear or with a slip: "%s"', (text, category) => {
    expect(parseVendorQuery(text).category).toBe(category);
  });

  it.each([
    ['night photographer', 'Photographer'],
    ['hands on band', 'Band'],
    ['kids party entertainment near me', null],
  ])('never reads a real look-alike word as a slip: "%s"', (text, category) => {
    expect(parseVendorQuery(text).category).toBe(category);
  });

  it.each([
    ['dj under 2 grand', 2000],
    ['magician under a hundred bucks', 100],
    ['balloon artist under fifty dollars', 50],
    ['rentals under 5 hundred', 500],
    ['caterer under eight grand', 8000],
    ['photographer no more than $1.2k', 1200],
  ])('reads a budget in words: "%s"', (text, budget) => {
    expect(parseVendorQuery(text).maxPrice).toBe(budget);
  });

  it('reads a trade and a place: "dj in austin"', () => {
    expect(parseVendorQuery('dj in austin')).toEqual({
      category: 'DJ',
      place: { text: 'austin', region: null },
      maxPrice: null,
      text: '',
    });
  });

  it('keeps event words as free text: "wedding photographer near San Jose CA"', () => {
    expect(parseVendorQuery('wedding photographer near San Jose CA')).toEqual({
      category: 'Photographer',
      place: { text: 'San Jose', region: 'CA' },
      maxPrice: null,
      text: 'wedding',
    });
  });

  it('drops filler around the trade: "face painter for a kids party"', () => {
    expect(parseVendorQuery('face painter for a kids party')).toEqual({
      category: 'Face Painter',
      place: null,
      maxPrice: null,
      text: 'kids',
    });
  });

  it('reads a price ceiling: "caterers under $500"', () => {
    expect(parseVendorQuery('caterers under $500')).toEqual({
      category: 'Catering',
      place: null,
      maxPrice: 500,
      text: '',
    });
  });

  it.each([
    ['deejay', 'DJ'],
    ['disc jockey', 'DJ'],
    ['photog', 'Photographer'],
    ['caterer', 'Catering'],
    ['bartending', 'Bartender'],
    ['balloon twister', 'Balloon Artist'],
    ['bounce house', 'Party Rentals'],
    ['bouncy castle', 'Party Rentals'],
    ['face painting', 'Face Painter'],
    ['magician', 'Magician'],
    ['photo booth', 'Photo Booth'],
    ['photobooth', 'Photo Booth'],
    ['wedding planner', 'Event Planner'],
    ['live band', 'Band'],
    ['violinist', 'Musician'],
    ['uplighting', 'Lighting'],
    ['florist', 'Florist'],
    ['belly dancer', 'Dancer'],
    ['security guards', 'Security'],
    ['clowns', 'Clown'],
    ['videographer', 'Videographer'],
    ['party rentals', 'Party Rentals'],
  ])('maps the trade word "%s" to %s', (typed, category) => {
    const parsed = parseVendorQuery(typed);
    expect(parsed.category).toBe(category);
    expect(parsed.text).toBe('');
  });

  it('prefers the longest trade phrase and leaves another trade in the text', () => {
    expect(parseVendorQuery('photo booth and dj').category).toBe('Photo Booth');
    expect(parseVendorQuery('photo booth and dj').text).toBe('dj');
  });

  it.each([
    ['dj under 300 dollars', 300],
    ['band $1,200 or less', 1200],
    ['caterer budget of 2k', 2000],
    ['florist max $450', 450],
    ['magician less than $199.99', 199],
    ['clown up to 150', 150],
  ])('reads the ceiling in "%s"', (typed, price) => {
    expect(parseVendorQuery(typed).maxPrice).toBe(price);
  });

  it('reads "for 500" as a price only with a dollar sign', () => {
    expect(parseVendorQuery('dj for $500').maxPrice).toBe(500);
    expect(parseVendorQuery('dj for 500 guests').maxPrice).toBeNull();
  });

  it('keeps a vendor name as free text, filler removed', () => {
    expect(parseVendorQuery('find me a company called Bay Area Beats')).toMatchObject({
      category: null,
      place: { text: 'San Francisco', region: 'CA' },
      text: 'called beats',
    });
    expect(parseVendorQuery('Golden Hour')).toMatchObject({
      category: null,
      place: null,
      text: 'golden hour',
    });
  });

  it('ignores "near me" and a distance as places', () => {
    expect(parseVendorQuery('dj near me within 20 miles')).toEqual({
      category: 'DJ',
      place: null,
      maxPrice: null,
      text: '',
    });
  });

  it('does not apply dismissed readings; a dismissed trade stays as words', () => {
    expect(parseVendorQuery('dj in austin under $500', ['category', 'place', 'price'])).toEqual({
      category: null,
      place: null,
      maxPrice: null,
      text: 'dj',
    });
  });

  it('never throws and caps the length', () => {
    expect(parseVendorQuery('')).toEqual({ category: null, place: null, maxPrice: null, text: '' });
    expect(parseVendorQuery('x'.repeat(5000)).text.length).toBeLessThanOrEqual(200);
    expect(parseVendorQuery(undefined as unknown as string).text).toBe('');
  });
});
