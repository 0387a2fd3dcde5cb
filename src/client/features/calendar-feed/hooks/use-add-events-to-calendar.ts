import { useCallback, useState } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { eventsPaths } from '#shared/api-paths.ts';
import type { Event, EventListItem } from '#shared/contracts/events.ts';
import { buildEventUrl, type CalendarEventInput } from '#shared/lib/calendar/calendar-event.ts';
import { useRecordCalendarEntry } from '../api/record-calendar-entry.ts';
import { downloadEventsIcs } from '../lib/download-ics.ts';
import { CALENDAR_ERROR_MESSAGE } from './use-add-to-calendar.ts';

/**
 * Lists carry a description excerpt; the calendar entries get each event's whole text (one call per
 * event, in parallel). An event that cannot be read (deleted meanwhile) keeps its list item.
 */
async function withWholeDescriptions(events: readonly EventListItem[]): Promise<CalendarEventInput[]> {
  return Promise.all(events.map((event) => apiFetch<Event>(eventsPaths.one(event.id)).catch(() => event)));
}

/**
 * /search's 'Add N Events to Calendar': one .ics with every selected
 * event, then one calendar record per event, whose failures (a guest, a deleted event) are ignored.
 * `addEventsToCalendar` resolves true when the file was downloaded.
 */
export function useAddEventsToCalendar() {
  const record = useRecordCalendarEntry();
  const [isAdding, setIsAdding] = useState(false);

  const addEventsToCalendar = useCallback(
    async (events: readonly EventListItem[]): Promise<boolean> => {
      if (events.length === 0) {
        toast({
          title: 'No events selected',
          description: 'Please select at least one event to add to your calendar.',
          variant: 'destructive',
        });
        return false;
      }
      const siteUrl = window.location.origin;
      setIsAdding(true);
      try {
        const fileName = await downloadEventsIcs(await withWholeDescriptions(events), siteUrl);
        const timestamp = new Date().toISOString();
        await Promise.allSettled(
          events.map((event) =>
            record(event.id, {
              platform: 'outlook_calendar',
              url: buildEventUrl(siteUrl, event.id),
              content: `Calendar file (.ics): ${event.title}`,
              timestamp,
            }),
          ),
        );
        toast({
          title: 'Added to Calendar',
          description: `${events.length === 1 ? '1 event' : `${events.length} events`} saved to ${fileName}. Open it to add ${events.length === 1 ? 'it' : 'them'} to your calendar.`,
          variant: 'success',
        });
        return true;
      } catch {
        toast({ title: 'Error', description: CALENDAR_ERROR_MESSAGE, variant: 'destructive' });
        return false;
      } finally {
        setIsAdding(false);
      }
    },
    [record],
  );

  return { addEventsToCalendar, isAdding };
}
