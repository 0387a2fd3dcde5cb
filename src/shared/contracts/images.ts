import { z } from 'zod';
import { DEFAULT_EVENT_CATEGORY, IMAGE_COLOR_THEMES, IMAGE_MOODS, IMAGE_STYLES } from '../constants.ts';
import { multiLineText, singleLineText } from '../lib/text.ts';

/** Both title and description are needed before an image can be drawn. */
export const MISSING_IMAGE_INFO_MESSAGE =
  'Missing Information - Please provide a title and description first to generate a relevant image.';

/** Image option defaults: the create page celebrates; the admin wizard starts professional. */
export const IMAGE_DEFAULTS = {
  style: 'modern',
  colorTheme: 'vibrant',
  createMood: 'celebratory',
  wizardMood: 'professional',
  creativity: 50,
} as const;

/**
 * Every generated poster is stored in three sizes. `social` (1200 x 630, the share-card size) is
 * the canonical `imageUrl`; the others are asked for with `?size=`.
 */
export const IMAGE_VARIANTS = {
  social: { width: 1200, height: 630 },
  hero: { width: 1600, height: 900 },
  card: { width: 600, height: 400 },
} as const;
export const IMAGE_VARIANT_NAMES = ['social', 'hero', 'card'] as const;
export type ImageVariant = (typeof IMAGE_VARIANT_NAMES)[number];

const style = z.enum(IMAGE_STYLES, { error: `Style must be one of: ${IMAGE_STYLES.join(', ')}` });
const colorTheme = z.enum(IMAGE_COLOR_THEMES, {
  error: `Color theme must be one of: ${IMAGE_COLOR_THEMES.join(', ')}`,
});
const mood = z.enum(IMAGE_MOODS, { error: `Mood must be one of: ${IMAGE_MOODS.join(', ')}` });
const creativity = z
  .number({ error: 'Creativity must be a number from 0 to 100' })
  .int('Creativity must be a whole number')
  .min(0, 'Creativity must be at least 0')
  .max(100, 'Creativity must be at most 100');

const requiredText = (max: number, label: string) =>
  multiLineText({ max, label, requiredMessage: MISSING_IMAGE_INFO_MESSAGE }).min(
    1,
    MISSING_IMAGE_INFO_MESSAGE,
  );

/** POST /api/events/generate-event-image: the create page draws an image before the event exists. */
export const generateEventImageBodySchema = z.object({
  title: requiredText(200, 'Title'),
  description: requiredText(10_000, 'Description'),
  category: singleLineText({ max: 100, label: 'Category' }).default(DEFAULT_EVENT_CATEGORY),
  style: style.default(IMAGE_DEFAULTS.style),
  colorTheme: colorTheme.default(IMAGE_DEFAULTS.colorTheme),
  mood: mood.default(IMAGE_DEFAULTS.createMood),
  creativity: creativity.default(IMAGE_DEFAULTS.creativity),
});
export type GenerateEventImageBody = z.input<typeof generateEventImageBodySchema>;
export type GenerateEventImageInput = z.output<typeof generateEventImageBodySchema>;

/**
 * POST /api/events/:id/generate-image: the wizard draws from the stored event. The legacy
 * `generateImage` flag is accepted and has no effect.
 */
const imageOptionsSchema = z.object({
  style: style.default(IMAGE_DEFAULTS.style),
  colorTheme: colorTheme.default(IMAGE_DEFAULTS.colorTheme),
  mood: mood.default(IMAGE_DEFAULTS.wizardMood),
  creativity: creativity.default(IMAGE_DEFAULTS.creativity),
  generateImage: z.boolean().optional(),
});
export const generateImageForEventBodySchema = z.preprocess(
  // A call with no body at all (Fastify reads it as null) takes every default.
  (body) => body ?? {},
  imageOptionsSchema,
);
export type GenerateImageForEventBody = z.input<typeof imageOptionsSchema>;
export type GenerateImageForEventInput = z.output<typeof imageOptionsSchema>;

export const generatedImageResponseSchema = z.object({ imageUrl: z.string() });
export type GeneratedImageResponse = z.infer<typeof generatedImageResponseSchema>;

/** GET /images/:id: a stored image's id is the hex SHA-256 of its bytes. */
export const storedImageParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, 'Invalid image ID'),
});
export const storedImageQuerySchema = z.object({
  size: z
    .enum(IMAGE_VARIANT_NAMES, { error: `size must be one of: ${IMAGE_VARIANT_NAMES.join(', ')}` })
    .optional(),
});

/**
 * GET /images/:id/:file: a stored size as WebP at one width, `{size}-{width}.webp`
 * (STORED_IMAGE_WEBP_WIDTHS in #shared/lib/event-image.ts lists the widths offered).
 */
export const storedImageWebpParamsSchema = storedImageParamsSchema.extend({
  file: z
    .string()
    .regex(/^(social|hero|card)-\d{2,4}\.webp$/, 'The file must be {size}-{width}.webp')
    .transform((file) => {
      const [variant, width] = file.replace(/\.webp$/, '').split('-');
      return { variant: variant as ImageVariant, width: Number(width) };
    }),
});

/** Uploads (vendor logo and gallery, event image): JPEG, PNG or WebP, checked by content. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FITS = ['photo', 'logo'] as const;
export type UploadFit = (typeof UPLOAD_FITS)[number];

/** POST /api/images/uploads?fit=photo|logo: the raw file is the body. */
export const uploadImageQuerySchema = z.object({
  fit: z.enum(UPLOAD_FITS, { error: `fit must be one of: ${UPLOAD_FITS.join(', ')}` }).default('photo'),
});
