import { MessagesSquare } from 'lucide-react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useSentQuoteRequests } from '../api/quote-threads.ts';
import { QuoteRequestCard } from './quote-request-card.tsx';

/** The quote requests the user sent, newest first, each with the vendor's answers. */
export function SentQuoteRequests({ empty }: { empty: React.ReactNode }) {
  const sent = useSentQuoteRequests();
  if (sent.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (sent.isError) throw sent.error;
  const { quoteRequests } = sent.data;
  if (quoteRequests.length === 0) return empty;
  return (
    <section aria-labelledby="sent-quotes-title" className="grid gap-3">
      <h3 id="sent-quotes-title" className="flex items-center gap-2 font-display font-bold text-lg">
        <MessagesSquare aria-hidden="true" className="size-5" />
        Your quote requests
      </h3>
      <ul className="grid gap-3">
        {quoteRequests.map((request) => (
          <QuoteRequestCard key={request.id} request={request} side="customer" />
        ))}
      </ul>
    </section>
  );
}
