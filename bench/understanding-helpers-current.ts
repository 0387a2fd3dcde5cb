// The product's readers of typed text, run the way the app runs them and turned into the corpus's
// terms: the understanding layer for event and vendor search, and the built-in planner's turns.
import { TZDate } from '@date-fns/tz';
import { EMPTY_STATE, type PlannerState } from '#server/features/planner/engine/draft.ts';
import {
  type PlannerPorts,
  runBuiltInTurn,
  type TurnContext,
} from '#server/features/planner/engine/engine.ts';
import { geocodeUs } from '#server/lib/geo/gazetteer.ts';
import type { PlacePhrase } from '#server/lib/understanding/places/names.ts';
import { understand } from '#server/lib/understanding/understand.ts';
import { understandVendorSearch } from '#server/lib/understanding/understand-vendor.ts';
import type { Anchor, WallTime } from '#server/lib/understanding/corpus/date-oracle.ts';
import type {
  EventSearchReading,
  PlannerReading,
  ReadPlace,
  VendorSearchReading,
} from '#server/lib/understanding/corpus/score.ts';
import { US_STATES } from '#shared/constants.ts';

/** The instant of the anchor's wall clock in its zone. */
export function anchorInstant(anchor: Anchor): Date {
  const { year, month, day, hour, minute } = anchor.now;
  return new Date(new TZDate(year, month - 1, day, hour, minute, 0, 0, anchor.timeZone).getTime());
}

function toWall(instant: Date, timeZone: string): WallTime {
  const t = new TZDate(instant.getTime(), timeZone);
  return {
    year: t.getFullYear(),
    month: t.getMonth() + 1,
    day: t.getDate(),
    hour: t.getHours(),
    minute: t.getMinutes(),
  };
}

const STATE_BY_NAME = new Map(US_STATES.map(([code, name]) => [name.toLowerCase(), code]));

/** A parsed place phrase as the server would place it: a ZIP, a state alone, or the gazetteer's city. */
function placePhrase(phrase: PlacePhrase | null): ReadPlace | null {
  if (!phrase) return null;
  const text = phrase.text.trim();
  if (/^\d{5}$/.test(text)) return { zip: text };
  const state = STATE_BY_NAME.get(text.toLowerCase());
  if (state && (phrase.region === null || phrase.region === state)) return { state };
  const place = geocodeUs(phrase.region ? `${text}, ${phrase.region}` : text);
  return place ? { city: place.city, state: place.region } : { unplaced: text };
}

export function readEventSearch(text: string, anchor: Anchor): EventSearchReading {
  const read = understand(text, { now: anchorInstant(anchor), timeZone: anchor.timeZone });
  const price = read.price;
  return {
    category: read.category?.value ?? null,
    place: read.nearMe && !read.place ? 'near me' : placePhrase(read.place),
    range: read.date
      ? {
          from: toWall(read.date.from, anchor.timeZone),
          to: read.date.to ? toWall(read.date.to, anchor.timeZone) : null,
        }
      : null,
    price: price === null ? null : price.kind === 'free' ? 'free' : { max: price.maxPrice },
    audience: read.audience?.value ?? null,
    text: read.text,
  };
}

export function readVendorSearch(text: string): VendorSearchReading {
  const read = understandVendorSearch(text);
  return {
    category: read.category?.value ?? null,
    place: read.nearMe && !read.place ? 'near me' : placePhrase(read.place),
    budget: read.budget?.value ?? null,
  };
}

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
