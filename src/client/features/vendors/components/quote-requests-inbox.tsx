import { Inbox } from 'lucide-react';
import { useReceivedQuoteRequests } from '../api/quote-requests.ts';
import { QuoteRequestCard } from './quote-request-card.tsx';

/** Quote requests to the user's vendor profiles, each with its conversation. */
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
            <QuoteRequestCard key={request.id} request={request} side="vendor" />
          ))}
        </ul>
      )}
    </section>
  );
}
