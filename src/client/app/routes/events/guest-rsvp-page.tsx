import { useParams } from 'react-router';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { paths } from '#client/config/paths.ts';
import { GuestRsvpView } from '#client/features/rsvp/components/guest-rsvp-view.tsx';

/** /rsvp/:token: the private link mailed to a guest without an account. */
export function GuestRsvpPage() {
  const token = useParams().token ?? '';
  return (
    <PageShell title="Your RSVP">
      <div className="max-w-2xl">
        <GuestRsvpView token={token} eventHref={paths.event} />
      </div>
    </PageShell>
  );
}
