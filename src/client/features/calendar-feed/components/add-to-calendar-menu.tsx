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
  const outlookUrl = buildOutlookComposeUrl(event, siteUrl);
  const googleUrl = buildGoogleCalendarUrl(event, siteUrl);
  return (
    <>
      <DropdownMenuItem onSelect={() => void addToCalendar('ics')}>
        <Download aria-hidden="true" />
        Download .ics file
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <a
          href={outlookUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => void addToCalendar('outlook', outlookUrl)}
        >
          <CalendarPlus aria-hidden="true" />
          Outlook Calendar
        </a>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <a
          href={googleUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => void addToCalendar('google', googleUrl)}
        >
          <CalendarPlus aria-hidden="true" />
          Google Calendar
        </a>
      </DropdownMenuItem>
    </>
  );
}
