import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * A lazily loaded part of a page (`children` renders a `lazy()` component). The server's HTML and
 * the browser's first render both show `fallback`, so the first render matches the HTML it hydrates
 * and no lazily loaded code runs out of order; the part itself loads after that.
 */
export function ClientLazy({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [isMounted, setIsMounted] = useState(false);
  // In a task of its own: the part's code and first render stay out of the page's effects.
  useEffect(() => {
    const timer = setTimeout(() => setIsMounted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return isMounted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
