import { z } from 'zod';
import { EVENT_CATEGORIES } from '#shared/constants.ts';
import type { LlmTool } from '../../../lib/llm/llm-client.ts';

/*
 * The tools the provider's model may call, with the arguments each accepts (zod checks every call
 * before it runs).
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)$/;

export const searchArgs = z.object({
  city: z.string().max(100).optional().describe('US city; omit to search near the user'),
  region: z.string().max(40).optional().describe('Two-letter US state code'),
  from: z.string().regex(ISO_DAY).optional().describe('First day, YYYY-MM-DD'),
  to: z.string().regex(ISO_DAY).optional().describe('Last day, YYYY-MM-DD'),
  category: z.enum(EVENT_CATEGORIES).optional(),
});
export const discoverArgs = z.object({
  city: z.string().max(100),
  region: z.string().max(40).describe('Two-letter US state code'),
});
export const vendorArgs = z.object({
  category: z.enum(EVENT_CATEGORIES).optional().describe("The event's category; defaults to the draft's"),
});
export const detailsArgs = z.object({
  title: z.string().max(200).optional(),
  description: z.string().max(2000).optional(),
  category: z.enum(EVENT_CATEGORIES).optional(),
  occasion: z
    .string()
    .max(60)
    .optional()
    .describe('The occasion in a few words: "8th birthday", "retirement party"'),
  date: z.string().regex(ISO_DAY).optional().describe('YYYY-MM-DD, in the place of the event'),
  time: z.string().regex(CLOCK).optional().describe('Start, 24-hour HH:MM'),
  endTime: z.string().regex(CLOCK).optional().describe('End, 24-hour HH:MM'),
  location: z.string().max(300).optional().describe('"City, ST" or a street address with city and state'),
  guestCount: z.number().int().min(1).max(100_000).optional(),
  budget: z.number().min(0).max(10_000_000).optional().describe('Whole US dollars'),
  honoree: z.string().max(100).optional().describe('Who the party is for'),
  age: z.number().int().min(0).max(130).optional(),
  theme: z.string().max(60).optional(),
  where: z
    .enum(['home', 'venue'])
    .optional()
    .describe('Where it happens: "home" (a house, an apartment, a backyard) or "venue" (anywhere booked)'),
  whereKind: z
    .string()
    .max(40)
    .optional()
    .describe(
      'The kind of place in a word or two: "apartment", "backyard", "restaurant", "banquet hall", "park"',
    ),
  poster: z.boolean().optional().describe('Whether to draw a poster when the event is created'),
});
const noArgs = z.object({});

function toolOf(name: string, description: string, schema: z.ZodType): LlmTool {
  const { $schema: _ignored, ...parameters } = z.toJSONSchema(schema) as Record<string, unknown>;
  return { name, description, parameters };
}

export const TOOLS: readonly LlmTool[] = [
  toolOf(
    'search_events',
    'Upcoming events stored on Confetti within 50 miles of a US city (or of the user), optionally between two days and of one category.',
    searchArgs,
  ),
  toolOf(
    'discover_events',
    'Well-known public events around a US city from the discovery sources (annual events, local calendars). Nothing is stored.',
    discoverArgs,
  ),
  toolOf(
    'find_vendors',
    "Vendors from the directory who travel to the planned event's place, best suited and rated first.",
    vendorArgs,
  ),
  toolOf(
    'update_event_details',
    'Sets the fields of the event being planned (only the ones given change). Answers the event card and what is still missing.',
    detailsArgs,
  ),
  toolOf(
    'create_event',
    'Creates the planned event. Only after the user has seen the summary and said yes in this message.',
    noArgs,
  ),
  toolOf(
    'generate_poster',
    'Draws a poster: for the created event now, or for the planned event when it is created.',
    noArgs,
  ),
];
