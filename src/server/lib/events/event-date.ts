import { TZDate } from '@date-fns/tz';

// 2026-12-05, 2026-12-05T19:00, 2026-12-05 19:00:30.5, each optionally with Z or an offset.
const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const HAS_ZONE_WORD = /(?:\b(?:z|utc|gmt)\b|[+-]\d{2}:?\d{2}\s*$)/i;

/**
 * The instant an event's date text names. Text with an explicit offset or Z is that instant; text
 * without one (a datetime-local input sends '2026-12-05T19:00') is wall time in the event's zone,
 * so 19:00 at a New York party is 19:00 in New York whatever the server's or browser's zone.
 * Null for text that is no date.
 */
export function toEventInstant(text: string, timeZone: string): Date | null {
  const value = text.trim();
  const iso = ISO_LIKE.exec(value);
  if (iso) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', offset] = iso;
    if (offset) return validDate(new Date(value.replace(' ', 'T')));
    const ms = Math.round(Number(`0.${frac}`) * 1000);
    const wall = new TZDate(
      Number(y),
      Number(mo) - 1,
      Number(d),
      Number(h),
      Number(mi),
      Number(s),
      ms,
      timeZone,
    );
    // Reject rolled-over fields ("2026-02-31") rather than silently moving the date.
    if (wall.getMonth() !== Number(mo) - 1 || wall.getDate() !== Number(d)) return null;
    return validDate(new Date(wall.getTime()));
  }
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime()) || HAS_ZONE_WORD.test(value)) return validDate(parsed);
  // Other formats ("Dec 5, 2026 7:00 PM") are read by the runtime in its own zone; keep the wall time.
  const wall = new TZDate(
    parsed.getFullYear(),
    parsed.getMonth(),
    parsed.getDate(),
    parsed.getHours(),
    parsed.getMinutes(),
    parsed.getSeconds(),
    parsed.getMilliseconds(),
    timeZone,
  );
  return validDate(new Date(wall.getTime()));
}

function validDate(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}
