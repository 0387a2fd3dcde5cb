import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { quoteUnreadKey } from '#client/lib/quote-unread.ts';
import { vendorsPaths } from '#shared/api-paths.ts';
import type { PostQuoteMessageBody, QuoteRequestList, QuoteThread } from '#shared/contracts/vendors.ts';
import { vendorKeys } from './vendor-keys.ts';

const quoteKeys = {
  all: [...vendorKeys.all, 'quote-requests'] as const,
  sent: () => [...quoteKeys.all, 'sent'] as const,
  thread: (id: number) => [...quoteKeys.all, 'thread', id] as const,
};

/** The quote requests the user sent, newest first, each marked when the vendor wrote since. */
export function useSentQuoteRequests() {
  return useQuery({
    queryKey: quoteKeys.sent(),
    queryFn: () => apiFetch<QuoteRequestList>(`${vendorsPaths.sentQuotes}?limit=50`),
  });
}

/** One request and its conversation, fetched while it is open. */
export function useQuoteThread(id: number, isOpen: boolean) {
  return useQuery({
    queryKey: quoteKeys.thread(id),
    queryFn: () => apiFetch<QuoteThread>(vendorsPaths.quoteThread(id)),
    enabled: isOpen,
  });
}

/** The caller's side has read the thread: the lists and the navigation's count refresh. */
export function useMarkQuoteRead() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (id: number) => apiFetch(vendorsPaths.readQuote(id), { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteUnreadKey }),
        queryClient.invalidateQueries({ queryKey: quoteKeys.sent() }),
        queryClient.invalidateQueries({ queryKey: [...quoteKeys.all, 'received'] }),
      ]),
  });
}

/** Writes in the thread; the answer is the whole thread, so it replaces the cached one. */
export function usePostQuoteMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: PostQuoteMessageBody) =>
      apiFetch<QuoteThread>(vendorsPaths.quoteMessages(id), { method: 'POST', body }),
    onSuccess: (thread) => {
      queryClient.setQueryData(quoteKeys.thread(id), thread);
      // The thread is already fresh: the lists and the count refresh without holding the form.
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteKeys.sent() }),
        queryClient.invalidateQueries({ queryKey: [...quoteKeys.all, 'received'] }),
        queryClient.invalidateQueries({ queryKey: quoteUnreadKey }),
      ]);
    },
  });
}
