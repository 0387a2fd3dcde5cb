import type { z } from 'zod';
import type { DiscoveredEvent } from '#shared/contracts/planner.ts';
import { findPlace, geocodeUs } from '../../../lib/geo/gazetteer.ts';
import { composeDetails, missingFields, summarize } from './compose.ts';
import { categoryOf, emptyDraft, type PlannerState } from './draft.ts';
import { discoveredEventOf } from './find-events.ts';
import { isAffirmation } from './intents.ts';
import type { ProviderAction, ProviderTurnInput } from './provider.ts';
import { applyDetails, dayStart } from './provider-details.ts';
import { detailsArgs, discoverArgs, searchArgs, vendorArgs } from './provider-tools.ts';

const SEARCH_RADIUS_MILES = 50;
const FOUND_LIMIT = 8;
const VENDOR_LIMIT = 6;

export type ToolResult = { content: string; action?: ProviderAction };

/**
 * The tool calls of one provider turn: reads run at once, the event card changes in memory, and
 * creating and drawing answer an action that ends the turn. `state` and `discovered` are what the
 * calls so far made of the turn.
 */
export function createToolCalls(input: ProviderTurnInput) {
  const { ctx, reads } = input;
  const startStage = input.state.stage;
  const confirmed = isAffirmation(input.message.toLowerCase());
  let state: PlannerState = {
    ...input.state,
    draft: input.state.draft ? { ...input.state.draft } : null,
  };
  const discovered: DiscoveredEvent[] = [];

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
          .map(discoveredEventOf);
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

  return { run, state: () => state, discovered };
}
