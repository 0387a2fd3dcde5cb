import { ExternalLink } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { Event } from '#shared/contracts/events.ts';
import { admissionOf } from '#shared/lib/admission.ts';

/** The ticket seller's host name ('tickets.example.com'), or null for a link that will not parse. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * 'Get tickets': the host's ticket link, opened in a new tab and said to leave Confetti (the seller's
 * name under it). A sold-out event keeps the link, worded as the ticket page (resale, a waitlist).
 */
export function EventTickets({ event }: { event: Event }) {
  const url = event.ticketUrl;
  const host = url ? hostOf(url) : null;
  if (!url || !host) return null;
  const { isSoldOut } = admissionOf(event);
  const label = isSoldOut ? 'See the ticket page' : 'Get tickets';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <Button asChild variant={isSoldOut ? 'outline' : 'default'}>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          aria-label={`${label} on ${host} (leaves Confetti, opens in a new tab)`}
        >
          {label}
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
      <p className="text-muted-foreground text-sm">
        Sold by <span className="font-medium text-ink-800">{host}</span>, outside Confetti
      </p>
    </div>
  );
}
