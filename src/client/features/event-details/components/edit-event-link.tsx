import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';

/** Shown to an administrator or the event's organizer only (the page decides). */
export function EditEventLink({ eventId }: { eventId: number }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.adminEditEvent(eventId)}>
        <Pencil aria-hidden="true" />
        Edit Event
      </Link>
    </Button>
  );
}
