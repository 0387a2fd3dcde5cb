import { Button } from '#client/components/ui/button.tsx';
import type { HostGuest } from '#shared/contracts/rsvp.ts';
import { RsvpStatusBadge } from './rsvp-status-badge.tsx';

/** One guest of the host's list: name, answer, plus-ones, email, note, and a confirmed remove. */
export function GuestRow({
  guest,
  onRemove,
  isRemoving,
}: {
  guest: HostGuest;
  onRemove: () => void;
  isRemoving: boolean;
}) {
  return (
    <li className="grid gap-2 rounded-2xl border bg-card px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {guest.name}
          <RsvpStatusBadge status={guest.status} waitlistPosition={guest.waitlistPosition} />
          {guest.plusOnes > 0 ? (
            <span className="font-normal text-muted-foreground text-sm">+{guest.plusOnes}</span>
          ) : null}
        </p>
        <p className="truncate text-muted-foreground text-sm">
          {guest.email} · answered {new Date(guest.updatedAt).toLocaleString()}
        </p>
        {guest.note ? <p className="mt-1 whitespace-pre-line text-sm">“{guest.note}”</p> : null}
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={isRemoving}
        onClick={() => {
          if (window.confirm(`Remove ${guest.name} from the guest list?`)) onRemove();
        }}
      >
        Remove
      </Button>
    </li>
  );
}
