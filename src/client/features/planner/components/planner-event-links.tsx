import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { STORED_EVENT_SOURCE } from '#shared/contracts/planner.ts';

type EventLink = {
  id: number | null;
  title: string;
  url: string | null;
  date?: string;
  location?: string;
  source?: string;
};

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const DAY_YEAR = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** The day, with the year when it is not this year's (annual events can be months away). */
function formatDay(iso: string): string {
  const date = new Date(iso);
  return (date.getFullYear() === new Date().getFullYear() ? DAY : DAY_YEAR).format(date);
}
const LINK_CLASS = 'font-semibold text-primary underline-offset-2 hover:underline';

/** Where an event not stored on Confetti comes from; it has no event page here. */
function originOf(source: string | undefined): string | null {
  if (!source || source === STORED_EVENT_SOURCE) return null;
  if (source === 'almanac') return 'Annual event';
  return source.startsWith('ics:') ? `From ${source.slice(4)}` : null;
}

function EventName({ event }: { event: EventLink }) {
  if (event.url?.startsWith('/')) {
    return (
      <Link to={event.url} className={LINK_CLASS}>
        {event.title}
      </Link>
    );
  }
  if (event.url && /^https?:\/\//i.test(event.url)) {
    return (
      <a href={event.url} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
        {event.title}
      </a>
    );
  }
  return <span className="font-semibold">{event.title}</span>;
}

/** Discovered or created events: stored ones link to their page, source-only ones to the source's page if any. */
export function PlannerEventLinks({ title, events }: { title: string; events: EventLink[] }) {
  if (events.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          {events.map((e) => {
            const details = [e.date ? formatDay(e.date) : null, e.location, originOf(e.source)].filter(
              Boolean,
            );
            return (
              <li key={e.id ?? `${e.source}-${e.title}-${e.date}`}>
                <EventName event={e} />
                {details.length > 0 ? (
                  <span className="block text-muted-foreground">{details.join(' · ')}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
