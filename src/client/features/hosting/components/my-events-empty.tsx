import { PartyPopper, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';

/** No events yet: the message and a way to host the first one. */
export function MyEventsEmpty() {
  return (
    <div className="grid justify-items-center gap-4 rounded-3xl border border-dashed border-input bg-card px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-primary-subtle text-primary-subtle-foreground">
        <PartyPopper aria-hidden="true" className="size-7" />
      </span>
      <div className="grid gap-1">
        <p className="font-display text-h3">You haven't created any events yet.</p>
        <p className="max-w-sm text-muted-foreground text-sm">
          Host a party in a couple of minutes: a title, a date, a place, and a poster we draw for you.
        </p>
      </div>
      <Button asChild>
        <Link to={paths.createEvent}>
          <Plus aria-hidden="true" />
          Create Your First Event
        </Link>
      </Button>
    </div>
  );
}
