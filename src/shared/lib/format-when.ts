/**
 * A moment as people at the event read it: 'Sat, Dec 5, 2026, 7:00 PM PST' in the event's own time
 * zone (the reader's when it has none). `withZone: false` leaves out the zone's name, for pages that
 * say the zone elsewhere.
 */
export function formatWhen(
  date: Date | string,
  timeZone: string | null | undefined,
  { withZone = true }: { withZone?: boolean } = {},
): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: timeZone ?? undefined,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(withZone ? { timeZoneName: 'short' } : {}),
  }).format(typeof date === 'string' ? new Date(date) : date);
}
