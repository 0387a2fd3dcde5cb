import { MessagesSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import type { QuoteRequest } from '#shared/contracts/vendors.ts';
import { QuoteConversation } from './quote-conversation.tsx';

const STATUS_TEXT: Record<'customer' | 'vendor', Record<QuoteRequest['status'], string>> = {
  vendor: { pending: 'Waiting for your reply', replied: 'Replied', declined: 'Declined' },
  customer: { pending: 'Waiting for the vendor', replied: 'The vendor replied', declined: 'Declined' },
};

function dayText(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * One quote request as either side sees it: what was asked, where it stands, and the conversation
 * behind a toggle (opening it marks the other side's new words read).
 */
export function QuoteRequestCard({ request, side }: { request: QuoteRequest; side: 'customer' | 'vendor' }) {
  const [isOpen, setIsOpen] = useState(false);
  const labelId = useId();
  const panelId = useId();
  return (
    <li aria-labelledby={labelId} className="grid gap-3 rounded-2xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={labelId} className="font-semibold">
          {side === 'vendor' ? (
            `${request.requester.name} · ${request.vendor.name}`
          ) : (
            <Link to={paths.vendor(request.vendor.id)} className="hover:underline">
              {request.vendor.name}
            </Link>
          )}
        </h4>
        <span className="flex items-center gap-2 text-muted-foreground text-xs">
          {request.unread ? <Badge variant="solid">New message</Badge> : null}
          {STATUS_TEXT[side][request.status]}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Date</dt>
        <dd>{dayText(request.eventDate)}</dd>
        <dt className="text-muted-foreground">Guests</dt>
        <dd>{request.guestCount}</dd>
        <dt className="text-muted-foreground">Budget</dt>
        <dd>{request.budget === null ? 'Not given' : `$${request.budget.toLocaleString('en-US')}`}</dd>
        {request.event ? (
          <>
            <dt className="text-muted-foreground">Event</dt>
            <dd>
              <Link to={paths.event(request.event.id)} className="underline underline-offset-2">
                {request.event.title}
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      {isOpen ? null : <p className="line-clamp-2 whitespace-pre-line text-sm">{request.message}</p>}
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="w-fit"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <MessagesSquare aria-hidden="true" className="size-4" />
        {isOpen ? 'Hide conversation' : 'Open conversation'}
      </Button>
      <div id={panelId}>{isOpen ? <QuoteConversation id={request.id} /> : null}</div>
    </li>
  );
}
