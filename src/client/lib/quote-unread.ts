import { useQuery } from '@tanstack/react-query';
import { vendorsPaths } from '#shared/api-paths.ts';
import type { QuoteUnreadCount } from '#shared/contracts/vendors.ts';
import { apiFetch } from './api-client.ts';

/** Invalidated by whatever reads or writes a quote thread. */
export const quoteUnreadKey = ['quote-requests', 'unread'] as const;

/**
 * Quote threads with words the signed-in user has not read (as a customer and as a vendor), for
 * the navigation's count; checked again every minute and whenever the window regains focus.
 */
export function useQuoteUnreadCount(isSignedIn: boolean) {
  return useQuery({
    queryKey: quoteUnreadKey,
    queryFn: () => apiFetch<QuoteUnreadCount>(vendorsPaths.unreadQuotes),
    enabled: isSignedIn,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}
