import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { createQueryClient } from '#client/lib/query-client.ts';
import { seedFirstData } from './first-data.ts';

// Loaded after first paint: toasts are queued in a store until the Toaster mounts.
const Toaster = lazy(() => import('#client/components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => seedFirstData(createQueryClient()));
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
