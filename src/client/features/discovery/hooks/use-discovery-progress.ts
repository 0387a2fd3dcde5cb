import { useCallback, useEffect, useRef, useState } from 'react';

/** Search progress: 10 at start, +10 a second up to 90, 100 on success, back to 0 a second later. */
export function useDiscoveryProgress() {
  const [progress, setProgress] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stop, [stop]);
  const start = useCallback(() => {
    stop();
    setProgress(10);
    timer.current = setInterval(() => setProgress((p) => Math.min(90, p + 10)), 1000);
  }, [stop]);
  const finish = useCallback(
    (isSuccess: boolean) => {
      stop();
      if (!isSuccess) {
        setProgress(0);
        return;
      }
      setProgress(100);
      setTimeout(() => setProgress(0), 1000);
    },
    [stop],
  );
  return { progress, start, finish };
}
