import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { quoteUnreadKey } from '#client/lib/quote-unread.ts';
import { eventsPaths, vendorsPaths } from '#shared/api-paths.ts';
import type { EventListResponse } from '#shared/contracts/events.ts';
import type { CreateQuoteRequestBody, QuoteRequest, QuoteRequestList } from '#shared/contracts/vendors.ts';
import { vendorKeys } from './vendor-keys.ts';

const receivedKey = [...vendorKeys.all, 'quote-requests', 'received'] as const;

/** Sends a quote request; a retry of the same submission reuses its key, so it is stored once. */
export function useCreateQuoteRequest(vendorId: number) {
  return useMutation({
    // The dialog shows the server's message under its field or above the buttons.
    meta: { errorToast: false },
    mutationFn: ({ body, key }: { body: CreateQuoteRequestBody; key: string }) =>
      apiFetch<QuoteRequest>(vendorsPaths.quoteRequests(vendorId), {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
  });
}

/** The caller's upcoming events, to attach one to a quote request; fetched once the dialog opens. */
export function useMyUpcomingEvents(enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'mine', 'upcoming', 'for-quote'] as const,
    queryFn: () =>
      apiFetch<EventListResponse>(
        `${eventsPaths.list}?creator=me&when=upcoming&ignoreLocation=true&limit=50`,
      ),
    enabled,
    staleTime: 60_000,
  });
}

/** Requests to every vendor profile the user owns, newest first. */
export function useReceivedQuoteRequests() {
  return useQuery({
    queryKey: receivedKey,
    queryFn: () => apiFetch<QuoteRequestList>(`${vendorsPaths.receivedQuotes}?limit=50`),
  });
}

/** Reply or decline; then the lists, the threads and the vendors (their measured response time) refresh. */
export function useAnswerQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, message }: { id: number; action: 'reply' | 'decline'; message: string }) =>
      apiFetch<QuoteRequest>(
        action === 'reply' ? vendorsPaths.replyQuote(id) : vendorsPaths.declineQuote(id),
        {
          method: 'POST',
          body: { message },
        },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
        queryClient.invalidateQueries({ queryKey: quoteUnreadKey }),
      ]),
  });
}
