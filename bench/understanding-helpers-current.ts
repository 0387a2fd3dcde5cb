// The product's readers of typed text, run the way the app runs them and turned into the corpus's
// terms: the understanding layer for event and vendor search, and the built-in planner's turns.
import { EMPTY_STATE, type PlannerState } from '#server/features/planner/engine/draft.ts';
import { runBuiltInTurn } from '#server/features/planner/engine/engine.ts';
import type { PlannerPorts, TurnContext } from '#server/features/planner/engine/ports.ts';
import { geocodeUs } from '#server/lib/geo/gazetteer.ts';
import type { Anchor } from '#server/lib/understanding/corpus/date-oracle.ts';
import { anchorInstant } from '#server/lib/understanding/corpus/read.ts';
import type { PlannerReading } from '#server/lib/understanding/corpus/score.ts';

// Event and vendor search are read through the understanding layer (corpus/read.ts), as the app does.
export { readEventSearch, readVendorSearch } from '#server/lib/understanding/corpus/read.ts';

// The planner's ports answer nothing: the corpus measures what it understands, not what it finds.
const QUIET_PORTS: PlannerPorts = {
  findEvents: async () => [],
  discoverEvents: async () => [],
  findVendors: async () => [],
  createEvent: async (event) => ({ id: 1, title: event.title, url: '/events/1' }),
  drawPoster: async () => '/images/poster',
  setEventImage: async () => {},
};

// The visitor sits in a big city of the anchor's zone, as an IP lookup there would place them.
const VISITOR_CITY: Readonly<Record<string, string>> = {
  'America/New_York': 'New York, NY',
  'America/Chicago': 'Chicago, IL',
  'America/Denver': 'Denver, CO',
  'America/Los_Angeles': 'Los Angeles, CA',
};

function turnContext(anchor: Anchor): TurnContext {
  const place = geocodeUs(VISITOR_CITY[anchor.timeZone] ?? 'New York, NY');
  if (!place) throw new Error(`No visitor city for ${anchor.timeZone}`);
  const { city, region, lat, lon } = place;
  return {
    now: anchorInstant(anchor),
    visitor: { city, region, lat, lon, timeZone: anchor.timeZone },
    affiliateTag: null,
  };
}

/** Runs the messages through the built-in planner, as one conversation, and reads its draft. */
export async function readPlanner(messages: readonly string[], anchor: Anchor): Promise<PlannerReading> {
  const ctx = turnContext(anchor);
  let state: PlannerState = EMPTY_STATE;
  for (const message of messages) state = (await runBuiltInTurn(message, state, QUIET_PORTS, ctx)).state;
  const draft = state.draft;
  if (!draft) {
    return {
      category: null,
      honoree: null,
      age: null,
      day: null,
      time: null,
      place: null,
      guests: null,
      budget: null,
      theme: null,
    };
  }
  return {
    category: draft.category,
    honoree:
      draft.honoreeName || draft.relation ? { name: draft.honoreeName, relation: draft.relation } : null,
    age: draft.age,
    day: draft.day,
    time: draft.time,
    place: draft.place ? { city: draft.place.city, state: draft.place.region } : null,
    guests: draft.guestCount,
    budget: draft.budget,
    theme: draft.theme,
  };
}
