import { MessagesSquare } from 'lucide-react';
import { paths } from '#client/config/paths.ts';
import { ProfileEmptyState } from '#client/features/profiles/components/profile-empty-state.tsx';
import { SentQuoteRequests } from '#client/features/vendors/components/sent-quote-requests.tsx';

/** Quote Requests: what the user asked vendors, and each vendor's answers, as conversations. */
export function QuoteRequestsTab() {
  return (
    <SentQuoteRequests
      empty={
        <ProfileEmptyState
          icon={MessagesSquare}
          message="You haven't asked a vendor for a quote yet."
          detail="Ask DJs, caterers and photographers for a price from their vendor page; their replies appear here."
          actionLabel="Find vendors"
          actionHref={paths.vendors}
        />
      }
    />
  );
}
