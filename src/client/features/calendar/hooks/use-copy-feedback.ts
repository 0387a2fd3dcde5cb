import { useCallback, useEffect, useRef, useState } from 'react';

/** A copy button says 'Copied!' for 2 seconds (spec part 1 §4, share link copy). */
export const COPIED_FEEDBACK_MS = 2000;

/** Copies text and reports `isCopied` for two seconds; `copy` resolves false when copying failed. */
export function useCopyFeedback() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      if (!navigator.clipboard?.writeText) return false;
      await navigator.clipboard.writeText(text);
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
