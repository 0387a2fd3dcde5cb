import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';

/**
 * A missing event could render nothing, but a blank page reads as broken, so this is the
 * quietest useful "nothing": one line and a way home. Also used for an id that is not a number.
 */
export function EventNotFound() {
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-4 px-6 py-20 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <CalendarX2 aria-hidden="true" className="size-8" />
      </span>
      <h1 className="font-display text-h2">This event could not be found</h1>
      <p className="text-muted-foreground">It may have been removed, or the link may be mistyped.</p>
      <Button asChild>
        <Link to={paths.home}>Browse events</Link>
      </Button>
    </div>
  );
}
