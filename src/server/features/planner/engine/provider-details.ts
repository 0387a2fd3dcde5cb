import type { z } from 'zod';
import { placeEventLocation } from '../../../lib/events/event-location.ts';
import { defaultTime, type LocalDay, type PlannerDraft, zonedDate } from './draft.ts';
import type { TurnContext } from './ports.ts';
import { CLOCK, type detailsArgs } from './provider-tools.ts';
import { dayIn } from './read-shared.ts';

export function readDay(text: string): LocalDay {
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
export function applyDetails(
  draft: PlannerDraft,
  args: z.infer<typeof detailsArgs>,
  ctx: TurnContext,
): string[] {
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

/** The start of a day the model named (YYYY-MM-DD), in the zone. */
export function dayStart(text: string, timeZone: string): Date {
  return zonedDate(readDay(text), { hour: 0, minute: 0 }, timeZone);
}
