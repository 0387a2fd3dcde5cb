import { useCallback, useEffect, useRef, useState } from 'react';

/** Progress: start at 10, +5 every 2 seconds, stop at 90; 100 on success, 0 on error. */
export const IMAGE_PROGRESS = { start: 10, step: 5, intervalMs: 2000, cap: 90, done: 100 } as const;

/**
 * The image generation progress bar. There is no real progress to report (one request), so it
 * creeps towards 90 while the request runs and jumps to 100 when the image arrives.
 */
export function useImageProgress() {
  const [progress, setProgress] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(() => {
    stop();
    setProgress(IMAGE_PROGRESS.start);
    timer.current = setInterval(
      () => setProgress((value) => Math.min(IMAGE_PROGRESS.cap, value + IMAGE_PROGRESS.step)),
      IMAGE_PROGRESS.intervalMs,
    );
  }, [stop]);

  const complete = useCallback(() => {
    stop();
    setProgress(IMAGE_PROGRESS.done);
  }, [stop]);

  const fail = useCallback(() => {
    stop();
    setProgress(0);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { progress, start, complete, fail };
}
