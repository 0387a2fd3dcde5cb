import { Repeat } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { paths } from '#client/config/paths.ts';
import { cn } from '#client/lib/cn.ts';
import type { Event } from '#shared/contracts/events.ts';
import { describeRuleText } from '#shared/lib/recurrence.ts';
import { useSeriesDates } from '../api/get-series-dates.ts';
import { SidebarCardHeading } from './sidebar-card-heading.tsx';

/** Dates shown before 'Show all dates'. */
const FIRST_DATES = 6;

/** A series date as the series card and the host's actions show it: 'Sat, Dec 5, 7:00 PM', in the event's zone. */
export const seriesDateFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });

/**
 * The series page of a repeating event, on each of its dates: the rule in words and every date from
 * today on, each linking to its own page (with its own guest list). `hostActions` (cancel this date,
 * delete the series) is composed by the page.
 */
export function EventSeriesCard({ event, hostActions }: { event: Event; hostActions?: ReactNode }) {
  const series = event.series;
  const datesQuery = useSeriesDates(event.id, Boolean(series));
  const [isShowingAll, setIsShowingAll] = useState(false);
  if (!series) return null;
  const format = seriesDateFormat(series.timeZone);
  const dates = datesQuery.data?.dates ?? [];
  const shown = isShowingAll ? dates : dates.slice(0, FIRST_DATES);
  const cancelled = datesQuery.data?.series.cancelled.length ?? series.cancelled.length;

  return (
    <Card>
      <CardHeader>
        <SidebarCardHeading
          icon={Repeat}
          title="Repeating event"
          description={describeRuleText(series.rule, series.timeZone)}
        />
      </CardHeader>
      <CardContent className="grid gap-3">
        {datesQuery.isPending ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">Loading the dates</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-9 w-full rounded-lg" />
            ))}
          </div>
        ) : datesQuery.isError ? (
          <p className="text-muted-foreground text-sm">The other dates could not be loaded right now.</p>
        ) : (
          <>
            <h3 className="font-semibold text-sm">Upcoming dates</h3>
            <ul className="grid gap-1">
              {shown.map((date) => {
                const isThis = date.id === event.id;
                return (
                  <li key={date.id}>
                    <Link
                      to={paths.event(date.id)}
                      aria-current={isThis ? 'page' : undefined}
                      className={cn(
                        'flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm transition-colors hover:bg-muted',
                        isThis && 'bg-primary-subtle font-semibold text-primary-subtle-foreground',
                      )}
                    >
                      <span>{format.format(new Date(date.date))}</span>
                      {isThis ? <span className="text-xs">This date</span> : null}
                      {!isThis && date.isException ? (
                        <span className="text-muted-foreground text-xs">Changed</span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
            {dates.length > FIRST_DATES ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="justify-self-start"
                aria-expanded={isShowingAll}
                onClick={() => setIsShowingAll((all) => !all)}
              >
                {isShowingAll ? 'Show fewer dates' : `Show all ${dates.length} dates`}
              </Button>
            ) : null}
            {cancelled > 0 ? (
              <p className="text-muted-foreground text-xs">
                {cancelled === 1 ? '1 date was cancelled.' : `${cancelled} dates were cancelled.`}
              </p>
            ) : null}
          </>
        )}
        {hostActions}
      </CardContent>
    </Card>
  );
}
