import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useHasToasts } from '#client/components/ui/use-toast.ts';
import { markRootLive } from '#client/lib/page-live.ts';

// Toasts wait in a store; the Toaster's code (Radix's toast) loads with the first one.
const Toaster = lazy(() => import('#client/components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));

function ToasterOnFirstToast() {
  const hasToasts = useHasToasts();
  const [isNeeded, setIsNeeded] = useState(false);
  if (hasToasts && !isNeeded) setIsNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

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
      <ToasterOnFirstToast />
      <RootLive />
    </QueryClientProvider>
  );
}
