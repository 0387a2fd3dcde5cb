import { EVENT_CATEGORIES } from '#shared/constants.ts';
import { placeEventLocation } from '../../../lib/events/event-location.ts';
import { readPlannerMessage } from '../../../lib/understanding/planner/read.ts';
import { readPartySetting } from '../../../lib/understanding/planner-setting.ts';
import { titleCase } from './compose-words.ts';
import { readCorrection, readThemeCorrection } from './corrections.ts';
import {
  type DraftPlace,
  defaultTime,
  emptyDraft,
  type HostCategory,
  type LocalDay,
  type PlannerDraft,
  zonedDate,
} from './draft.ts';
import { categoryForHonoree } from './honoree-category.ts';
import { findPosterWish } from './intents.ts';
import { nearPreviousDay, nextDayNumbered } from './near-previous-day.ts';
import { dayIn, isPlaceName, placeOfPhrase, readShared } from './read-shared.ts';

/** The visitor's place and the clock, as the turn sees them. */
type UnderstandContext = { now: Date; visitor: { timeZone: string } };

export type Understood = {
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

function toDraftPlace(location: string, place: ReturnType<typeof placeOfPhrase>): DraftPlace | null {
  if (!place) return null;
  const { city, region, timeZone, lat, lon } = place;
  return { location, city, region, timeZone, lat, lon };
}

export const cityLabel = (place: { city: string; region: string }) => `${place.city}, ${place.region}`;

const MOVE_TO =
  /\b(?:move|moving|change|switch|relocate|shift|take|make)\s+(?:it|that|the\s+(?:party|event|location|place|venue|city))?\s*(?:over\s+)?to\s+(?=[a-z])/g;

/** How sure the classifier must be before a later message, naming no category, replaces one. */
const LATER_CATEGORY_CONFIDENCE = 0.7;

/** Reads one message into the draft: every field it names replaces the one before (that is how corrections work). */
export function understand(
  message: string,
  previous: PlannerDraft | null,
  ctx: UnderstandContext,
): Understood {
  const draft: PlannerDraft = { ...(previous ?? emptyDraft()), sources: { ...previous?.sources } };
  const changed: string[] = [];
  const original = message.replace(/\s+/g, ' ').trim();
  const lower = original.toLowerCase();
  const context = previous ? `${previous.occasion ?? ''} ${previous.partyWord ?? ''}` : '';
  const r = readPlannerMessage(original, isPlaceName, context);
  const set = (field: string, words: string | null, source?: keyof PlannerDraft['sources']) => {
    changed.push(field);
    if (source && words) draft.sources[source] = words;
  };
  if (r.admission) {
    draft.admission = r.admission.value;
    changed.push('admission');
  }
  if (r.budget) {
    draft.budget = r.budget.value;
    set('budget', r.budget.text, 'budget');
  }
  if (r.guests) {
    // "add 5 more people": a number added to the guests already planned.
    const isMore =
      /\b(?:add|plus|another)\s+$/.test(lower.slice(0, r.guests.start)) ||
      /^\S+\s+more\b/.test(r.guests.text);
    draft.guestCount =
      isMore && previous?.guestCount ? previous.guestCount + r.guests.value.count : r.guests.value.count;
    // "30 guests not 20" corrects the number; the kids stay kids.
    const kind = r.guests.value.kind;
    draft.guestNoun = kind === 'guests' && previous?.guestNoun ? previous.guestNoun : kind;
    set('guestCount', r.guests.text, 'guests');
  }
  if (r.age) {
    draft.age = r.age.value;
    set('age', r.age.text, 'age');
  }
  if (r.time) {
    draft.time = r.time.value.start;
    draft.endTime = r.time.value.end;
    set('time', r.time.text, 'time');
  }
  const theme = r.theme ? r.theme.value : readThemeCorrection(lower, previous);
  if (r.theme || theme) {
    draft.theme = theme && titleCase(theme);
    set('theme', r.theme?.text ?? theme, 'theme');
  }
  if (r.honoree) {
    const { name, relation } = r.honoree.value;
    if (name) draft.honoreeName = name;
    if (relation) draft.relation = relation;
    if (relation && !name && previous?.relation !== relation) draft.honoreeName = null;
    if (name && !relation && previous?.honoreeName !== name) draft.relation = null;
    set('honoree', r.honoree.text, 'honoree');
  }
  const occasion = r.occasion;
  if (occasion && (occasion.value.label !== 'party' || !draft.category)) {
    draft.occasion = occasion.value.label;
    draft.category = occasion.value.category;
    draft.partyWord = occasion.value.partyWord;
    set('category', occasion.text, 'occasion');
  }
  // "surprise 40th for my husband": a milestone with no other occasion is a birthday, and so is one
  // with a theme ("im turning 40 and want a casino night", "spa themed party for my daughters 11th").
  // A day off that only dates it is no other occasion: "bbq for my husband's 40th on memorial day".
  const isMilestoneOf =
    !draft.category ||
    draft.occasion === 'party' ||
    draft.occasion === 'theme party' ||
    draft.occasion === 'holiday party';
  if (r.age && isMilestoneOf && !/\banniversary\b/.test(lower)) {
    draft.category = 'Birthday';
    draft.occasion = 'birthday party';
    if (!changed.includes('category')) set('category', r.age.text, 'occasion');
  }
  // "disco party", "cowboy theme party": a themed party with no other occasion is a theme party.
  if (r.theme?.value && draft.occasion === 'party' && !draft.partyWord && changed.includes('category')) {
    draft.category = 'Theme Party';
    draft.occasion = 'theme party';
  }
  // At home or at a venue: what the plan books and what it checks.
  const setting = readPartySetting(lower);
  if (setting) {
    draft.setting = setting.value;
    changed.push('setting');
  }
  if (r.honoree?.value.relation && changed.includes('category'))
    draft.category = categoryForHonoree(draft, r.honoree.value.relation, r.occasion?.text ?? '');
  const poster = findPosterWish(lower);
  if (poster !== null) {
    draft.wantsPoster = poster;
    changed.push('poster');
  }
  const correction = readCorrection(r.rest, previous);
  if (correction) {
    Object.assign(draft, correction.patch);
    set(correction.field, correction.words, correction.source);
  }

  // Places first: the date is read in the party's own time zone.
  let unknownPlace: string | null = null;
  const zoneBefore = draft.place?.timeZone ?? ctx.visitor.timeZone;
  const corrected = correction
    ? r.rest.replace(correction.words, ' '.repeat(correction.words.length))
    : r.rest;
  // "move it to chula vista": the place the party moves to is where it is.
  const rest = corrected.replace(MOVE_TO, (m) => `${' '.repeat(m.length - 3)}in `);
  const parsed = readShared(rest, ctx.now, zoneBefore);
  const parsedCategory = hostCategory(parsed.category);
  // A later message changes a known category only when it says one: "shift it to 7" is about the
  // time, however the classifier guesses at its words.
  const saysCategory = parsed.isCategoryNamed || parsed.categoryConfidence >= LATER_CATEGORY_CONFIDENCE;
  if (
    !changed.includes('category') &&
    parsedCategory &&
    (!previous?.category || (parsedCategory !== 'Social' && saysCategory))
  ) {
    draft.category = parsedCategory;
    changed.push('category');
  }
  if (r.address) {
    const address = r.address.value;
    const city = parsed.place ? placeOfPhrase(parsed.place) : null;
    const placed =
      placeEventLocation(address) ??
      (city ? placeEventLocation(`${address}, ${cityLabel(city)}`) : null) ??
      (draft.place ? placeEventLocation(`${address}, ${cityLabel(draft.place)}`) : null);
    const location = placed && !/,/.test(address) ? `${address}, ${cityLabel(placed)}` : address;
    if (placed) {
      draft.place = toDraftPlace(location, placed);
      set('location', r.address.text, 'place');
    } else unknownPlace = address;
  } else if (parsed.place) {
    // "move it to meridian" while planning in Boise: a town of that name in the same state first.
    const near =
      previous?.place && !parsed.place.region
        ? placeOfPhrase({ text: parsed.place.text, region: previous.place.region })
        : null;
    const place = near ?? placeOfPhrase(parsed.place);
    if (place) {
      draft.place = toDraftPlace(cityLabel(place), place);
      set('location', parsed.place.text, 'place');
    } else unknownPlace = parsed.place.text;
  }

  let vagueDate: string | null = null;
  let pastDate: LocalDay | null = null;
  if (parsed.from) {
    const zone = draft.place?.timeZone ?? zoneBefore;
    const reparsed = zone === zoneBefore ? parsed : readShared(rest, ctx.now, zone);
    const from = reparsed.from ?? parsed.from;
    const to = reparsed.to ?? parsed.to;
    const spanDays = to ? (to.getTime() - from.getTime()) / 86_400_000 : 99;
    if (spanDays > 2.1) {
      vagueDate = reparsed.dateLabel ?? parsed.dateLabel ?? 'then';
      const start = dayIn(from, zone);
      if (spanDays >= 27 && spanDays <= 31) draft.monthHint = { year: start.year, month: start.month };
    } else {
      const day = nearPreviousDay(rest, previous?.day ?? null, dayIn(from, zone));
      const at = zonedDate(day, draft.time ?? defaultTime(draft), zone);
      const today = dayIn(ctx.now, zone);
      const isToday = day.year === today.year && day.month === today.month && day.day === today.day;
      if (at.getTime() < ctx.now.getTime() && !isToday) pastDate = day;
      else {
        draft.day = day;
        set('date', reparsed.dateLabel ?? parsed.dateLabel, 'date');
      }
    }
  }
  // "actually the 18th": a day of the month alone moves the planned day within its month.
  const bareDay = /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/.exec(rest);
  if (!parsed.from && previous?.day && bareDay && !r.age) {
    const n = Number(bareDay[1]);
    if (n >= 1 && n <= 31) {
      draft.day = { ...previous.day, day: n };
      set('date', bareDay[0], 'date');
    }
  }
  if (!parsed.from && !draft.day && draft.monthHint) {
    const bare = /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/.exec(rest);
    const n = bare ? Number(bare[1]) : 0;
    if (n >= 1 && n <= 31) {
      draft.day = { ...draft.monthHint, day: n };
      set('date', bare![0], 'date');
    }
  }
  // "my 30th in chi on the 14th" with no month known yet: the next 14th from today.
  const theDay = /\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of|birthday|bday|anniversary))/.exec(rest);
  if (!parsed.from && !draft.day && !previous?.day && !draft.monthHint && theDay) {
    const day = nextDayNumbered(Number(theDay[1]), dayIn(ctx.now, draft.place?.timeZone ?? zoneBefore));
    if (day) {
      draft.day = day;
      set('date', theDay[0], 'date');
    }
  }
  return { draft, changed, unknownPlace, vagueDate, pastDate };
}
