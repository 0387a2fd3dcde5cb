import type { User } from '#shared/contracts/auth.ts';
import type { Location } from '#shared/contracts/common.ts';

/** Where the profile says the person is, and where that came from. */
export type ProfilePlace = {
  city: string;
  region: string | null;
  country: string | null;
  lat: number | null;
  lon: number | null;
  source: 'profile' | 'connection';
};

/** The user's own city when the record has one, else the visitor's location from GET /api/location. */
export function pickProfilePlace(user: User, visitor: Location | undefined): ProfilePlace | null {
  if (user.city)
    return {
      city: user.city,
      region: user.region,
      country: user.country,
      lat: null,
      lon: null,
      source: 'profile',
    };
  if (visitor?.city) return { ...visitor, source: 'connection' };
  return null;
}

/** 'Stockton, CA, United States' (skipping what is missing). */
export function formatPlace(place: Pick<ProfilePlace, 'city' | 'region' | 'country'>): string {
  return [place.city, place.region, place.country].filter(Boolean).join(', ');
}
