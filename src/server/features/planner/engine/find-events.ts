import { EVENT_CATEGORIES } from '#shared/constants.ts';
import type { DiscoveredEvent } from '#shared/contracts/planner.ts';
import { STORED_EVENT_SOURCE } from '#shared/contracts/planner.ts';
import { answer } from './answer.ts';
import type { HostCategory, PlannerState } from './draft.ts';
import { isFindRequest, mentionsNearMe } from './intents.ts';
import type { PlannerPorts, TurnContext } from './ports.ts';
import { placeOfPhrase, readShared } from './read-shared.ts';
import { cityLabel } from './understand.ts';

/** Radius of "events in {city}" and "near me" (the app's Near Me distance). */
const SEARCH_RADIUS_MILES = 50;
const FOUND_LIMIT = 8;
/** Source events listed after the stored ones, so they show even where many events are stored. */
const SOURCE_LIMIT = 4;

function hostCategory(value: string | null): HostCategory | null {
  return (EVENT_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as HostCategory) : null;
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
  const parsed = readShared(lower, ctx.now, ctx.visitor.timeZone);
  const phrasePlace = parsed.place ? placeOfPhrase(parsed.place) : null;
  const isUnknown = parsed.place !== null && !phrasePlace && !mentionsNearMe(lower);
  return { parsed, phrasePlace, center: phrasePlace ?? ctx.visitor, isUnknown };
}

/** A discovery source's event as the planner lists it: not stored here, so no id of ours. */
export function discoveredEventOf(e: {
  title: string;
  date: string | Date;
  location: string;
  url: string | null;
  source: string;
}): DiscoveredEvent {
  return {
    id: null,
    title: e.title,
    date: new Date(e.date).toISOString(),
    location: e.location,
    url: e.url,
    source: e.source,
  };
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

export async function findEvents(
  message: string,
  state: PlannerState,
  ports: PlannerPorts,
  ctx: TurnContext,
) {
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
  const withZone = phrasePlace ? readShared(lower, ctx.now, zone) : parsed;
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
    .map(discoveredEventOf);
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
