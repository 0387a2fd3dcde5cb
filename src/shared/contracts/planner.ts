import { z } from 'zod';
import { EVENT_CATEGORIES } from '../constants.ts';
import { multiLineText } from '../lib/text.ts';

/** Longest message a person may send the planner in one turn. */
export const PLANNER_MESSAGE_MAX = 2000;

/** Fields the planner needs before it can create the event. */
export const PLANNER_REQUIRED_FIELDS = ['date', 'location'] as const;
export type PlannerRequiredField = (typeof PLANNER_REQUIRED_FIELDS)[number];

/** POST /api/chat-planner. */
export const chatPlannerBodySchema = z.object({
  message: multiLineText({
    max: PLANNER_MESSAGE_MAX,
    label: 'Message',
    requiredMessage: 'Please type a message',
    tooLongMessage: `Messages can be at most ${PLANNER_MESSAGE_MAX} characters`,
  }).pipe(z.string().min(1, 'Please type a message')),
});
export type ChatPlannerBody = z.input<typeof chatPlannerBodySchema>;

/** The event being planned so far. */
export const plannerEventDetailsSchema = z.object({
  title: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  /** ISO 8601 with the event's own UTC offset: '2026-12-12T14:00:00-08:00'. */
  date: z.string().nullable(),
  timeZone: z.string().nullable(),
  location: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  guestCount: z.number().int().nullable(),
  /** Whole dollars. */
  budget: z.number().nullable(),
  honoree: z.string().nullable(),
  theme: z.string().nullable(),
  description: z.string(),
  /** What is still needed before it can be created. */
  missing: z.array(z.enum(PLANNER_REQUIRED_FIELDS)),
});
export type PlannerEventDetails = z.infer<typeof plannerEventDetailsSchema>;

/** Where a found event comes from when it is a stored Confetti event. */
export const STORED_EVENT_SOURCE = 'confetti';

export const discoveredEventSchema = z.object({
  /** The stored event; null for one only a discovery source knows (it has no /events page). */
  id: z.number().int().nullable(),
  title: z.string(),
  date: z.string(),
  location: z.string(),
  /** `/events/{id}` for a stored event, else the source's own page when it has one, else null. */
  url: z.string().nullable(),
  /** `confetti` (stored), `almanac` (the built-in almanac) or `ics:{host}` (an operator feed). */
  source: z.string(),
});
export type DiscoveredEvent = z.infer<typeof discoveredEventSchema>;

export const createdEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
});
export type CreatedEvent = z.infer<typeof createdEventSchema>;

export const planTimelineStepSchema = z.object({
  /** Days before the party (0 = the party day); the first step may be today. */
  daysBefore: z.number().int().min(0),
  /** Whole weeks before the party (0 in its last week). */
  weeksBefore: z.number().int().min(0),
  /** The step's day, YYYY-MM-DD in the party's zone; null while the party has no date. */
  date: z.string().nullable(),
  label: z.string(),
  tasks: z.array(z.string()),
});

export const planBudgetItemSchema = z.object({
  label: z.string(),
  /** Share of the budget, in whole percent (the shares add up to 100). */
  percent: z.number(),
  /** Whole dollars, when a budget is known; the amounts add up to the budget exactly. */
  amount: z.number().nullable(),
});

export const planVendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  location: z.string(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  travelDistance: z.number().nullable(),
  /** Miles from the vendor to the party's place. */
  distanceMiles: z.number().nullable(),
  url: z.string(),
});
export type PlanVendor = z.infer<typeof planVendorSchema>;

export const planSupplySchema = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string(),
});

/** One quantity sized from the guest count: "Drinks: 60 (2 per guest the first hour, 1 each hour after)". */
export const planQuantitySchema = z.object({
  label: z.string(),
  amount: z.string(),
  rule: z.string(),
});

/** The party plan that goes with an event: extra to the event card, which API clients read alone. */
export const partyPlanSchema = z.object({
  /** The plan's title: the event's title from the details known. */
  title: z.string(),
  /** 'home' (a house, an apartment, a backyard), 'venue' (anywhere booked) or null when not said. */
  setting: z.enum(['home', 'venue']).nullable(),
  timeline: z.array(planTimelineStepSchema),
  checklist: z.array(z.string()),
  /** Food, drinks and seating for the guest count; empty while the count is unknown. */
  quantities: z.array(planQuantitySchema),
  budget: z.object({
    total: z.number().nullable(),
    /** The budget per guest in dollars (two decimals), when both are known. */
    perHead: z.number().nullable(),
    items: z.array(planBudgetItemSchema),
  }),
  /** Vendors who travel to the party's place, suited trades first, nearest first. */
  vendors: z.array(planVendorSchema),
  /**
   * The marketplace search for the party's place, for when no listed vendor travels there (and to
   * see more); null while the place is unknown.
   */
  vendorSearch: z.object({ place: z.string(), url: z.string() }).nullable(),
  supplies: z.array(planSupplySchema),
});
export type PartyPlan = z.infer<typeof partyPlanSchema>;

/** The fields of the party the planner shows with the words it read them from. */
export const PLANNER_UNDERSTOOD_FIELDS = [
  'occasion',
  'honoree',
  'age',
  'date',
  'time',
  'place',
  'guests',
  'budget',
  'theme',
] as const;
export type PlannerUnderstoodField = (typeof PLANNER_UNDERSTOOD_FIELDS)[number];

/** One field as understood: its value in words and the host's own words it came from. */
export const plannerUnderstoodSchema = z.object({
  field: z.enum(PLANNER_UNDERSTOOD_FIELDS),
  label: z.string(),
  value: z.string(),
  /** The words of the conversation it was read from; null when it is a default or came another way. */
  words: z.string().nullable(),
});
export type PlannerUnderstood = z.infer<typeof plannerUnderstoodSchema>;

/** The answer to one turn. */
export const chatPlannerResponseSchema = z.object({
  message: z.string(),
  eventDetails: plannerEventDetailsSchema.nullable(),
  discoveredEvents: z.array(discoveredEventSchema),
  generateImages: z.boolean(),
  createdEvents: z.array(createdEventSchema),
  plan: partyPlanSchema.nullable(),
  /** What the planner understood of the party so far, field by field (the card edits each in place). */
  understood: z.array(plannerUnderstoodSchema).optional(),
});
export type ChatPlannerResponse = z.infer<typeof chatPlannerResponseSchema>;

/**
 * POST /api/chat-planner/stream (same body): answers `text/event-stream` with `delta` events
 * (`{ text }`) as the reply is written, then one `done` event carrying the whole answer (the shape
 * above), or one `error` event. A request refused before any text (sign-in, input, rate limit,
 * provider failure) gets the usual JSON error instead.
 */
export const plannerStreamDeltaSchema = z.object({ text: z.string() });
export type PlannerStreamDelta = z.infer<typeof plannerStreamDeltaSchema>;
export const plannerStreamErrorSchema = z.object({ status: z.number().int(), message: z.string() });
export type PlannerStreamError = z.infer<typeof plannerStreamErrorSchema>;

/** One stored message of the conversation. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  eventDetails: plannerEventDetailsSchema.nullable().optional(),
  discoveredEvents: z.array(discoveredEventSchema).optional(),
  generateImages: z.boolean().optional(),
  createdEvents: z.array(createdEventSchema).optional(),
  plan: partyPlanSchema.nullable().optional(),
  understood: z.array(plannerUnderstoodSchema).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/chat-planner: the caller's conversation, oldest first (the greeting is not stored). */
export const chatConversationResponseSchema = z.object({ messages: z.array(chatMessageSchema) });
export type ChatConversationResponse = z.infer<typeof chatConversationResponseSchema>;
/** The assistant's opening words and the example prompts shown as buttons. */
export const PLANNER_GREETING =
  "Hi! I'm your party planner. Tell me about the party in plain English — the occasion, date, place, guests, budget or theme — and I'll draft the event, build a plan with vendors and supplies, and create it when you say so. I can also find events in a city.";
export const PLANNER_EXAMPLES = [
  "Plan my daughter's 8th birthday in San Jose on Dec 12 at 2pm for 20 kids",
  'A retirement party for my boss in Austin, TX next Friday evening, about fifty people, under $1,500',
  "What's happening in Chicago this weekend?",
] as const;

/** What the planner says when a turn fails: this reply in the chat, and this toast. */
export const PLANNER_ERROR_REPLY = "I'm sorry, I encountered an error. Please try again.";
export const PLANNER_ERROR_TOAST = 'Failed to get response';
