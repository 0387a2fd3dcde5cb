import { DEFAULT_EVENT_CATEGORY, EVENT_CATEGORIES } from '#shared/constants.ts';
import type { Event, UpdateEventBody } from '#shared/contracts/events.ts';
import { toDateTimeLocal } from './event-dates.ts';
import type { EventFormOutput, EventFormValues } from './event-form-schema.ts';

export const emptyEventForm: EventFormValues = {
  title: '',
  description: '',
  date: '',
  location: '',
  category: DEFAULT_EVENT_CATEGORY,
  image: '',
  metaTitle: '',
  metaDescription: '',
  eviteSynced: false,
  eviteInvitationUrl: '',
  eviteEventId: '',
  eviteSyncStatus: '',
  admission: 'unlisted',
  priceMinCents: '',
  priceMaxCents: '',
  ticketUrl: '',
  isSoldOut: false,
};

/** Cents as the price field shows them: '15', '12.50'; blank for none. */
const dollarsText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2);

type FormCategory = EventFormValues['category'];
const isFormCategory = (value: string): value is FormCategory =>
  (EVENT_CATEGORIES as readonly string[]).includes(value);

/** A stored event as the edit form shows it: the date as wall time at the event's place. */
export function toEventFormValues(event: Event): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    date: toDateTimeLocal(event.date, event.timeZone),
    location: event.location,
    // Sample-only categories (Music, Food & Drink...) are not offered in the form; Other is closest.
    category: isFormCategory(event.category) ? event.category : 'Other',
    image: event.image ?? '',
    metaTitle: event.metaTitle ?? '',
    metaDescription: event.metaDescription ?? '',
    eviteSynced: event.eviteSynced,
    eviteInvitationUrl: event.eviteInvitationUrl ?? '',
    eviteEventId: event.eviteEventId ?? '',
    eviteSyncStatus: event.eviteSyncStatus ?? '',
    admission: event.admission ?? 'unlisted',
    priceMinCents: dollarsText(event.priceMinCents),
    priceMaxCents: dollarsText(event.priceMaxCents),
    ticketUrl: event.ticketUrl ?? '',
    isSoldOut: event.isSoldOut ?? false,
  };
}

type DirtyFields = Partial<Record<string, boolean | undefined>>;

/**
 * The PATCH body: only what the person changed. A new place re-sends the date, so the wall time
 * they see is kept in the new place's time zone instead of the old instant.
 */
export function toUpdateEventBody(values: EventFormOutput, dirty: DirtyFields): UpdateEventBody {
  const keys = (Object.keys(values) as (keyof EventFormOutput)[]).filter(
    (key) => dirty[key] || (key === 'date' && dirty.location),
  );
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as UpdateEventBody;
}

const OPTIONAL_TEXTS = ['metaTitle', 'metaDescription', 'eviteEventId', 'eviteSyncStatus'] as const;

/** Empty optional texts are sent as null ("none"), not as empty strings. */
export function withBlanksAsNull(values: EventFormOutput): EventFormOutput {
  const copy = { ...values };
  for (const key of OPTIONAL_TEXTS) if (!copy[key]) copy[key] = null;
  return copy;
}
