import { z } from 'zod';
import { singleLineText } from '../lib/text.ts';

/** A US place as the gazetteer spells it. */
const placeSchema = z.object({ city: z.string(), region: z.string() });

/** The settings an administrator changes at run time; every reader sees a change at once. */
export const siteSettingsSchema = z.object({
  siteName: z.string(),
  /** Where people can write to the site's team; empty when none is given. */
  contactEmail: z.string(),
  isSignUpOpen: z.boolean(),
  isGuestRsvpOpen: z.boolean(),
  /** The place for visitors whose location is unknown; null: the server's DEFAULT_CITY/REGION. */
  defaultLocation: placeSchema.nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const SITE_SETTING_KEYS = [
  'siteName',
  'contactEmail',
  'isSignUpOpen',
  'isGuestRsvpOpen',
  'defaultLocation',
] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

/** What each setting is called on the Settings page and in its change log. */
export const SITE_SETTING_LABELS: Record<SiteSettingKey, string> = {
  siteName: 'Site name',
  contactEmail: 'Contact address',
  isSignUpOpen: 'Sign-up open',
  isGuestRsvpOpen: 'Guests may RSVP without an account',
  defaultLocation: 'Default location',
};

const switchOf = (label: string) => z.boolean({ error: `${label} must be true or false` }).optional();

/** PATCH /api/admin/settings: only the fields sent change. */
export const updateSiteSettingsBodySchema = z
  .object({
    siteName: singleLineText({ max: 60, label: 'Site name', requiredMessage: 'Enter a site name' })
      .min(1, 'Enter a site name')
      .optional(),
    contactEmail: z
      .string({ error: 'Contact address must be text' })
      .trim()
      .max(254, 'Contact address is too long')
      .refine(
        (v) => v === '' || z.email().safeParse(v).success,
        'Enter a valid email address, or leave it empty',
      )
      .optional(),
    isSignUpOpen: switchOf('Sign-up open'),
    isGuestRsvpOpen: switchOf('Guest RSVP'),
    /** "Austin, TX"; empty or null goes back to the server's default place. */
    defaultLocation: singleLineText({ max: 100, label: 'Default location' }).nullable().optional(),
  })
  .strict();
export type UpdateSiteSettingsBody = z.input<typeof updateSiteSettingsBodySchema>;

export const siteSettingChangeSchema = z.object({
  id: z.number(),
  key: z.enum(SITE_SETTING_KEYS),
  /** The value as a person reads it ("Closed", "Austin, TX"); null when it was the default. */
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  /** Who made the change; null once that account is deleted. */
  changedBy: z.object({ username: z.string(), name: z.string() }).nullable(),
  changedAt: z.string(),
});
export type SiteSettingChange = z.infer<typeof siteSettingChangeSchema>;

/** What the server runs on, read when the page is opened. */
export const siteStatusSchema = z.object({
  database: z.enum(['pglite', 'postgres']),
  jobs: z.object({
    /** Waiting to run (new or to be retried). */
    waiting: z.number(),
    active: z.number(),
    /** Failed for good and still kept by the queue (about a week). */
    failed: z.number(),
  }),
  mail: z.object({
    transport: z.enum(['smtp', 'log']),
    /** Mails whose last delivery attempt failed. */
    failed: z.number(),
  }),
  ai: z.object({ provider: z.enum(['configured', 'built-in']), model: z.string().nullable() }),
});
export type SiteStatus = z.infer<typeof siteStatusSchema>;

/** GET /api/admin/settings (and the answer to PATCH). */
export const adminSettingsResponseSchema = z.object({
  settings: siteSettingsSchema,
  /** The server's own default place (DEFAULT_CITY/DEFAULT_REGION), used while none is set here. */
  serverDefaultLocation: placeSchema,
  status: siteStatusSchema,
  /** The newest changes first. */
  changes: z.array(siteSettingChangeSchema),
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;
