import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { ClientLazy } from '#client/components/client-lazy.tsx';

// Loaded after first paint: toasts are queued in a store until the Toaster mounts.
const Toaster = lazy(() => import('#client/components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ClientLazy fallback={null}>
        <Toaster />
      </ClientLazy>
    </QueryClientProvider>
  );
}
