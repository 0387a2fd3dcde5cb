import { describe, expect, it } from 'vitest';
import { splitPlace } from './postal-address.ts';

describe('splitPlace', () => {
  it('splits a venue, street, city, state and ZIP code', () => {
    expect(splitPlace('Zilker Park, 2100 Barton Springs Rd, Austin, TX 78746', { city: 'Austin' })).toEqual({
      name: 'Zilker Park',
      address: {
        streetAddress: '2100 Barton Springs Rd',
        addressLocality: 'Austin',
        addressRegion: 'TX',
        postalCode: '78746',
        addressCountry: 'US',
      },
    });
  });

  it('reads a state written out, a ZIP+4 and a trailing country', () => {
    expect(splitPlace('500 Main St, Springfield, Illinois 62701-1234, USA', {})).toEqual({
      name: '500 Main St',
      address: {
        streetAddress: '500 Main St',
        addressLocality: 'Springfield',
        addressRegion: 'IL',
        postalCode: '62701',
        addressCountry: 'US',
      },
    });
  });

  it('takes a lone name for the venue and fills the city and state from the geocoded place', () => {
    expect(splitPlace('The Rooftop at Pier 17', { city: 'New York', region: 'NY' })).toEqual({
      name: 'The Rooftop at Pier 17',
      address: { addressLocality: 'New York', addressRegion: 'NY', addressCountry: 'US' },
    });
    expect(splitPlace('Zilker Park, Austin', { city: 'Austin', region: 'TX' })).toEqual({
      name: 'Zilker Park',
      address: { addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' },
    });
  });

  it('keeps a street with more than one part whole', () => {
    expect(splitPlace('Palmer Events Center, 900 Barton Springs Rd, Suite 2, Austin, TX', {})).toMatchObject({
      name: 'Palmer Events Center',
      address: {
        streetAddress: '900 Barton Springs Rd, Suite 2',
        addressLocality: 'Austin',
        addressRegion: 'TX',
      },
    });
  });
});
