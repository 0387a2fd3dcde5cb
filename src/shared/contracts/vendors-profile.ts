import { z } from 'zod';
import { findVendorCategory, VENDOR_CATEGORIES } from '../constants.ts';
import { multiLineText, singleLineText } from '../lib/text.ts';

// A vendor's profile as its owner writes it (create, edit). Part of the vendors contract; import it
// through vendors.ts.

const INVALID_URL = 'Please enter a valid URL';
/** An image stored by POST /api/images/uploads (or a drawn poster), by its content id. */
const UPLOADED_IMAGE_URL = /^\/images\/[0-9a-f]{64}$/;
export const MAX_GALLERY_IMAGES = 12;
const httpUrl = singleLineText({ max: 2048, label: 'URL', tooLongMessage: 'URL is too long' }).regex(
  /^https?:\/\/[^\s]+$/i,
  INVALID_URL,
);
/** Empty text becomes null, so a cleared field clears the stored value. */
export const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
const optionalUrl = z.preprocess(emptyToNull, httpUrl.nullish());
export const optionalText = (max: number, label: string) =>
  z.preprocess(emptyToNull, multiLineText({ max, label }).nullish());
/** A count of miles or years: at least 0; empty becomes null. */
const optionalCount = (label: string, max: number) =>
  z.preprocess(
    emptyToNull,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} must be 0 or more`)
      .max(max, `${label} must be at most ${max}`)
      .nullish(),
  );

export const vendorServiceInputSchema = z
  .object({
    /** An existing service to keep and edit; omitted for a new one. */
    id: z.number().int().positive().optional(),
    name: singleLineText({
      max: 120,
      label: 'Service name',
      requiredMessage: 'Service name is required',
    }).pipe(z.string().min(1, 'Service name is required')),
    description: optionalText(1000, 'Service description'),
    price: z.coerce
      .number({ error: 'Price must be a number' })
      .min(0, 'Price must be 0 or more')
      .max(1_000_000, 'Price must be at most $1,000,000'),
    durationMinutes: z.preprocess(
      emptyToNull,
      z.coerce
        .number({ error: 'Duration must be a number' })
        .int('Duration must be whole minutes')
        .min(1, 'Duration must be at least 1 minute')
        .max(10_080, 'Duration must be at most a week')
        .nullish(),
    ),
    minimumBookingNoticeDays: optionalCount('Minimum notice', 730),
    maximumBookingNoticeDays: optionalCount('Maximum notice', 730),
  })
  .refine(
    (s) =>
      s.minimumBookingNoticeDays == null ||
      s.maximumBookingNoticeDays == null ||
      s.minimumBookingNoticeDays <= s.maximumBookingNoticeDays,
    { path: ['maximumBookingNoticeDays'], message: 'Maximum notice must be at least the minimum notice' },
  );

const vendorFieldShape = {
  name: singleLineText({
    max: 120,
    label: 'Business name',
    requiredMessage: 'Business name is required',
  }).pipe(z.string().min(1, 'Business name is required')),
  description: multiLineText({
    max: 5000,
    label: 'Description',
    requiredMessage: 'Description is required',
  }).pipe(z.string().min(1, 'Description is required')),
  category: z.preprocess(
    (value) => (typeof value === 'string' ? (findVendorCategory(value) ?? value) : value),
    z.enum(VENDOR_CATEGORIES, { error: 'Choose a vendor category from the list' }),
  ),
  contactEmail: singleLineText({
    max: 254,
    label: 'Email address',
    requiredMessage: 'Invalid email address',
    tooLongMessage: 'Invalid email address',
  }).pipe(z.email('Invalid email address')),
  contactPhone: singleLineText({
    max: 40,
    label: 'Phone number',
    requiredMessage: 'Phone number must be at least 10 digits',
    tooLongMessage: 'Phone number is too long',
  }).refine((v) => v.replace(/\D/g, '').length >= 10, 'Phone number must be at least 10 digits'),
  website: optionalUrl,
  logo: z.preprocess(
    emptyToNull,
    singleLineText({ max: 2048, label: 'Logo URL', tooLongMessage: 'URL is too long' })
      .refine((v) => /^\/images\/[\w./-]+$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), INVALID_URL)
      .nullish(),
  ),
  gallery: z
    .array(z.string().regex(UPLOADED_IMAGE_URL, 'Gallery pictures must be images uploaded here'))
    .max(MAX_GALLERY_IMAGES, `At most ${MAX_GALLERY_IMAGES} gallery pictures`)
    .default([]),
  location: singleLineText({
    max: 300,
    label: 'Location',
    requiredMessage: 'Location is required',
    tooLongMessage: 'Location is too long',
  }).pipe(z.string().min(1, 'Location is required')),
  travelDistance: optionalCount('Travel distance', 3000),
  yearsOfExperience: optionalCount('Years of experience', 100),
  responseTime: optionalText(100, 'Response time'),
  cancellationPolicy: optionalText(2000, 'Cancellation policy'),
  socialMedia: z
    .record(
      singleLineText({ max: 40, label: 'Platform name', tooLongMessage: 'Platform name is too long' }).pipe(
        z.string().min(1, 'Platform name is required'),
      ),
      httpUrl,
    )
    .refine((m) => Object.keys(m).length <= 10, 'At most 10 social links')
    .default({}),
  services: z.array(vendorServiceInputSchema).max(30, 'At most 30 services').default([]),
};

/** POST /api/vendors. */
export const createVendorBodySchema = z.object(vendorFieldShape).strict();

/** PATCH /api/vendors/{id}: only the fields sent change; `services` replaces the whole list. */
export const updateVendorBodySchema = z
  .object({
    ...vendorFieldShape,
    socialMedia: vendorFieldShape.socialMedia.removeDefault().optional(),
    gallery: vendorFieldShape.gallery.removeDefault().optional(),
    services: z.array(vendorServiceInputSchema).max(30, 'At most 30 services').optional(),
  })
  .partial()
  .strict();
