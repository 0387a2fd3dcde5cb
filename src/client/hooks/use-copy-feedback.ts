import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from '#client/lib/copy-text.ts';

/** A copy button says 'Copied!' for 2 seconds. */
export const COPIED_FEEDBACK_MS = 2000;

/** Copies text and reports `isCopied` for two seconds; `copy` resolves false when copying failed. */
export function useCopyFeedback() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      await copyText(text);
    } catch {
      return false;
    }
    setIsCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsCopied(false), COPIED_FEEDBACK_MS);
    return true;
  }, []);
  return { isCopied, copy };
}
