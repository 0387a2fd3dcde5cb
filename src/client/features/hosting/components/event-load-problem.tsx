import { CalendarX2, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';

/** The edit page's notice when the event is missing (404) or could not be loaded. */
export function EventLoadProblem({ isNotFound, message }: { isNotFound: boolean; message?: string }) {
  const Icon = isNotFound ? CalendarX2 : CircleAlert;
  return (
    <div
      role="alert"
      className="mx-auto grid max-w-lg justify-items-center gap-4 rounded-3xl border border-border bg-card px-6 py-14 text-center shadow-xs"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-muted text-ink-600">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <div className="grid gap-1">
        <p className="font-display text-h2">{isNotFound ? 'Event not found' : 'Something went wrong'}</p>
        <p className="text-muted-foreground">
          {isNotFound
            ? 'This event does not exist or has been deleted.'
            : (message ?? 'The event could not be loaded. Please try again later.')}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to={paths.myEvents}>My Events</Link>
        </Button>
        <Button asChild>
          <Link to={paths.home}>Go home</Link>
        </Button>
      </div>
    </div>
  );
}
