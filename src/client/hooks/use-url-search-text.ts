import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

type FollowTyping = {
  /** How long typing must stop before `onPause` runs. */
  pauseMs: number;
  /** Writes the settled text to the URL; it is called with the URL's own text too, so skip that. */
  onPause: (text: string) => void;
};

/**
 * The text in a search box that mirrors ?q=. The box follows the URL (a removed chip, back and
 * forward) and is free to edit in between; with `follow`, the URL follows the box once typing stops.
 */
export function useUrlSearchText(urlText: string, follow?: FollowTyping) {
  const [text, setText] = useState(urlText);
  useEffect(() => setText(urlText), [urlText]);
  const settled = useDebouncedValue(text, follow?.pauseMs ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly settled text should write the URL
  useEffect(() => {
    follow?.onPause(settled);
  }, [settled]);
  return [text, setText] as const;
}
