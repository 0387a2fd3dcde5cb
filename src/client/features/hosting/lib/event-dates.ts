import { TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';

const DATETIME_LOCAL = "yyyy-MM-dd'T'HH:mm";

function toZoned(iso: string, timeZone: string): TZDate | null {
  const instant = new Date(iso);
  if (!isValid(instant)) return null;
  try {
    return new TZDate(instant, timeZone);
  } catch {
    // An unknown zone name: fall back to UTC rather than failing the whole form.
    return new TZDate(instant, 'UTC');
  }
}

/**
 * A stored UTC instant as the wall time at the event's place, for a datetime-local input
 * (the server reads an offset-less value as wall time in the event's zone). '' when invalid.
 */
export function toDateTimeLocal(iso: string, timeZone: string): string {
  const zoned = toZoned(iso, timeZone);
  return zoned ? format(zoned, DATETIME_LOCAL) : '';
}

/** 'MMM d, yyyy' in the event's own time zone, or 'Date not set'. */
export function formatEventDay(iso: string, timeZone: string): string {
  const zoned = toZoned(iso, timeZone);
  return zoned && isValid(zoned) ? format(zoned, 'MMM d, yyyy') : 'Date not set';
}
