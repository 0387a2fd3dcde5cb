import type { z } from 'zod';
import type { DiscoveredEvent } from '#shared/contracts/planner.ts';
import { placeEventLocation } from '../../../lib/events/event-location.ts';
import { findPlace, geocodeUs } from '../../../lib/geo/gazetteer.ts';
import { type LlmClient, LlmError, type LlmMessage } from '../../../lib/llm/llm-client.ts';
import { composeDetails, missingFields, summarize } from './compose.ts';
import {
  categoryOf,
  defaultTime,
  emptyDraft,
  type LocalDay,
  type PlannerDraft,
  type PlannerState,
  zonedDate,
} from './draft.ts';
import { isAffirmation } from './intents.ts';
import type { PlannerPorts, TurnContext } from './ports.ts';
import { CLOCK, detailsArgs, discoverArgs, searchArgs, TOOLS, vendorArgs } from './provider-tools.ts';
import { dayIn } from './read-shared.ts';

/** What the provider's tools may read; every call runs with the caller's rights, outside any transaction. */
export type ProviderReads = Pick<PlannerPorts, 'findEvents' | 'discoverEvents' | 'findVendors'>;

/**
 * A write the model asked for. Writes end the model's turn: the service performs them in the turn's
 * one short transaction and answers from their result, so no provider call ever runs inside it.
 */
export type ProviderAction = { kind: 'create' } | { kind: 'poster' };

export type ProviderOutcome = {
  /** What the model wrote (all rounds), as streamed to the page. */
  message: string;
  state: PlannerState;
  discovered: DiscoveredEvent[];
  action: ProviderAction | null;
};

export type ProviderTurnInput = {
  message: string;
  /** The conversation so far, oldest first (its text only). */
  history: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>;
  state: PlannerState;
  ctx: TurnContext;
  reads: ProviderReads;
  onText: (delta: string) => void;
  signal?: AbortSignal;
};

/** Tool rounds one turn may take before the answer must come. */
const MAX_ROUNDS = 6;
const HISTORY_MESSAGES = 20;
const SEARCH_RADIUS_MILES = 50;
const FOUND_LIMIT = 8;
const VENDOR_LIMIT = 6;

function systemPrompt(input: ProviderTurnInput): string {
  const { ctx, state } = input;
  const today = dayIn(ctx.now, ctx.visitor.timeZone);
  const day = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  const card = state.draft ? JSON.stringify(composeDetails(state.draft)) : 'none yet';
  const created = state.created ? `${state.created.title} (/events/${state.created.id})` : 'none';
  return [
    'You are the party planner of Confetti, a site for planning and finding parties and events in the United States.',
    'Help the user plan one event: learn the occasion, date, place, guests, budget and theme; keep the event card current with update_event_details whenever the user tells you something; ask for one missing thing at a time (a date and a place are required).',
    'When nothing required is missing, sum the event up and ask the user to confirm. Call create_event only when the user says yes to that summary in their latest message; never create without that.',
    'A created event is changed on its own page (Edit); new details after a creation start the next party.',
    'Use search_events and discover_events for requests like "find events in Austin", find_vendors for vendor questions, generate_poster when the user wants a poster.',
    'Answer in a few short sentences of plain text with light Markdown (bold, lists, links). Never invent events, vendors or links: use only what the tools return.',
    `Today is ${day} where the user is (${ctx.visitor.city}, ${ctx.visitor.region}, time zone ${ctx.visitor.timeZone}).`,
    `The event card so far: ${card}. Conversation stage: ${state.stage}. Last event created in this conversation: ${created}.`,
  ].join('\n');
}

function readDay(text: string): LocalDay {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function readClock(text: string) {
  const m = CLOCK.exec(text)!;
  return { hour: Number(m[1]), minute: Number(m[2]) };
}

function placeOf(location: string) {
  const place = placeEventLocation(location);
  if (!place) return null;
  const isCityOnly = !/\d/.test(location);
  return {
    location: isCityOnly ? `${place.city}, ${place.region}` : location.trim(),
    city: place.city,
    region: place.region,
    timeZone: place.timeZone,
    lat: place.lat,
    lon: place.lon,
  };
}

/** Applies the model's fields to the draft; answers the problems a person must fix. */
function applyDetails(draft: PlannerDraft, args: z.infer<typeof detailsArgs>, ctx: TurnContext): string[] {
  const problems: string[] = [];
  if (args.title !== undefined) draft.title = args.title.trim() || null;
  if (args.description !== undefined) draft.description = args.description.trim() || null;
  if (args.category) draft.category = args.category;
  if (args.occasion !== undefined) draft.occasion = args.occasion.trim().toLowerCase() || null;
  if (args.honoree !== undefined) draft.honoreeName = args.honoree.trim() || null;
  if (args.age !== undefined) draft.age = args.age;
  if (args.guestCount !== undefined) draft.guestCount = args.guestCount;
  if (args.budget !== undefined) draft.budget = Math.round(args.budget);
  if (args.theme !== undefined) draft.theme = args.theme.trim() || null;
  if (args.poster !== undefined) draft.wantsPoster = args.poster;
  if (args.where) {
    const place = args.whereKind?.trim().toLowerCase() || (args.where === 'home' ? 'home' : 'venue');
    draft.setting = { kind: args.where, place };
  }
  if (args.time) draft.time = readClock(args.time);
  if (args.endTime) draft.endTime = readClock(args.endTime);
  if (args.location) {
    const place = placeOf(args.location);
    if (place) draft.place = place;
    else problems.push(`"${args.location}" is not a US place I can find; ask for the city and state.`);
  }
  if (args.date) {
    const day = readDay(args.date);
    const zone = draft.place?.timeZone ?? ctx.visitor.timeZone;
    const at = zonedDate(day, draft.time ?? defaultTime(draft), zone);
    const today = dayIn(ctx.now, zone);
    const isToday = day.year === today.year && day.month === today.month && day.day === today.day;
    const check = new Date(Date.UTC(day.year, day.month - 1, day.day));
    if (check.getUTCMonth() !== day.month - 1 || check.getUTCDate() !== day.day)
      problems.push(`${args.date} is not a date.`);
    else if (at.getTime() < ctx.now.getTime() && !isToday) problems.push(`${args.date} has already passed.`);
    else draft.day = day;
  }
  return problems;
}

function dayStart(text: string, timeZone: string): Date {
  return zonedDate(readDay(text), { hour: 0, minute: 0 }, timeZone);
}

type ToolResult = { content: string; action?: ProviderAction };

/**
 * One turn of the provider engine: the model reads the conversation and calls tools (reads run at
 * once; the event card changes in memory; creating and drawing end the turn as an action), its text
 * streamed through `onText`. Throws LlmError when the provider fails or takes too many rounds.
 */
export async function runProviderTurn(llm: LlmClient, input: ProviderTurnInput): Promise<ProviderOutcome> {
  const { ctx, reads } = input;
  const startStage = input.state.stage;
  const confirmed = isAffirmation(input.message.toLowerCase());
  let state: PlannerState = {
    ...input.state,
    draft: input.state.draft ? { ...input.state.draft } : null,
  };
  const discovered: DiscoveredEvent[] = [];
  const texts: string[] = [];

  const addFound = (events: DiscoveredEvent[]) => {
    for (const e of events) {
      if (!discovered.some((d) => d.title === e.title && d.date === e.date)) discovered.push(e);
    }
  };

  async function run(name: string, raw: string): Promise<ToolResult> {
    let json: unknown;
    try {
      json = raw.trim() ? JSON.parse(raw) : {};
    } catch {
      return { content: JSON.stringify({ error: 'The arguments were not valid JSON.' }) };
    }
    const fail = (error: z.ZodError) => ({
      content: JSON.stringify({
        error: error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      }),
    });
    switch (name) {
      case 'search_events': {
        const parsed = searchArgs.safeParse(json);
        if (!parsed.success) return fail(parsed.error);
        const a = parsed.data;
        const place = a.city
          ? ((a.region ? findPlace(a.city, a.region) : null) ??
            geocodeUs(a.region ? `${a.city}, ${a.region}` : a.city))
          : null;
        if (a.city && !place) return { content: JSON.stringify({ error: `No US place called ${a.city}.` }) };
        const center = place ?? ctx.visitor;
        const from = a.from ? dayStart(a.from, center.timeZone) : ctx.now;
        const events = await reads.findEvents({
          lat: center.lat,
          lon: center.lon,
          radiusMiles: SEARCH_RADIUS_MILES,
          from: from > ctx.now ? from : ctx.now,
          to: a.to ? new Date(dayStart(a.to, center.timeZone).getTime() + 86_400_000) : null,
          category: a.category ?? null,
          limit: FOUND_LIMIT,
        });
        addFound(events);
        return { content: JSON.stringify({ place: `${center.city}, ${center.region}`, events }) };
      }
      case 'discover_events': {
        const parsed = discoverArgs.safeParse(json);
        if (!parsed.success) return fail(parsed.error);
        const found = await reads.discoverEvents({
          city: parsed.data.city,
          region: parsed.data.region,
          radiusMiles: SEARCH_RADIUS_MILES,
        });
        const events: DiscoveredEvent[] = found
          .filter((e) => !e.isDuplicate && new Date(e.date) >= ctx.now)
          .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
          .slice(0, FOUND_LIMIT)
          .map((e) => ({
            id: null,
            title: e.title,
            date: new Date(e.date).toISOString(),
            location: e.location,
            url: e.url,
            source: e.source,
          }));
        addFound(events);
        return { content: JSON.stringify({ events }) };
      }
      case 'find_vendors': {
        const parsed = vendorArgs.safeParse(json);
        if (!parsed.success) return fail(parsed.error);
        const place = state.draft?.place;
        if (!place)
          return { content: JSON.stringify({ error: 'The event has no place yet; ask where it is.' }) };
        const vendors = await reads.findVendors({
          lat: place.lat,
          lon: place.lon,
          category: parsed.data.category ?? categoryOf(state.draft!),
          limit: VENDOR_LIMIT,
        });
        return { content: JSON.stringify({ vendors }) };
      }
      case 'update_event_details': {
        const parsed = detailsArgs.safeParse(json);
        if (!parsed.success) return fail(parsed.error);
        // After an event is created, new details start the next party (the created one is edited on its page).
        const isNext = state.stage === 'created' || !state.draft;
        const draft = isNext ? emptyDraft() : { ...state.draft! };
        const problems = applyDetails(draft, parsed.data, ctx);
        state = { ...state, draft, stage: 'collecting', posterOffered: isNext ? false : state.posterOffered };
        return { content: JSON.stringify({ eventCard: composeDetails(draft), problems }) };
      }
      case 'create_event': {
        const draft = state.draft;
        if (!draft) return { content: JSON.stringify({ error: 'Nothing is planned yet.' }) };
        const missing = missingFields(draft);
        if (missing.length > 0) {
          return {
            content: JSON.stringify({ error: `Not created: still missing ${missing.join(' and ')}.` }),
          };
        }
        if (startStage !== 'confirming' || !confirmed) {
          return {
            content: JSON.stringify({
              error: 'Not created: the user has not confirmed. Sum the event up and ask them to say yes.',
              summary: summarize(draft),
            }),
          };
        }
        return { content: JSON.stringify({ status: 'creating' }), action: { kind: 'create' } };
      }
      case 'generate_poster': {
        if (state.stage === 'created' && state.created) {
          return { content: JSON.stringify({ status: 'drawing' }), action: { kind: 'poster' } };
        }
        if (!state.draft) return { content: JSON.stringify({ error: 'Nothing is planned yet.' }) };
        state = { ...state, draft: { ...state.draft, wantsPoster: true } };
        return { content: JSON.stringify({ status: 'A poster will be drawn when the event is created.' }) };
      }
      default:
        return { content: JSON.stringify({ error: `There is no tool called ${name}.` }) };
    }
  }

  const messages: LlmMessage[] = [
    { role: 'system', content: systemPrompt(input) },
    ...input.history.slice(-HISTORY_MESSAGES),
    { role: 'user', content: input.message },
  ];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const reply = await llm.stream(
      { messages, tools: TOOLS, ...(input.signal ? { signal: input.signal } : {}) },
      input.onText,
    );
    if (reply.content.trim()) texts.push(reply.content.trim());
    if (reply.toolCalls.length === 0) {
      return { message: texts.join('\n\n'), state: finish(state), discovered, action: null };
    }
    messages.push({ role: 'assistant', content: reply.content || null, toolCalls: reply.toolCalls });
    for (const call of reply.toolCalls) {
      const result = await run(call.name, call.arguments);
      if (result.action) {
        return { message: texts.join('\n\n'), state: finish(state), discovered, action: result.action };
      }
      messages.push({ role: 'tool', toolCallId: call.id, content: result.content });
    }
  }
  throw new LlmError('protocol', `The AI provider called tools for more than ${MAX_ROUNDS} rounds`);
}

/** The stage the next turn starts from: ready to confirm once nothing required is missing. */
function finish(state: PlannerState): PlannerState {
  if (!state.draft || state.stage === 'created') return state;
  return { ...state, stage: missingFields(state.draft).length === 0 ? 'confirming' : 'collecting' };
}
