import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { paths } from '#client/config/paths.ts';
import type { Event } from '#shared/contracts/events.ts';
import { SidebarCardHeading } from './sidebar-card-heading.tsx';
import { SimilarEventLink } from './similar-event-link.tsx';

type SimilarEventsCardProps = {
  category: string;
  /** As GET /api/events/:id/similar ordered them. */
  events: Event[];
  isPending: boolean;
  isError: boolean;
  /** The bookmark heart for one event (the page composes it; features stay apart). */
  renderBookmark?: (event: Event) => ReactNode;
};

/** 'Similar Upcoming Events': upcoming events of the same category, nearest to this one first. */
export function SimilarEventsCard({
  category,
  events,
  isPending,
  isError,
  renderBookmark,
}: SimilarEventsCardProps) {
  const browse = `${paths.home}?${new URLSearchParams({ category })}`;
  return (
    <Card>
      <CardHeader>
        <SidebarCardHeading icon={Sparkles} title="Similar Upcoming Events" />
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading similar events</span>
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex items-center gap-3">
                <Skeleton className="h-16 w-24 rounded-lg" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-4/5" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </div>
            ))}
          </div>
        ) : isError ? (
          <p className="text-muted-foreground text-sm">Similar events could not be loaded right now.</p>
        ) : events.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No other upcoming {category} events yet.{' '}
            <Link to={paths.home} className="font-semibold text-primary underline-offset-4 hover:underline">
              Browse all events
            </Link>
          </p>
        ) : (
          <ul className="grid gap-1">
            {events.map((event) => (
              <li key={event.id}>
                <SimilarEventLink event={event} bookmark={renderBookmark?.(event)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {!isPending && !isError && events.length > 0 ? (
        <CardContent>
          <Link to={browse} className="font-semibold text-primary text-sm underline-offset-4 hover:underline">
            See all {category} events
          </Link>
        </CardContent>
      ) : null}
    </Card>
  );
}
