import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { EVENT_CATEGORIES, US_STATES, VENDOR_CATEGORIES } from '#shared/constants.ts';

/*
 * The labelled corpus the understanding of search and planner messages is measured on (see the
 * README next to the data files). Labels say what a reasonable person means, never what a parser
 * happens to output; this module only loads and validates them.
 */

const STATE_CODES = new Set<string>([...US_STATES.map(([code]) => code), 'DC']);

const stateSchema = z.string().refine((code) => STATE_CODES.has(code), 'a US state code');
const zipSchema = z.string().regex(/^\d{5}$/, 'a 5-digit ZIP');

/** Where: a city and state, a ZIP (the planner also names its city), a state alone, or "near me". */
const placeSchema = z.union([
  z.literal('near me'),
  z.strictObject({ city: z.string().min(2), state: stateSchema }),
  z.strictObject({ zip: zipSchema }),
  z.strictObject({ zip: zipSchema, city: z.string().min(2), state: stateSchema }),
  z.strictObject({ state: stateSchema }),
]);

/** One label or, where reasonable people differ, the few they would accept. */
const oneOrSome = <T extends z.ZodType>(schema: T) => z.union([schema, z.array(schema).min(2)]);

const eventCategorySchema = z.enum(EVENT_CATEGORIES);
const vendorCategorySchema = z.enum(VENDOR_CATEGORIES);
const dateLabelSchema = z.string().min(3);
const partSchema = z.enum(['dev', 'test']);

export const AUDIENCES = ['kids', 'adults', '18+', '21+'] as const;

/** Day parts a planner time may be instead of a clock time, with the start times each allows. */
export const DAY_PARTS = {
  morning: ['06:00', '11:59'],
  afternoon: ['12:00', '16:59'],
  evening: ['17:00', '21:59'],
  night: ['17:00', '23:59'],
} as const;

const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
const timeSchema = z.union([clockSchema, z.enum(Object.keys(DAY_PARTS) as [keyof typeof DAY_PARTS])]);

export const eventSearchExpectSchema = z.strictObject({
  category: oneOrSome(eventCategorySchema).nullable(),
  place: placeSchema.nullable(),
  date: dateLabelSchema.nullable(),
  price: z.union([z.literal('free'), z.strictObject({ max: z.number().int().positive() })]).nullable(),
  audience: z.enum(AUDIENCES).nullable(),
  /** Words that should stay in the free text ("jazz", "trunk or treat"); others may stay too. */
  keywords: z.array(z.string().regex(/^\S+$/)),
});

export const plannerExpectSchema = z.strictObject({
  category: oneOrSome(eventCategorySchema).nullable(),
  honoree: z
    .strictObject({ name: z.string().min(2).nullable(), relation: z.string().min(2).nullable() })
    .refine((h) => h.name !== null || h.relation !== null, 'a name or a relation')
    .nullable(),
  age: z.number().int().min(1).max(120).nullable(),
  date: dateLabelSchema.nullable(),
  time: timeSchema.nullable(),
  place: placeSchema.nullable(),
  guests: z.number().int().min(1).max(100_000).nullable(),
  budget: z.number().int().min(1).nullable(),
  theme: z.string().min(2).nullable(),
});

export const vendorSearchExpectSchema = z.strictObject({
  category: oneOrSome(vendorCategorySchema).nullable(),
  place: placeSchema.nullable(),
  budget: z.number().int().positive().nullable(),
});

const idSchema = z.string().regex(/^[a-z]{2}-\d{3,4}$/);
const textSchema = z.string().min(2).max(200);

const fileSchema = <T extends z.ZodType>(item: T) =>
  z.strictObject({ feature: z.string(), about: z.string(), split: z.string(), items: z.array(item) });

export const eventSearchFileSchema = fileSchema(
  z.strictObject({ id: idSchema, part: partSchema, text: textSchema, expect: eventSearchExpectSchema }),
);
export const plannerOneLinerFileSchema = fileSchema(
  z.strictObject({ id: idSchema, part: partSchema, text: textSchema, expect: plannerExpectSchema }),
);
export const plannerConversationFileSchema = fileSchema(
  z.strictObject({
    id: idSchema,
    part: partSchema,
    turns: z.array(textSchema).min(2),
    expect: plannerExpectSchema,
  }),
);
export const vendorSearchFileSchema = fileSchema(
  z.strictObject({ id: idSchema, part: partSchema, text: textSchema, expect: vendorSearchExpectSchema }),
);

export type CorpusPart = z.infer<typeof partSchema>;
export type CorpusPlace = z.infer<typeof placeSchema>;
export type EventSearchExpect = z.infer<typeof eventSearchExpectSchema>;
export type PlannerExpect = z.infer<typeof plannerExpectSchema>;
export type VendorSearchExpect = z.infer<typeof vendorSearchExpectSchema>;

export type Corpus = {
  eventSearch: z.infer<typeof eventSearchFileSchema>['items'];
  plannerOneLiners: z.infer<typeof plannerOneLinerFileSchema>['items'];
  plannerConversations: z.infer<typeof plannerConversationFileSchema>['items'];
  vendorSearch: z.infer<typeof vendorSearchFileSchema>['items'];
};

function readItems<T extends z.ZodType>(name: string, schema: T): z.infer<T> {
  const text = readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${name}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Loads and validates the four data files; throws naming the file and the bad item. */
export function loadCorpus(): Corpus {
  return {
    eventSearch: readItems('event-search.json', eventSearchFileSchema).items,
    plannerOneLiners: readItems('planner-one-liners.json', plannerOneLinerFileSchema).items,
    plannerConversations: readItems('planner-conversations.json', plannerConversationFileSchema).items,
    vendorSearch: readItems('vendor-search.json', vendorSearchFileSchema).items,
  };
}

/** A label that may list a few accepted values, as a list. */
export function acceptedValues<T>(label: T | T[]): T[] {
  return Array.isArray(label) ? label : [label];
}
