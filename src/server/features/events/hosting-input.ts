import type { z } from 'zod';
import type { createEventBodySchema, updateEventBodySchema } from '#shared/contracts/events.ts';
import { type Admission, admissionIssuesOf } from '#shared/lib/admission.ts';
import { ValidationError } from '../../lib/errors/app-errors.ts';
import { toEventInstant } from '../../lib/events/event-date.ts';
import { placeEventLocation } from '../../lib/events/event-location.ts';
import type { EditableEvent, EventValues } from './events.repository.ts';

export type CreateEventInput = z.output<typeof createEventBodySchema>;
export type UpdateEventInput = z.output<typeof updateEventBodySchema>;

const UNKNOWN_PLACE = "We couldn't find that place. Try 'City, ST' or a street address with the city.";
const INVALID_URL = 'Please enter a valid URL';
const INVALID_DATE = 'Please enter a valid date and time';

/** City, state, point and time zone of a location text, or a 400 on the location field. */
export function placeOrThrow(location: string) {
  const place = placeEventLocation(location);
  if (!place) throw new ValidationError(UNKNOWN_PLACE, [{ path: 'location', message: UNKNOWN_PLACE }]);
  return {
    location: location.trim(),
    city: place.city,
    region: place.region,
    country: place.country,
    latitude: place.lat,
    longitude: place.lon,
    timeZone: place.timeZone,
  };
}

export function instantOrThrow(date: string, timeZone: string): Date {
  const instant = toEventInstant(date, timeZone);
  if (!instant) throw new ValidationError(INVALID_DATE, [{ path: 'date', message: INVALID_DATE }]);
  return instant;
}

function isHttpUrl(value: string | null): boolean {
  if (!value) return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

type EviteFields = Pick<EventValues, 'eviteSynced' | 'eviteInvitationUrl' | 'eviteEventId'>;

/**
 * Evite rules: sync off stores no invitation (turning it off clears the URL and id); sync on needs a
 * valid invitation URL, sent now or already stored.
 */
export function eviteFieldsOf(body: Partial<EviteFields>, current: EviteFields | null): Partial<EviteFields> {
  const isSynced = body.eviteSynced ?? current?.eviteSynced ?? false;
  if (!isSynced) {
    return body.eviteSynced === false || !current
      ? { eviteSynced: false, eviteInvitationUrl: null, eviteEventId: null }
      : {};
  }
  const url =
    body.eviteInvitationUrl !== undefined ? body.eviteInvitationUrl : (current?.eviteInvitationUrl ?? null);
  if (!isHttpUrl(url)) {
    throw new ValidationError(INVALID_URL, [{ path: 'eviteInvitationUrl', message: INVALID_URL }]);
  }
  const fields: Partial<EviteFields> = { eviteSynced: true, eviteInvitationUrl: url };
  if (body.eviteEventId !== undefined || !current) fields.eviteEventId = body.eviteEventId ?? null;
  return fields;
}

type AdmissionFields = Pick<EventValues, 'admission' | 'priceMinCents' | 'priceMaxCents'>;

/**
 * The admission fields an edit stores, checked together with what it leaves as stored. Choosing Free
 * or Not listed drops a stored price, and Donation a stored range's high end, unless the edit sends
 * them (then the combination is refused, naming the field).
 */
function admissionChangesOf(body: UpdateEventInput, current: AdmissionFields): Partial<Admission> {
  const admission = body.admission ?? current.admission;
  const dropsPrices = body.admission === 'free' || body.admission === 'unlisted';
  const priceMinCents =
    body.priceMinCents !== undefined ? body.priceMinCents : dropsPrices ? null : current.priceMinCents;
  const priceMaxCents =
    body.priceMaxCents !== undefined
      ? body.priceMaxCents
      : dropsPrices || body.admission === 'donation'
        ? null
        : current.priceMaxCents;
  const merged = { admission, priceMinCents, priceMaxCents };
  const issues = admissionIssuesOf(merged);
  if (issues.length > 0) throw new ValidationError(issues[0]!.message, issues);
  const changes: Partial<Admission> = {};
  for (const key of ['admission', 'priceMinCents', 'priceMaxCents'] as const) {
    if (merged[key] !== current[key]) Object.assign(changes, { [key]: merged[key] });
  }
  if (body.isSoldOut !== undefined) changes.isSoldOut = body.isSoldOut;
  return changes;
}

/** The stored fields an edit changes: only those sent; a new location is placed again. */
export function changesOf(body: UpdateEventInput, current: EditableEvent): Partial<EventValues> {
  const changes: Partial<EventValues> = {};
  for (const key of ['title', 'description', 'category', 'image', 'metaImage'] as const) {
    if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
  }
  for (const key of ['metaTitle', 'metaDescription', 'eviteSyncStatus', 'ticketUrl'] as const) {
    if (body[key] !== undefined) changes[key] = body[key] ?? null;
  }
  Object.assign(changes, admissionChangesOf(body, current));
  if (body.location !== undefined && body.location.trim() !== current.location) {
    Object.assign(changes, placeOrThrow(body.location));
  }
  if (body.date !== undefined) changes.date = instantOrThrow(body.date, changes.timeZone ?? current.timeZone);
  return { ...changes, ...eviteFieldsOf(body, current) };
}
