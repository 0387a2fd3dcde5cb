import type { z } from 'zod';
import type { User } from '#shared/contracts/auth.ts';
import type {
  createEventBodySchema,
  Event,
  EventScope,
  Recurrence,
  updateEventBodySchema,
} from '#shared/contracts/events.ts';
import { type Admission, admissionIssuesOf } from '#shared/lib/admission.ts';
import { formatWhen } from '#shared/lib/format-when.ts';
import {
  formatRule,
  instantOfWallTime,
  ruleOf,
  WEEKDAY_NAMES,
  wallTimeOf,
  weekdayCodeOf,
} from '#shared/lib/recurrence.ts';
import type { AlsoRecord } from '../../db/client.ts';
import {
  ForbiddenError,
  NotFoundError,
  UnauthenticatedError,
  ValidationError,
} from '../../lib/errors/app-errors.ts';
import { toEventInstant } from '../../lib/events/event-date.ts';
import { placeEventLocation } from '../../lib/events/event-location.ts';
import type { AppJobs } from '../../lib/jobs/job-names.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { EventSeriesRepository, GuestToTell } from './event-series.repository.ts';
import type { EditableEvent, EventsRepository, EventValues, NewEventValues } from './events.repository.ts';
import { makeDates, SERIES_HORIZON_MS, SERIES_TOP_UP_SECONDS } from './series-dates.ts';

export type CreateEventInput = z.output<typeof createEventBodySchema>;
export type UpdateEventInput = z.output<typeof updateEventBodySchema>;

const UNKNOWN_PLACE = "We couldn't find that place. Try 'City, ST' or a street address with the city.";
const INVALID_URL = 'Please enter a valid URL';
const INVALID_DATE = 'Please enter a valid date and time';
const SERIES_DAY_MOVED =
  'A change to the whole series can move its time, not its day. To move this date to another day, edit this date only.';

type Deps = {
  eventsRepo: EventsRepository;
  seriesRepo: EventSeriesRepository;
  clock: () => Date;
  /** Queues the top-up of a series that goes on past the dates made now. */
  jobs: Pick<JobQueue<AppJobs>, 'enqueue'>;
  /** Tells guests when their event is cancelled (queued mail). */
  mailer: Mailer;
};

/**
 * One mail per guest, whatever the number of their dates that were cancelled: 'Cancelled: Trivia
 * Night' with each date, and whether the rest of a series goes ahead.
 */
async function tellGuests(
  mailer: Mailer,
  guests: readonly GuestToTell[],
  othersGoAhead: boolean,
): Promise<void> {
  const byEmail = new Map<string, GuestToTell[]>();
  for (const guest of guests) {
    const key = guest.email.toLowerCase();
    byEmail.set(key, [...(byEmail.get(key) ?? []), guest]);
  }
  for (const dates of byEmail.values()) {
    const [first] = dates as [GuestToTell];
    const lines = dates.map((d) => `- ${formatWhen(d.date, d.timeZone)}`);
    await mailer.send({
      to: first.email,
      kind: 'event-cancelled',
      subject: `Cancelled: ${first.title}`,
      text: [
        `Hi ${first.name},`,
        '',
        `The host cancelled ${first.title} on:`,
        ...lines,
        '',
        othersGoAhead ? 'The other dates of the series go ahead as planned.' : '',
        'You are receiving this because you answered the invitation on Confetti.',
      ]
        .filter((line, i, all) => line !== '' || all[i - 1] !== '')
        .join('\n'),
    });
  }
}

function seriesError(path: string, message: string): ValidationError {
  return new ValidationError(message, [{ path, message }]);
}

/**
 * The rule and first dates of a new series starting at `start`, or a 400 naming the field to fix.
 * The rule must give the first date itself (RFC 5545 leaves a DTSTART off its rule undefined).
 */
export function planSeries(recurrence: Recurrence, start: Date, timeZone: string, now: Date) {
  const startLocal = wallTimeOf(start, timeZone);
  const firstDay = weekdayCodeOf(startLocal);
  if (
    recurrence.frequency === 'weekly' &&
    recurrence.weekdays.length > 0 &&
    !recurrence.weekdays.includes(firstDay)
  ) {
    const name = WEEKDAY_NAMES[firstDay];
    throw seriesError(
      'recurrence.weekdays',
      `The first date is a ${name}: include ${name} in the days it repeats on`,
    );
  }
  const until = recurrence.endsOn ? instantOfWallTime(`${recurrence.endsOn}T23:59`, timeZone) : null;
  if (until && until < start) {
    throw seriesError('recurrence.endsOn', 'The last day must be on or after the first date');
  }
  const rule = formatRule(ruleOf(recurrence, startLocal, until));
  const horizon = new Date(Math.max(now.getTime(), start.getTime()) + SERIES_HORIZON_MS);
  const series = { rule, startLocal, timeZone, cancelled: [] };
  const { dates, madeUntil, goesOn } = makeDates(series, start, horizon);
  if (dates.length < 2) {
    throw seriesError(
      recurrence.endsOn ? 'recurrence.endsOn' : 'recurrence.frequency',
      'This series has only one date: choose a later last day or more dates',
    );
  }
  return { series: { rule, startLocal, timeZone, madeUntil }, dates, goesOn };
}

/** City, state, point and time zone of a location text, or a 400 on the location field. */
function placeOrThrow(location: string) {
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

function instantOrThrow(date: string, timeZone: string): Date {
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
function eviteFieldsOf(body: Partial<EviteFields>, current: EviteFields | null): Partial<EviteFields> {
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
function changesOf(body: UpdateEventInput, current: EditableEvent): Partial<EventValues> {
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

function canManage(user: User, event: EditableEvent): boolean {
  return user.isAdmin || event.organizerId === user.id;
}

/**
 * Creating, editing and deleting events. Image generation flags in the create body are ignored
 * here: the images feature has its own endpoint that generates and stores a poster.
 */
export function createHostingService({ eventsRepo, seriesRepo, clock, jobs, mailer }: Deps) {
  async function findEditableOrThrow(id: number): Promise<EditableEvent> {
    const event = await eventsRepo.findEditable(id);
    if (!event) throw new NotFoundError('Event', id);
    return event;
  }

  async function reload(id: number): Promise<Event> {
    const event = await eventsRepo.findById(id);
    if (!event) throw new NotFoundError('Event', id);
    return event;
  }

  /**
   * Applies an edit to every date of the series from `place`'s date (or now, if sooner) on. The
   * whole series can change its time of day but not its day: a date on another day is a 400.
   */
  async function updateSeries(
    place: { seriesId: number; occurrenceStart: Date },
    changes: Partial<EventValues>,
  ): Promise<void> {
    const series = await seriesRepo.findSeries(place.seriesId);
    if (!series) throw new NotFoundError('Event series', place.seriesId);
    const now = clock();
    const { date, ...shared } = changes;
    const timeZone = changes.timeZone ?? series.timeZone;
    let time = series.startLocal.slice(11);
    if (date) {
      const wall = wallTimeOf(date, timeZone);
      if (wall.slice(0, 10) !== wallTimeOf(place.occurrenceStart, series.timeZone).slice(0, 10)) {
        throw new ValidationError(SERIES_DAY_MOVED, [{ path: 'date', message: SERIES_DAY_MOVED }]);
      }
      time = wall.slice(11);
    }
    const from = new Date(Math.min(place.occurrenceStart.getTime(), now.getTime()));
    const isMoved = time !== series.startLocal.slice(11) || timeZone !== series.timeZone;
    const atNewTime = (wall: string) => `${wall.slice(0, 11)}${time}`;
    await seriesRepo.updateSeries(
      place.seriesId,
      from,
      {
        series: isMoved
          ? { startLocal: atNewTime(series.startLocal), timeZone, cancelled: series.cancelled.map(atNewTime) }
          : {},
        move: isMoved ? { fromTimeZone: series.timeZone, time, timeZone } : null,
        shared,
      },
      now,
    );
  }

  return {
    /** The organizer is always the signed-in user, whatever the body says. */
    /** `alsoRecord` commits with the new event (the request's idempotency record). */
    async createEvent(user: User | null, body: CreateEventInput, alsoRecord?: AlsoRecord): Promise<Event> {
      if (!user) throw new UnauthenticatedError('You must be logged in to create an event');
      const place = placeOrThrow(body.location);
      const evite = eviteFieldsOf(body, null);
      const start = instantOrThrow(body.date, place.timeZone);
      const values: NewEventValues = {
        ...place,
        title: body.title,
        description: body.description,
        category: body.category,
        date: start,
        image: body.image,
        metaTitle: body.metaTitle ?? null,
        metaDescription: body.metaDescription ?? null,
        metaImage: body.metaImage,
        eviteSynced: evite.eviteSynced ?? false,
        eviteInvitationUrl: evite.eviteInvitationUrl ?? null,
        eviteEventId: evite.eviteEventId ?? null,
        eviteSyncStatus: body.eviteSyncStatus ?? null,
        admission: body.admission,
        priceMinCents: body.priceMinCents,
        priceMaxCents: body.priceMaxCents,
        ticketUrl: body.ticketUrl,
        isSoldOut: body.isSoldOut,
        organizerId: user.id,
        organizerName: user.name,
      };
      if (body.recurrence) {
        const now = clock();
        const plan = planSeries(body.recurrence, start, place.timeZone, now);
        const { seriesId, firstId } = await seriesRepo.insertSeries(
          plan.series,
          plan.dates,
          values,
          now,
          alsoRecord,
        );
        if (plan.goesOn) {
          await jobs.enqueue(
            'events.extend-series',
            { seriesId },
            { startAfterSeconds: SERIES_TOP_UP_SECONDS },
          );
        }
        return reload(firstId);
      }
      const id = await eventsRepo.insert(values, clock(), alsoRecord);
      return reload(id);
    },

    /**
     * Admins and the organizer may edit; a new location is geocoded again; absent fields stay. On a
     * date of a series, 'occurrence' edits this date alone and 'series' every date from this one or
     * now on (a new time of day included; dates edited on their own keep their own fields).
     */
    async updateEvent(
      user: User | null,
      id: number,
      body: UpdateEventInput,
      scope: EventScope = 'occurrence',
    ): Promise<Event> {
      if (!user) throw new UnauthenticatedError('You must be logged in to edit an event');
      const current = await findEditableOrThrow(id);
      if (!canManage(user, current)) throw new ForbiddenError('You can only edit events you organize');
      const changes = changesOf(body, current);
      const inSeries = await seriesRepo.findSeriesPlace(id);
      if (!inSeries) {
        await eventsRepo.update(id, changes, clock());
      } else if (scope === 'occurrence') {
        if (Object.keys(changes).length > 0) await seriesRepo.updateOccurrence(id, changes, clock());
      } else {
        await updateSeries(inSeries, changes);
      }
      return reload(id);
    },

    /**
     * Admins and the organizer may delete; bookmarks and posts go with the event. On a date of a
     * series, 'occurrence' cancels this date (it stays out of the series' calendar entry as an
     * EXDATE) and 'series' deletes every date.
     */
    async deleteEvent(user: User | null, id: number, scope: EventScope = 'occurrence'): Promise<void> {
      if (!user) throw new UnauthenticatedError('You must be logged in to delete an event');
      const current = await findEditableOrThrow(id);
      if (!canManage(user, current)) {
        throw new ForbiddenError('Permission Denied: Only administrators can delete events');
      }
      const now = clock();
      const inSeries = await seriesRepo.findSeriesPlace(id);
      if (!inSeries) {
        const guests = await seriesRepo.findGuestsToTell([id], now);
        await eventsRepo.remove(id);
        await tellGuests(mailer, guests, false);
        return;
      }
      if (scope === 'series') {
        const dates = await seriesRepo.findSeriesDates(inSeries.seriesId, now);
        const guests = await seriesRepo.findGuestsToTell([id, ...dates.map((d) => d.id)], now);
        await seriesRepo.removeSeries(inSeries.seriesId);
        await tellGuests(mailer, guests, false);
        return;
      }
      const series = await seriesRepo.findSeries(inSeries.seriesId);
      const wall = wallTimeOf(inSeries.occurrenceStart, series?.timeZone ?? current.timeZone);
      const guests = await seriesRepo.findGuestsToTell([id], now);
      await seriesRepo.cancelOccurrence(id, inSeries.seriesId, wall, now);
      await tellGuests(mailer, guests, true);
    },
  };
}
export type HostingService = ReturnType<typeof createHostingService>;
