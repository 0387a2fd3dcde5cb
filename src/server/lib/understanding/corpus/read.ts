import { TZDate } from '@date-fns/tz';
import { US_STATES } from '#shared/constants.ts';
import { geocodeUs } from '../../geo/gazetteer.ts';
import type { PlacePhrase } from '../places/names.ts';
import { understand } from '../understand.ts';
import { understandVendorSearch } from '../understand-vendor.ts';
import type { Anchor, WallTime } from './date-oracle.ts';
import type { EventSearchReading, ReadPlace, VendorSearchReading } from './score.ts';

/*
 * The layer's readings of event and vendor searches, turned into the corpus's terms (wall-clock
 * times in the anchor's zone, places placed by the gazetteer) the way the search itself places them.
 */

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

/** A place phrase as the server places it: a ZIP, a state alone, or the gazetteer's city. */
export function placeOfPhrase(phrase: PlacePhrase | null): ReadPlace | null {
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
  const { price, date } = read;
  return {
    category: read.category?.value ?? null,
    place: read.nearMe && !read.place ? 'near me' : placeOfPhrase(read.place),
    range: date
      ? { from: toWall(date.from, anchor.timeZone), to: date.to ? toWall(date.to, anchor.timeZone) : null }
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
    place: read.nearMe && !read.place ? 'near me' : placeOfPhrase(read.place),
    budget: read.budget?.value ?? null,
  };
}
