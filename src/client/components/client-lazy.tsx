import { type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { markPartLive } from '#client/lib/page-live.ts';

function PartLive({ part, onLive }: { part: RefObject<HTMLSpanElement | null>; onLive: () => void }) {
  useEffect(() => {
    if (part.current) markPartLive(part.current);
    onLive();
  }, [part, onLive]);
  return null;
}

/**
 * A lazily loaded part of a page (`children` renders a `lazy()` component), shown as `fallback`
 * while its code loads in the browser. The server renders the part itself, and the browser keeps
 * that HTML until the part's code is here and it has hydrated; a press on it meanwhile is held and
 * made again then (see page-live.ts).
 *
 * Until then the part is given the element of its first render again, whatever the page renders
 * meanwhile: React throws away a boundary that is still waiting for its code when it receives new
 * props, and renders it anew, which would replace the server's HTML (and lose a held press). Once
 * live, it renders with the page's current props.
 */
export function ClientLazy({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const part = useRef<HTMLSpanElement>(null);
  const [isLive, setIsLive] = useState(false);
  const [markLive] = useState(() => () => setIsLive(true));
  const boundary = (
    <Suspense fallback={fallback}>
      {children}
      <PartLive part={part} onLive={markLive} />
    </Suspense>
  );
  const first = useRef(boundary);
  return (
    <span ref={part} data-lazy-part="" className="contents">
      {isLive ? boundary : first.current}
    </span>
  );
}
