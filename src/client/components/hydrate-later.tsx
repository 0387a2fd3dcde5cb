import { type ReactNode, Suspense, useState } from 'react';
import { nextTask } from '#client/lib/next-task.ts';

// True only while the browser hydrates the server's HTML (one synchronous call in main.tsx).
let hydrating = false;

/** Runs the hydration of the server's HTML; HydrateLater parts rendered inside it wait their turn. */
export function whileHydrating<T>(hydrate: () => T): T {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}

type Gate = { open: boolean; promise: Promise<void> };

/** Opens in the next task: what waits on it runs after the browser could paint and take input. */
function nextTaskGate(): Gate {
  const gate: Gate = {
    open: false,
    promise: nextTask().then(() => {
      gate.open = true;
    }),
  };
  return gate;
}

function Gated({ children }: { children: ReactNode }) {
  const [gate] = useState(() => (hydrating ? nextTaskGate() : null));
  // Suspending while hydrating keeps the server's HTML on screen as it is; Preact hydrates it when
  // the promise settles.
  if (gate && !gate.open) throw gate.promise;
  return children;
}

/**
 * A part of a server-rendered page that hydrates in a task of its own
 * instead of inside the page's one long hydration: each card of a long grid, say. It shows the
 * server's HTML meanwhile (its links work as plain links). Rendered any other time, it renders at
 * once. Its child must always render exactly one element: while it waits, it keeps the one node it
 * would claim, so a part that renders nothing (or several nodes) would claim its neighbour's.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gated>{children}</Gated>
    </Suspense>
  );
}
