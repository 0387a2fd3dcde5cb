import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { paths } from '#client/config/paths.ts';
import { errorMessageOf } from '#client/lib/api-client.ts';
import type { QuoteRequest } from '#shared/contracts/vendors.ts';
import { useAnswerQuoteRequest, useReceivedQuoteRequests } from '../api/quote-requests.ts';

const STATUS_TEXT: Record<QuoteRequest['status'], string> = {
  pending: 'Waiting for your reply',
  replied: 'Replied',
  declined: 'Declined',
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

function QuoteRequestItem({ request }: { request: QuoteRequest }) {
  const [reply, setReply] = useState('');
  const answer = useAnswerQuoteRequest();
  const send = (action: 'reply' | 'decline') => answer.mutate({ id: request.id, action, message: reply });
  const labelId = `quote-${request.id}-title`;
  return (
    <li aria-labelledby={labelId} className="grid gap-3 rounded-2xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={labelId} className="font-semibold">
          {request.requester.name} · {request.vendor.name}
        </h4>
        <span className="text-muted-foreground text-xs">{STATUS_TEXT[request.status]}</span>
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
      <p className="whitespace-pre-line text-sm">{request.message}</p>
      {request.status === 'pending' ? (
        <div className="grid gap-2">
          <Textarea
            aria-label={`Reply to ${request.requester.name}`}
            rows={3}
            placeholder="Your price and what it includes"
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
          {answer.isError ? (
            <p role="alert" className="text-destructive text-sm">
              {errorMessageOf(answer.error)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" disabled={answer.isPending} onClick={() => send('reply')}>
              Send reply
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={answer.isPending}
              onClick={() => send('decline')}
            >
              Decline
            </Button>
          </div>
        </div>
      ) : request.reply ? (
        <p className="whitespace-pre-line border-border border-l-2 pl-3 text-muted-foreground text-sm">
          {request.reply}
        </p>
      ) : null}
    </li>
  );
}

/** Quote requests to the user's vendor profiles, with reply and decline. */
export function QuoteRequestsInbox() {
  const received = useReceivedQuoteRequests();
  if (received.isPending || received.isError) return null;
  const { quoteRequests } = received.data;
  return (
    <section aria-labelledby="quote-requests-title" className="grid gap-3">
      <h3 id="quote-requests-title" className="flex items-center gap-2 font-display font-bold text-lg">
        <Inbox aria-hidden="true" className="size-5" />
        Quote requests
      </h3>
      {quoteRequests.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No quote requests yet. Hosts can ask for a quote from your vendor page.
        </p>
      ) : (
        <ul className="grid gap-3">
          {quoteRequests.map((request) => (
            <QuoteRequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}
