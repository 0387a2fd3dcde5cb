import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, useEffect } from 'react';
import { ClientLazy } from '#client/components/client-lazy.tsx';
import { markRootLive } from '#client/lib/page-live.ts';

// Loaded after first paint: toasts are queued in a store until the Toaster mounts.
const Toaster = lazy(() => import('#client/components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));

/** Marks the page live once the root's first render has committed (effects never run on the server). */
function RootLive() {
  useEffect(markRootLive, []);
  return null;
}

/**
 * The root of the app in the browser and in the server's render alike: both trees must have the same
 * shape, or every `useId` below gets a different id on each side and the hydrated page keeps the
 * server's ids where the client expects its own.
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ClientLazy fallback={null}>
        <Toaster />
      </ClientLazy>
      <RootLive />
    </QueryClientProvider>
  );
}
