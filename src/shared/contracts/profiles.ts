import { z } from 'zod';
import { singleLineText } from '../lib/text.ts';

/** GET /api/profiles/{username}: any case ('Alice' finds alice). */
export const publicProfileParamSchema = z.object({
  username: singleLineText({ max: 50, label: 'Username', requiredMessage: 'Username is required' }).min(
    1,
    'Username is required',
  ),
});

/** One of the person's upcoming events, as a public list shows it. */
export const publicProfileEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string(),
  /** ISO instant. */
  date: z.string(),
  timeZone: z.string(),
  location: z.string(),
  image: z.string().nullable(),
});

/** One of the person's vendor profiles. */
export const publicProfileVendorSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  location: z.string(),
  logo: z.string().nullable(),
  verified: z.boolean(),
  /** One decimal; null before the first review. */
  averageRating: z.number().nullable(),
  reviewCount: z.number(),
});

/**
 * What anyone may see about a person: no email, no location, no account flags. Upcoming events are
 * the soonest first, at most PUBLIC_PROFILE_EVENTS of `upcomingEventCount`.
 */
export const publicProfileSchema = z.object({
  username: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  /** ISO instant the account was made. */
  memberSince: z.string(),
  upcomingEvents: z.array(publicProfileEventSchema),
  upcomingEventCount: z.number(),
  vendors: z.array(publicProfileVendorSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** Upcoming events a public profile lists. */
export const PUBLIC_PROFILE_EVENTS = 12;
