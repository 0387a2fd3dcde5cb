import { describe, expect, it } from 'vitest';
import type { User } from '#shared/contracts/auth.ts';
import { formatPlace, pickProfilePlace } from './profile-place.ts';

const user = { city: null, region: null, country: null } as User;
const visitor = { city: 'Stockton', region: 'CA', country: 'United States', lat: 37.96, lon: -121.29 };

describe('pickProfilePlace', () => {
  it("prefers the user's own city, to be placed by the geocoder", () => {
    const place = pickProfilePlace(
      { ...user, city: 'Austin', region: 'TX', country: 'United States' },
      visitor,
    );
    expect(place).toEqual({
      city: 'Austin',
      region: 'TX',
      country: 'United States',
      lat: null,
      lon: null,
      source: 'profile',
    });
  });

  it("falls back to the visitor's location with its coordinates", () => {
    expect(pickProfilePlace(user, visitor)).toEqual({ ...visitor, source: 'connection' });
    expect(pickProfilePlace(user, undefined)).toBeNull();
  });
});

describe('formatPlace', () => {
  it('joins what is known', () => {
    expect(formatPlace(visitor)).toBe('Stockton, CA, United States');
    expect(formatPlace({ city: 'Austin', region: null, country: null })).toBe('Austin');
  });
});
