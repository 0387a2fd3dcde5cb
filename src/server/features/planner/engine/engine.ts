import { EVENT_CATEGORIES } from '#shared/constants.ts';
import type {
  ChatPlannerResponse,
  CreatedEvent,
  DiscoveredEvent,
  PlannerEventDetails,
  PlanVendor,
} from '#shared/contracts/planner.ts';
import { STORED_EVENT_SOURCE } from '#shared/contracts/planner.ts';
import { placeEventLocation } from '../../../lib/events/event-location.ts';
import { geocodeUs } from '../../../lib/geo/gazetteer.ts';
import {
  getZonedParts,
  isCityName,
  type ParsedEventQuery,
  parseEventQuery,
} from '../../../lib/understanding/legacy-for-planner.ts';
import {
  composeDescription,
  composeDetails,
  composeTitle,
  missingFields,
  questionFor,
  summarize,
} from './compose.ts';
import {
  categoryOf,
  type DraftPlace,
  defaultTime,
  EMPTY_STATE,
  emptyDraft,
  formatShortDay,
  type HostCategory,
  type LocalDay,
  type PlannerDraft,
  type PlannerState,
  zonedDate,
  zonedIso,
} from './draft.ts';
import {
  blank,
  findAdmission,
  findAge,
  findBudget,
  findCorrectedSpans,
  findGuestCount,
  findHonoree,
  findPosterWish,
  findStreetAddress,
  findTheme,
  findTime,
  isAffirmation,
  isFindRequest,
  isGreeting,
  isHelp,
  isRefusal,
  isStartOver,
  isThanks,
  mentionsNearMe,
} from './extract.ts';
import { findOccasion, specificPartyWord } from './occasions.ts';
import { buildPlan } from './plan.ts';

/** Where the visitor is (their IP's city or the default place): "near me" and dates without a place use it. */
export type VisitorPlace = { city: string; region: string; lat: number; lon: number; timeZone: string };

export type EventSearch = {
  lat: number;
  lon: number;
  radiusMiles: number;
  from: Date;
  to: Date | null;
  category: HostCategory | null;
  limit: number;
};

export type NewEvent = {
  title: string;
  description: string;
  /** ISO 8601 with the event's offset. */
  date: string;
  location: string;
  category: HostCategory;
  image: string | null;
  /** Set when the host said what getting in costs. */
  admission?: 'free' | 'paid';
  priceMinCents?: number | null;
};

/** An event a discovery source (the almanac, an operator's iCalendar feed) found; nothing is stored. */
export type SourceEvent = {
  title: string;
  /** ISO 8601. */
  date: string;
  location: string;
  category: string;
  source: string;
  url: string | null;
  /** The stored event it duplicates, which the stored search already answers. */
  isDuplicate: boolean;
};

/** What the engine may ask of the app; every call runs with the caller's rights. */
export type PlannerPorts = {
  findEvents(search: EventSearch): Promise<DiscoveredEvent[]>;
  /** The discovery sources around a city (every upcoming event they know, unfiltered). */
  discoverEvents(area: { city: string; region: string; radiusMiles: number }): Promise<SourceEvent[]>;
  findVendors(search: {
    lat: number;
    lon: number;
    category: HostCategory;
    limit: number;
  }): Promise<PlanVendor[]>;
  createEvent(event: NewEvent): Promise<CreatedEvent>;
  drawPoster(input: { title: string; description: string; category: HostCategory }): Promise<string>;
  setEventImage(eventId: number, imageUrl: string): Promise<void>;
};

export type TurnContext = { now: Date; visitor: VisitorPlace; affiliateTag: string | null };

export type TurnResult = { response: ChatPlannerResponse; state: PlannerState };

/** Radius of "events in {city}" and "near me" (the app's Near Me distance). */
const SEARCH_RADIUS_MILES = 50;
const FOUND_LIMIT = 8;
/** Source events listed after the stored ones, so they show even where many events are stored. */
const SOURCE_LIMIT = 4;
const PLAN_VENDOR_LIMIT = 4;
// The date parser reads 200 characters at a time; longer messages are read sentence by sentence.
const PARSE_CHUNK = 190;

const HELP_TEXT = [
  'Tell me about your party in a sentence or two, for example:',
  "- *Plan my daughter's 8th birthday in San Jose on Dec 12 at 2pm for 20 kids, unicorn theme*",
  '- *A retirement party for my boss in Austin, TX next Friday evening, about fifty people, under $1,500*',
  '- *Find events in Chicago this weekend* or *any concerts near me?*',
  'I keep what you tell me, ask for what is missing (a date and a place), and create the event when you say **yes**. You can correct anything: "actually make it Sunday", "30 guests not 20", "move it to Oakland".',
].join('\n');

type Understood = {
  draft: PlannerDraft;
  /** Names of the fields this message set. */
  changed: string[];
  unknownPlace: string | null;
  vagueDate: string | null;
  pastDate: LocalDay | null;
};

function hostCategory(value: string | null): HostCategory | null {
  return (EVENT_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as HostCategory) : null;
}

function chunks(text: string): string[] {
  if (text.length <= PARSE_CHUNK) return [text];
  const parts = text.split(/(?<=[.!?\n;])\s+/);
  const out: string[] = [];
  for (const part of parts) {
    for (let i = 0; i < part.length; i += PARSE_CHUNK) out.push(part.slice(i, i + PARSE_CHUNK));
  }
  return out;
}

/** The parser's answer over a message of any length: the first of each field wins. */
function parseAll(text: string, now: Date, timeZone: string): ParsedEventQuery {
  const merged: ParsedEventQuery = {
    category: null,
    isCategoryNarrowed: false,
    corrections: [],
    place: null,
    from: null,
    to: null,
    dateLabel: null,
    text: '',
    price: null,
  };
  for (const chunk of chunks(text)) {
    const parsed = parseEventQuery(chunk, { now, timeZone });
    merged.category ??= parsed.category;
    merged.place ??= parsed.place;
    if (!merged.from && parsed.from) {
      merged.from = parsed.from;
      merged.to = parsed.to;
      merged.dateLabel = parsed.dateLabel;
    }
    merged.text = `${merged.text} ${parsed.text}`.trim();
  }
  return merged;
}

function toDraftPlace(location: string, place: ReturnType<typeof geocodeUs>): DraftPlace | null {
  if (!place) return null;
  return {
    location,
    city: place.city,
    region: place.region,
    timeZone: place.timeZone,
    lat: place.lat,
    lon: place.lon,
  };
}

function cityLabel(place: { city: string; region: string }): string {
  return `${place.city}, ${place.region}`;
}

/** The place a parsed phrase names, or null when the gazetteer does not know it. */
function placeOfPhrase(phrase: NonNullable<ParsedEventQuery['place']>) {
  return geocodeUs(phrase.region ? `${phrase.text}, ${phrase.region}` : phrase.text);
}

const isPlaceName = (word: string) => isCityName(word.toLowerCase());

const OCCASION_WEEKEND =
  /\b(?:bachelorette|bachelor|girls'?|guys'?|birthday|wedding|reunion|anniversary)\s+weekend\b/g;

const GUEST_NOUN =
  /\b(kids|children|toddlers|teens|teenagers|girls|boys|adults|friends|coworkers|co-workers|colleagues|employees|family|relatives|people|guests)\b/;

/** Reads one message into the draft: every field it names replaces the one before (that is how corrections work). */
function understand(message: string, previous: PlannerDraft | null, ctx: TurnContext): Understood {
  const draft: PlannerDraft = { ...(previous ?? emptyDraft()) };
  const changed: string[] = [];
  const original = message.replace(/\s+/g, ' ').trim();
  let lower = original.toLowerCase();
  // Offsets found in the lower-case text must fit the original: a letter whose lower case is longer is masked.
  if (lower.length !== original.length) {
    lower = [...original]
      .map((ch) => (ch.toLowerCase().length === ch.length ? ch.toLowerCase() : '?'))
      .join('');
  }
  let work = blank(lower, findCorrectedSpans(lower));
  // "a bachelorette weekend" names the kind of trip, not this weekend.
  for (const m of work.matchAll(OCCASION_WEEKEND)) {
    const start = m.index + m[0].length - 'weekend'.length;
    work = blank(work, [{ start, end: start + 'weekend'.length }]);
  }

  const address = findStreetAddress(blank(original, findCorrectedSpans(lower)));
  if (address) work = blank(work, [address]);
  // Before the budget: "tickets are $15" is a price, not what the party may cost.
  const admission = findAdmission(work);
  if (admission) {
    draft.admission = admission.value;
    changed.push('admission');
    work = blank(work, [admission]);
  }
  const budget = findBudget(work);
  if (budget) {
    draft.budget = budget.value;
    changed.push('budget');
    work = blank(work, [budget]);
  }
  const guests = findGuestCount(work);
  if (guests) {
    draft.guestCount = guests.value;
    const noun = GUEST_NOUN.exec(work.slice(guests.start, guests.end))?.[1];
    const kind =
      noun && /kids|children|toddlers/.test(noun)
        ? 'kids'
        : noun && /teens|teenagers/.test(noun)
          ? 'teens'
          : 'guests';
    // "30 guests not 20" corrects the number; the kids stay kids.
    draft.guestNoun = kind === 'guests' && previous?.guestNoun ? previous.guestNoun : kind;
    changed.push('guestCount');
    work = blank(work, [guests]);
  }
  const age = findAge(work);
  if (age) {
    draft.age = age.value;
    changed.push('age');
  }
  const time = findTime(work);
  if (time) {
    draft.time = time.start;
    draft.endTime = time.end;
    changed.push('time');
    work = blank(work, time.spans);
  }
  const theme = findTheme(work);
  if (theme) {
    draft.theme = theme.value;
    changed.push('theme');
    work = blank(work, [theme]);
  }
  const honoree = findHonoree(original, isPlaceName);
  if (honoree) {
    if (honoree.value.name) draft.honoreeName = honoree.value.name;
    if (honoree.value.relation) draft.relation = honoree.value.relation;
    if (honoree.value.relation && !honoree.value.name && previous?.relation !== honoree.value.relation) {
      draft.honoreeName = null;
    }
    changed.push('honoree');
    work = blank(work, [honoree]);
  }
  const occasion = findOccasion(lower);
  if (occasion) {
    draft.occasion = occasion.label;
    draft.category = occasion.category;
    draft.partyWord = specificPartyWord(lower);
    changed.push('category');
  }
  const poster = findPosterWish(lower);
  if (poster !== null) {
    draft.wantsPoster = poster;
    changed.push('poster');
  }

  // Places first: the date is read in the party's own time zone.
  let unknownPlace: string | null = null;
  const zoneBefore = draft.place?.timeZone ?? ctx.visitor.timeZone;
  const parsed = parseAll(work, ctx.now, zoneBefore);
  const parsedCategory = hostCategory(parsed.category);
  if (!occasion && parsedCategory) {
    draft.category = parsedCategory;
    draft.occasion ??= null;
    changed.push('category');
  }
  if (address) {
    const city = parsed.place ? placeOfPhrase(parsed.place) : null;
    const placed =
      placeEventLocation(address.value) ??
      (city ? placeEventLocation(`${address.value}, ${cityLabel(city)}`) : null) ??
      (draft.place ? placeEventLocation(`${address.value}, ${cityLabel(draft.place)}`) : null);
    const location =
      placed && !/,/.test(address.value) ? `${address.value}, ${cityLabel(placed)}` : address.value;
    if (placed) {
      draft.place = toDraftPlace(location, placed);
      changed.push('location');
    } else unknownPlace = address.value;
  } else if (parsed.place) {
    const place = placeOfPhrase(parsed.place);
    if (place) {
      draft.place = toDraftPlace(cityLabel(place), place);
      changed.push('location');
    } else unknownPlace = parsed.place.text;
  }

  let vagueDate: string | null = null;
  let pastDate: LocalDay | null = null;
  if (parsed.from) {
    const zone = draft.place?.timeZone ?? zoneBefore;
    const reparsed = zone === zoneBefore ? parsed : parseAll(work, ctx.now, zone);
    const from = reparsed.from ?? parsed.from;
    const to = reparsed.to ?? parsed.to;
    const spanDays = to ? (to.getTime() - from.getTime()) / 86_400_000 : 99;
    if (spanDays > 2.1) {
      vagueDate = reparsed.dateLabel ?? parsed.dateLabel ?? 'then';
      const parts = getZonedParts(from, zone);
      if (spanDays >= 27 && spanDays <= 31) draft.monthHint = { year: parts.year, month: parts.month + 1 };
    } else {
      const parts = getZonedParts(from, zone);
      const day = nearPreviousDay(work, previous?.day ?? null, {
        year: parts.year,
        month: parts.month + 1,
        day: parts.day,
      });
      const at = zonedDate(day, draft.time ?? defaultTime(draft), zone);
      const today = getZonedParts(ctx.now, zone);
      const isToday = parts.year === today.year && parts.month === today.month && parts.day === today.day;
      if (at.getTime() < ctx.now.getTime() && !isToday) pastDate = day;
      else {
        draft.day = day;
        changed.push('date');
      }
    }
  }
  if (!parsed.from && !draft.day && draft.monthHint) {
    const bare = /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/.exec(work);
    const n = bare ? Number(bare[1]) : 0;
    if (n >= 1 && n <= 31) {
      draft.day = { ...draft.monthHint, day: n };
      changed.push('date');
    }
  }
  return { draft, changed, unknownPlace, vagueDate, pastDate };
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const BARE_WEEKDAY =
  /^(?:(?:actually|ok|okay|no|let'?s|please|can\s+we|could\s+we|change\s+it\s+to|make\s+it|move\s+it\s+to|do|on|a|the|instead|rather)\s+)*(sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?\b/;

/**
 * "Actually make it Sunday" while planning Saturday Dec 12 means Sunday Dec 13, not the next Sunday
 * from today: a weekday alone moves the planned day to that weekday in the same week.
 */
function nearPreviousDay(text: string, previous: LocalDay | null, parsed: LocalDay): LocalDay {
  const m = BARE_WEEKDAY.exec(text.trim());
  if (!previous || !m || /\b(?:next|this|coming)\b|\d/.test(text)) return parsed;
  const wanted = WEEKDAYS.findIndex((d) => d.startsWith(m[1]!.slice(0, 3)));
  const base = new Date(Date.UTC(previous.year, previous.month - 1, previous.day));
  let shift = wanted - base.getUTCDay();
  if (shift > 3) shift -= 7;
  if (shift < -3) shift += 7;
  const moved = new Date(base.getTime() + shift * 86_400_000);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

function detailsOf(state: PlannerState): PlannerEventDetails | null {
  return state.draft ? composeDetails(state.draft) : null;
}

async function planOf(draft: PlannerDraft | null, ports: PlannerPorts, ctx: TurnContext) {
  if (!draft) return null;
  const vendors = draft.place
    ? await ports.findVendors({
        lat: draft.place.lat,
        lon: draft.place.lon,
        category: categoryOf(draft),
        limit: PLAN_VENDOR_LIMIT,
      })
    : [];
  return buildPlan(draft, vendors, ctx.affiliateTag);
}

/** The turn's answer: the reply with the card and the plan for the state. */
export async function answer(
  state: PlannerState,
  message: string,
  ports: PlannerPorts,
  ctx: TurnContext,
  extra: Partial<ChatPlannerResponse> = {},
): Promise<TurnResult> {
  return {
    state,
    response: {
      message,
      eventDetails: detailsOf(state),
      discoveredEvents: [],
      generateImages: state.draft?.wantsPoster === true,
      createdEvents: [],
      plan: await planOf(state.draft, ports, ctx),
      ...extra,
    },
  };
}

/** Says where an event not stored here comes from (it has no page on Confetti). */
function sourceNote(source: string): string {
  if (source === STORED_EVENT_SOURCE) return '';
  if (source === 'almanac') return ' (annual event)';
  return source.startsWith('ics:') ? ` (from ${source.slice(4)})` : '';
}

/** The day in the searched place's zone, with the year when it is not this year's. */
function formatFoundDay(iso: string, timeZone: string, now: Date): string {
  const date = new Date(iso);
  const yearOf = (d: Date) => new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(d);
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(yearOf(date) === yearOf(now) ? {} : { year: 'numeric' }),
    timeZone,
  }).format(date);
}

/** Where a find request searches: the named place, else the visitor's. */
function searchPlaceOf(lower: string, ctx: TurnContext) {
  const parsed = parseAll(lower, ctx.now, ctx.visitor.timeZone);
  const phrasePlace = parsed.place ? placeOfPhrase(parsed.place) : null;
  const isUnknown = parsed.place !== null && !phrasePlace && !mentionsNearMe(lower);
  return { parsed, phrasePlace, center: phrasePlace ?? ctx.visitor, isUnknown };
}

/**
 * The area this message may ask the discovery sources about, or null when it cannot. The service
 * asks the sources before the turn's transaction opens (they are slow, some are on the network), so
 * the transaction only covers the writes; `discoverEvents` is then only ever asked for this area.
 */
export function discoveryAreaOf(
  message: string,
  ctx: TurnContext,
): { city: string; region: string; radiusMiles: number } | null {
  const lower = message.toLowerCase().trim();
  if (!isFindRequest(lower) && !mentionsNearMe(lower)) return null;
  const { center, isUnknown } = searchPlaceOf(lower, ctx);
  return isUnknown ? null : { city: center.city, region: center.region, radiusMiles: SEARCH_RADIUS_MILES };
}

async function findEvents(message: string, state: PlannerState, ports: PlannerPorts, ctx: TurnContext) {
  const lower = message.toLowerCase().trim();
  const { parsed, phrasePlace, center, isUnknown } = searchPlaceOf(lower, ctx);
  if (parsed.place && isUnknown) {
    return answer(
      state,
      `I couldn't find a place called "${parsed.place.region ? `${parsed.place.text}, ${parsed.place.region}` : parsed.place.text}". Try a US city, like "find events in Austin, TX".`,
      ports,
      ctx,
    );
  }
  const zone = phrasePlace?.timeZone ?? ctx.visitor.timeZone;
  const withZone = phrasePlace ? parseAll(lower, ctx.now, zone) : parsed;
  const from = withZone.from && withZone.from > ctx.now ? withZone.from : ctx.now;
  const to = withZone.to;
  const category = hostCategory(withZone.category);
  const [stored, sourced] = await Promise.all([
    ports.findEvents({
      lat: center.lat,
      lon: center.lon,
      radiusMiles: SEARCH_RADIUS_MILES,
      from,
      to,
      category,
      limit: FOUND_LIMIT,
    }),
    ports.discoverEvents({ city: center.city, region: center.region, radiusMiles: SEARCH_RADIUS_MILES }),
  ]);
  // Stored events first (they have a page here); then what only the sources know, in date order.
  const fromSources: DiscoveredEvent[] = sourced
    .filter((e) => {
      const at = new Date(e.date);
      return (
        !e.isDuplicate &&
        at >= from &&
        (!to || at < to) &&
        (!category || e.category === category) &&
        !stored.some((s) => s.title === e.title && s.date === at.toISOString())
      );
    })
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.title.localeCompare(b.title))
    .slice(0, SOURCE_LIMIT)
    .map((e) => ({
      id: null,
      title: e.title,
      date: new Date(e.date).toISOString(),
      location: e.location,
      url: e.url,
      source: e.source,
    }));
  const found = [...stored, ...fromSources];
  const where = `${phrasePlace ? 'in' : 'near you in'} ${cityLabel(center)}`;
  const what = category ? `${category.toLowerCase()} events` : 'events';
  const when = withZone.dateLabel ? ` (${withZone.dateLabel})` : '';
  const text =
    found.length === 0
      ? `I couldn't find any upcoming ${what} ${where}${when}. Want me to help you plan one there instead?`
      : [
          `Here ${found.length === 1 ? 'is 1 upcoming event' : `are ${found.length} upcoming ${what}`} ${where}${when}:`,
          ...found.map((e) => {
            const day = formatFoundDay(e.date, zone, ctx.now);
            const name = e.url ? `[${e.title}](${e.url})` : `**${e.title}**`;
            return `- ${name}, ${day}, ${e.location}${sourceNote(e.source)}`;
          }),
          'Want to plan your own? Tell me the occasion, date and place.',
        ].join('\n');
  return answer(state, text, ports, ctx, { discoveredEvents: found });
}

function ackOf(u: Understood): string {
  const d = u.draft;
  const bits: string[] = [];
  if (u.changed.includes('date') && d.day) bits.push(formatShortDay(d.day));
  if (u.changed.includes('location') && d.place) bits.push(d.place.location);
  if (u.changed.includes('guestCount') && d.guestCount)
    bits.push(`${d.guestCount} ${d.guestNoun ?? 'guests'}`);
  if (u.changed.includes('budget') && d.budget) bits.push(`a $${d.budget.toLocaleString('en-US')} budget`);
  if (u.changed.includes('theme') && d.theme) bits.push(`a ${d.theme} theme`);
  if (bits.length === 0)
    return u.changed.includes('category')
      ? `A ${d.occasion ?? categoryOf(d).toLowerCase()}, lovely!`
      : 'Got it.';
  return `Got it: ${bits.join(', ')}.`;
}

/** Creates the planned event (drawing its poster first when wished) and answers with its link. */
export async function createFromDraft(
  state: PlannerState,
  ports: PlannerPorts,
  ctx: TurnContext,
): Promise<TurnResult> {
  const draft = state.draft!;
  const place = draft.place!;
  const title = composeTitle(draft);
  const description = composeDescription(draft);
  const category = categoryOf(draft);
  const image = draft.wantsPoster ? await ports.drawPoster({ title, description, category }) : null;
  const created = await ports.createEvent({
    title,
    description,
    date: zonedIso(draft.day!, draft.time ?? defaultTime(draft), place.timeZone),
    location: place.location,
    category,
    image,
    ...(draft.admission?.kind === 'paid'
      ? { admission: 'paid' as const, priceMinCents: draft.admission.cents }
      : draft.admission
        ? { admission: 'free' as const }
        : {}),
  });
  const next: PlannerState = {
    draft,
    stage: 'created',
    created: { id: created.id, title: created.title, category, description },
    posterOffered: !image,
  };
  const lines = [
    `Done! **${created.title}** is created: [open the event](${created.url}).`,
    image
      ? 'I drew a poster for it; it is on the event page.'
      : 'Would you like me to make a poster for it? Just say **yes**.',
    `From the event page you can share it with the **Share** button. Below is your plan, with vendors who travel to ${place.city}.`,
  ];
  return answer(next, lines.join('\n\n'), ports, ctx, {
    createdEvents: [created],
    generateImages: image !== null,
  });
}

/** Draws the poster for the event created in this conversation and puts it on the event. */
export async function makePoster(
  state: PlannerState,
  ports: PlannerPorts,
  ctx: TurnContext,
): Promise<TurnResult> {
  const created = state.created!;
  const url = await ports.drawPoster({
    title: created.title,
    description: created.description,
    category: created.category,
  });
  await ports.setEventImage(created.id, url);
  const next: PlannerState = { ...state, posterOffered: false };
  return answer(
    next,
    `Here you go: the poster is on [${created.title}](/events/${created.id}) now.`,
    ports,
    ctx,
    {
      generateImages: true,
    },
  );
}

async function askOrSummarize(u: Understood, state: PlannerState, ports: PlannerPorts, ctx: TurnContext) {
  const draft = u.draft;
  const problems: string[] = [];
  if (u.unknownPlace)
    problems.push(
      `I couldn't find "${u.unknownPlace}" on the map. Could you give me the city and state, like "Oakland, CA"?`,
    );
  if (u.pastDate)
    problems.push(
      `${formatShortDay(u.pastDate)}, ${u.pastDate.year} has already passed. Which date did you mean?`,
    );
  if (u.vagueDate)
    problems.push(`Which day ${u.vagueDate === 'then' ? 'exactly' : `in ${u.vagueDate}`} would you like?`);
  const missing = missingFields(draft);
  const next: PlannerState = { ...state, draft, stage: missing.length === 0 ? 'confirming' : 'collecting' };
  if (problems.length > 0) {
    const lead = u.changed.length > 0 ? `${ackOf(u)} ` : '';
    return answer({ ...next, stage: 'collecting' }, `${lead}${problems[0]}`, ports, ctx);
  }
  if (missing.length > 0) {
    return answer(next, `${ackOf(u)} ${questionFor(missing[0]!, draft)}`, ports, ctx);
  }
  const text = [
    "Here's the event so far:",
    summarize(draft),
    'Shall I create it? Say **yes**, or tell me what to change (guests, budget, theme, time...).',
  ].join('\n\n');
  return answer(next, text, ports, ctx);
}

/**
 * One turn of the built-in planner: reads the message against what the conversation knows and
 * answers, finding events, asking for what is missing, summing up or creating the event.
 * Deterministic for a given message, state, `now` and port answers.
 */
export async function runBuiltInTurn(
  message: string,
  state: PlannerState,
  ports: PlannerPorts,
  ctx: TurnContext,
): Promise<TurnResult> {
  const lower = message.toLowerCase().trim();
  if (isGreeting(lower)) {
    return answer(
      state,
      `Hi! ${state.draft ? "Let's keep planning." : 'What are we celebrating?'}\n\n${HELP_TEXT}`,
      ports,
      ctx,
    );
  }
  if (isHelp(lower)) return answer(state, HELP_TEXT, ports, ctx);
  if (isThanks(lower)) return answer(state, "You're welcome! Anything else for the party?", ports, ctx);
  if (isStartOver(lower) && lower.split(/\s+/).length <= 6) {
    return answer(
      EMPTY_STATE,
      "Fresh start! What's the next party? Tell me the occasion, date and place.",
      ports,
      ctx,
    );
  }
  if (isFindRequest(lower) || (mentionsNearMe(lower) && !state.draft))
    return findEvents(message, state, ports, ctx);

  if (state.stage === 'created') {
    if (state.posterOffered && isAffirmation(lower) && findPosterWish(lower) !== false)
      return makePoster(state, ports, ctx);
    if (state.posterOffered && (isRefusal(lower) || findPosterWish(lower) === false)) {
      return answer(
        { ...state, posterOffered: false },
        'No problem, no poster. Anything else I can plan?',
        ports,
        ctx,
      );
    }
    if (state.posterOffered && findPosterWish(lower) === true && !findOccasion(lower))
      return makePoster(state, ports, ctx);
    const fresh = understand(message, null, ctx);
    const isNewParty =
      fresh.changed.includes('category') ||
      (fresh.changed.includes('date') && fresh.changed.includes('location'));
    if (!isNewParty) {
      const created = state.created!;
      return answer(
        state,
        `[${created.title}](/events/${created.id}) is already created; use **Edit** on its page to change it. Or tell me about your next party!`,
        ports,
        ctx,
      );
    }
    return askOrSummarize(fresh, { ...EMPTY_STATE }, ports, ctx);
  }

  const u = understand(message, state.draft, ctx);
  const affirmed = isAffirmation(lower);
  if (u.changed.length === 0 || (u.changed.length === 1 && u.changed[0] === 'poster' && affirmed)) {
    if (state.draft && affirmed) {
      const draft = u.changed.includes('poster') ? u.draft : state.draft;
      const missing = missingFields(draft);
      if (missing.length === 0) return createFromDraft({ ...state, draft }, ports, ctx);
      return answer({ ...state, draft }, `Almost there! ${questionFor(missing[0]!, draft)}`, ports, ctx);
    }
    if (state.draft && isRefusal(lower)) {
      return answer(
        { ...state, stage: 'collecting' },
        'No problem. What would you like to change?',
        ports,
        ctx,
      );
    }
    if (u.unknownPlace || u.pastDate || u.vagueDate) return askOrSummarize(u, state, ports, ctx);
    const hint = state.draft
      ? (() => {
          const missing = missingFields(state.draft);
          return missing.length > 0
            ? questionFor(missing[0]!, state.draft)
            : 'Say **yes** to create the event, or tell me what to change.';
        })()
      : 'Tell me about the party, for example "a birthday in Austin on Dec 12 for 20 kids", or ask me to find events in a city.';
    return answer(state, `Sorry, I didn't understand that. ${hint}`, ports, ctx);
  }
  // "Looks good, make it 25 guests and create it": take the change, then create when nothing is missing.
  if (
    affirmed &&
    /\bcreate\b/.test(lower) &&
    missingFields(u.draft).length === 0 &&
    !u.unknownPlace &&
    !u.pastDate
  ) {
    return createFromDraft({ ...state, draft: u.draft }, ports, ctx);
  }
  return askOrSummarize(u, state, ports, ctx);
}
