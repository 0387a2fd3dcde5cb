import { focusManager, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { authPathWithRedirect, paths } from '#client/config/paths.ts';
import { ApiError, errorMessageOf } from './api-client.ts';
import { authKeys } from './user.ts';

/**
 * What a mutation may tell the shared error path (`meta` on useMutation):
 * - `errorToast: false`: its callers show their own wording, so no shared toast;
 * - `errorFallback`: the toast text when the server sent no message.
 */
type ErrorMeta = { errorToast?: false; errorFallback?: string };

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ErrorMeta;
  }
}

type QueryClientOptions = {
  /** In-app navigation (the router's); without it a 401 loads /auth as a new page. */
  navigate?: (to: string) => void;
};

const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * No refetch on focus or interval, data never stale, no retries. One error path for every call:
 * a 401 anywhere forgets the user and sends the person to /auth with `redirectTo`; a failed mutation
 * shows a toast with the server's message unless the mutation says its callers word it themselves.
 */
export function createQueryClient({ navigate }: QueryClientOptions = {}): QueryClient {
  // Nothing refetches when the window regains focus, so no focus listener is set up for it.
  focusManager.setEventListener(() => () => undefined);
  /** Where a 401 sends the person: /auth, then back to where they were. */
  const sendToSignIn = () => {
    if (window.location.pathname === paths.auth) return;
    const to = authPathWithRedirect(`${window.location.pathname}${window.location.search}`);
    if (navigate) navigate(to);
    else window.location.assign(to);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (!isSignedOut(error)) return;
        client.setQueryData(authKeys.user, null);
        sendToSignIn();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.meta ?? {};
        if (isSignedOut(error) && window.location.pathname !== paths.auth) {
          client.setQueryData(authKeys.user, null);
          sendToSignIn();
          return;
        }
        if (meta.errorToast === false) return;
        toast({
          title: 'Error',
          description: errorMessageOf(error, meta.errorFallback),
          variant: 'destructive',
        });
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
