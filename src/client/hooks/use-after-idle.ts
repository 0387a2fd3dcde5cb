import { useEffect, useState } from 'react';

/**
 * False until the browser first has nothing to do after mounting (or after `timeoutMs`). Secondary
 * data asked for only then cannot arrive while React is still hydrating a server-rendered page: an
 * update reaching parts not hydrated yet makes React hydrate them all at once, in one long task.
 */
export function useAfterIdle(timeoutMs = 2000): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIsIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIsIdle(true), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }, [timeoutMs]);
  return isIdle;
}
