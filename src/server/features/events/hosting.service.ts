import type { User } from '#shared/contracts/auth.ts';
import type { Event, EventScope } from '#shared/contracts/events.ts';
import { wallTimeOf } from '#shared/lib/recurrence.ts';
import type { AlsoRecord } from '../../db/client.ts';
import {
  ForbiddenError,
  NotFoundError,
  UnauthenticatedError,
  ValidationError,
} from '../../lib/errors/app-errors.ts';
import type { AppJobs } from '../../lib/jobs/job-names.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { tellGuests } from './cancellation-mail.ts';
import type { EventSeriesRepository } from './event-series.repository.ts';
import type { EditableEvent, EventsRepository, EventValues, NewEventValues } from './events.repository.ts';
import {
  type CreateEventInput,
  changesOf,
  eviteFieldsOf,
  instantOrThrow,
  placeOrThrow,
  type UpdateEventInput,
} from './hosting-input.ts';
import { SERIES_TOP_UP_SECONDS } from './series-dates.ts';
import { planSeries } from './series-plan.ts';

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
