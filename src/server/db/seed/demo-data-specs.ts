import type { EventCategory, VendorCategory } from '#shared/constants.ts';
import type { CityKey } from './demo-data-cities.ts';
import type { LocalTime, When } from './demo-data-dates.ts';
import type { UserKey } from './demo-data-users.ts';

/** A demo event as typed in; buildDemoData resolves dates, places and organizers. */
export type EventSpec = {
  key: string;
  title: string;
  category: EventCategory;
  city: CityKey;
  when: When;
  /** Local start time in the city's zone. */
  at: LocalTime;
  venue: string;
  address?: string;
  /** Exact venue coordinates; otherwise a small, stable spread around the city centre. */
  coords?: readonly [number, number];
  /** A demo user hosts it... */
  host?: UserKey;
  /** ...or an outside (fictional) organizer does. */
  organizer?: string;
  /** Private parties shared through an Evite invitation. */
  evite?: boolean;
  description: string;
};

export type ServiceSpec = {
  name: string;
  description: string;
  /** US dollars. */
  price: number;
  minutes?: number;
  minNoticeDays?: number;
  maxNoticeDays?: number;
};

export type ReviewSpec = {
  by: UserKey;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  daysAgo: number;
  verified?: boolean;
};

export type VendorSpec = {
  key: string;
  owner?: UserKey;
  name: string;
  category: VendorCategory;
  city: CityKey;
  description: string;
  /** Local part of an example.com address. */
  email: string;
  phone: string;
  /** Sub-domain of example.com, or null for no website. */
  site: string | null;
  travel: number | null;
  years: number | null;
  response: string;
  cancellation: string;
  social?: Record<string, string>;
  verified?: boolean;
  insured?: boolean;
  checked?: boolean;
  services: ServiceSpec[];
  reviews: ReviewSpec[];
};
