import { CalendarPlus, ChevronDown, Download } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { siteOrigin } from '#client/lib/site-origin.ts';
import type { Event } from '#shared/contracts/events.ts';
import { buildGoogleCalendarUrl, buildOutlookComposeUrl } from '#shared/lib/calendar/calendar-links.ts';
import { useAddToCalendar } from '../hooks/use-add-to-calendar.ts';

/**
 * 'Add to Calendar': a downloaded .ics, Outlook on the web (its compose link) or Google
 * Calendar. The web calendars open as links in a new tab, which no popup blocker stops.
 */
export function AddToCalendarMenu({ event }: { event: Event }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <CalendarPlus aria-hidden="true" />
          Add to Calendar
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <AddToCalendarItems event={event} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The menu's items, rendered only while it is open: their links are built then, so a page that
 * shows the closed menu checks no time zone with Intl while it loads.
 */
function AddToCalendarItems({ event }: { event: Event }) {
  const addToCalendar = useAddToCalendar(event);
  const siteUrl = siteOrigin();
  const webCalendars = [
    { kind: 'outlook', label: 'Outlook Calendar', url: buildOutlookComposeUrl(event, siteUrl) },
    { kind: 'google', label: 'Google Calendar', url: buildGoogleCalendarUrl(event, siteUrl) },
  ] as const;
  return (
    <>
      <DropdownMenuItem onSelect={() => void addToCalendar('ics')}>
        <Download aria-hidden="true" />
        Download .ics file
      </DropdownMenuItem>
      {webCalendars.map(({ kind, label, url }) => (
        <DropdownMenuItem key={kind} asChild>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => void addToCalendar(kind, url)}
          >
            <CalendarPlus aria-hidden="true" />
            {label}
          </a>
        </DropdownMenuItem>
      ))}
    </>
  );
}
