import type { CalendarEventInput } from '#shared/lib/calendar/calendar-event.ts';

/**
 * Builds one .ics file for the events and downloads it as confetti-events.ics; resolves to the
 * file name. The iCalendar writer is loaded on first use, so pages that never export skip it.
 */
export async function downloadEventsIcs(
  events: readonly CalendarEventInput[],
  siteUrl: string,
): Promise<string> {
  const { buildIcsCalendar, ICS_CONTENT_TYPE, ICS_FILE_NAME } = await import('#shared/lib/calendar/ics.ts');
  const blob = new Blob([buildIcsCalendar(events, { siteUrl })], { type: ICS_CONTENT_TYPE });
  const href = URL.createObjectURL(blob);
  try {
    downloadIcsFrom(href, ICS_FILE_NAME);
  } finally {
    // Revoked a little later: some browsers read the blob after click() returns.
    window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
  return ICS_FILE_NAME;
}

/**
 * Downloads the file at `href` (a blob, or a calendar file the server writes: a repeating event's
 * series entry needs time zone rules only the server carries); resolves to the file name.
 */
export function downloadIcsFrom(href: string, fileName: string): string {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
  return fileName;
}
