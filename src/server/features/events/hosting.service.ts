import type { z } from 'zod';
import type { User } from '#shared/contracts/auth.ts';
import type { createEventBodySchema, Event, updateEventBodySchema } from '#shared/contracts/events.ts';
import type { AlsoRecord } from '../../db/client.ts';
import {
  ForbiddenError,
  NotFoundError,
  UnauthenticatedError,
  ValidationError,
} from '../../lib/errors/app-errors.ts';
import { toEventInstant } from '../../lib/events/event-date.ts';
import { placeEventLocation } from '../../lib/events/event-location.ts';
import type { EditableEvent, EventsRepository, EventValues } from './events.repository.ts';

export type CreateEventInput = z.output<typeof createEventBodySchema>;
export type UpdateEventInput = z.output<typeof updateEventBodySchema>;

const UNKNOWN_PLACE = "We couldn't find that place. Try 'City, ST' or a street address with the city.";
const INVALID_URL = 'Please enter a valid URL';
const INVALID_DATE = 'Please enter a valid date and time';

type Deps = { eventsRepo: EventsRepository; clock: () => Date };

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

/** The stored fields an edit changes: only those sent; a new location is placed again. */
function changesOf(body: UpdateEventInput, current: EditableEvent): Partial<EventValues> {
  const changes: Partial<EventValues> = {};
  for (const key of ['title', 'description', 'category', 'image', 'metaImage'] as const) {
    if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
  }
  for (const key of ['metaTitle', 'metaDescription', 'eviteSyncStatus'] as const) {
    if (body[key] !== undefined) changes[key] = body[key] ?? null;
  }
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
export function createHostingService({ eventsRepo, clock }: Deps) {
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

  return {
    /** The organizer is always the signed-in user, whatever the body says. */
    /** `alsoRecord` commits with the new event (the request's idempotency record). */
    async createEvent(user: User | null, body: CreateEventInput, alsoRecord?: AlsoRecord): Promise<Event> {
      if (!user) throw new UnauthenticatedError('You must be logged in to create an event');
      const place = placeOrThrow(body.location);
      const evite = eviteFieldsOf(body, null);
      const id = await eventsRepo.insert(
        {
          ...place,
          title: body.title,
          description: body.description,
          category: body.category,
          date: instantOrThrow(body.date, place.timeZone),
          image: body.image,
          metaTitle: body.metaTitle ?? null,
          metaDescription: body.metaDescription ?? null,
          metaImage: body.metaImage,
          eviteSynced: evite.eviteSynced ?? false,
          eviteInvitationUrl: evite.eviteInvitationUrl ?? null,
          eviteEventId: evite.eviteEventId ?? null,
          eviteSyncStatus: body.eviteSyncStatus ?? null,
          organizerId: user.id,
          organizerName: user.name,
        },
        clock(),
        alsoRecord,
      );
      return reload(id);
    },

    /** Admins and the organizer may edit; a new location is geocoded again; absent fields stay. */
    async updateEvent(user: User | null, id: number, body: UpdateEventInput): Promise<Event> {
      if (!user) throw new UnauthenticatedError('You must be logged in to edit an event');
      const current = await findEditableOrThrow(id);
      if (!canManage(user, current)) throw new ForbiddenError('You can only edit events you organize');
      const changes = changesOf(body, current);
      await eventsRepo.update(id, changes, clock());
      return reload(id);
    },

    /** Admins and the organizer may delete; bookmarks and posts go with the event. */
    async deleteEvent(user: User | null, id: number): Promise<void> {
      if (!user) throw new UnauthenticatedError('You must be logged in to delete an event');
      const current = await findEditableOrThrow(id);
      if (!canManage(user, current)) {
        throw new ForbiddenError('Permission Denied: Only administrators can delete events');
      }
      await eventsRepo.remove(id);
    },
  };
}
export type HostingService = ReturnType<typeof createHostingService>;
