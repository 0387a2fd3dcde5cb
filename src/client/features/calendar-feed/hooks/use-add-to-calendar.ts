import { useCallback } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { useUser } from '#client/lib/user.ts';
import { eventsPaths } from '#shared/api-paths.ts';
import type { Event } from '#shared/contracts/events.ts';
import { buildEventUrl } from '#shared/lib/calendar/calendar-event.ts';
import { useRecordCalendarEntry } from '../api/record-calendar-entry.ts';
import { CALENDAR_KIND_LABELS, type CalendarKind } from '../lib/calendar-entries.ts';
import { downloadEventsIcs, downloadIcsFrom } from '../lib/download-ics.ts';

export const CALENDAR_ERROR_MESSAGE = 'Failed to add event to calendar. Please try again.';

/**
 * Adds one event to a calendar and records it (platform outlook_calendar). For Outlook and Google
 * the caller has already opened `url` (a link in the menu, so no popup blocker interferes); for
 * the file it is downloaded here and the record points at the event page.
 */
export function useAddToCalendar(event: Event) {
  const record = useRecordCalendarEntry();
  const { data: user } = useUser();
  const isSignedIn = Boolean(user);
  return useCallback(
    async (kind: CalendarKind, url?: string): Promise<void> => {
      const siteUrl = window.location.origin;
      try {
        // A date of a series is added as the whole series (one entry with its repeat rule).
        if (kind === 'ics' && event.series) {
          downloadIcsFrom(`/api${eventsPaths.calendar(event.id)}`, `confetti-event-${event.id}.ics`);
        } else if (kind === 'ics') await downloadEventsIcs([event], siteUrl);
        // A guest has nothing to record. After a download the file is already the user's, so a
        // failed record is ignored (as after a bulk download); for Outlook and Google the record
        // is the app's part of the add, so its failure is reported.
        if (isSignedIn) {
          const recorded = record(event.id, {
            platform: 'outlook_calendar',
            url: url ?? buildEventUrl(siteUrl, event.id),
            content: `${CALENDAR_KIND_LABELS[kind]}: ${event.title}`,
            timestamp: new Date().toISOString(),
          });
          if (kind === 'ics') recorded.catch(() => undefined);
          else await recorded;
        }
        toast({
          title: 'Added to Calendar',
          description: `${event.title} was added to your ${kind === 'ics' ? 'calendar file' : CALENDAR_KIND_LABELS[kind]}.`,
          variant: 'success',
        });
      } catch {
        toast({ title: 'Error', description: CALENDAR_ERROR_MESSAGE, variant: 'destructive' });
      }
    },
    [event, record, isSignedIn],
  );
}
