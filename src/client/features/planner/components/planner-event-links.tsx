import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

type EventLink = { id: number; title: string; url: string; date?: string; location?: string };

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** Discovered or created events, each linking to its page. */
export function PlannerEventLinks({ title, events }: { title: string; events: EventLink[] }) {
  if (events.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          {events.map((e) => (
            <li key={e.id}>
              <Link to={e.url} className="font-semibold text-primary underline-offset-2 hover:underline">
                {e.title}
              </Link>
              {e.date || e.location ? (
                <span className="block text-muted-foreground">
                  {[e.date ? DAY.format(new Date(e.date)) : null, e.location].filter(Boolean).join(' · ')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
