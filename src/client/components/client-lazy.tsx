import { type ReactNode, type RefObject, Suspense, useEffect, useRef } from 'react';
import { markPartLive } from '#client/lib/page-live.ts';

function PartLive({ part }: { part: RefObject<HTMLSpanElement | null> }) {
  useEffect(() => {
    if (part.current) markPartLive(part.current);
  }, [part]);
  return null;
}

/**
 * A lazily loaded part of a page (`children` renders a `lazy()` component), shown as `fallback`
 * while its code loads in the browser. The server renders the part itself, and the browser keeps
 * that HTML until the part's code is here and it has hydrated; a press on it meanwhile is held and
 * made again then (see page-live.ts).
 */
export function ClientLazy({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const part = useRef<HTMLSpanElement>(null);
  return (
    <span ref={part} data-lazy-part="" className="contents">
      <Suspense fallback={fallback}>
        {children}
        <PartLive part={part} />
      </Suspense>
    </span>
  );
}
