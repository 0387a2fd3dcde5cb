import { useEffect, useState } from 'react';
import { useDebouncedValue } from '#client/hooks/use-debounced-value.ts';
import { checkImageUrl, type ImageUrlVerdict } from '../lib/check-image-url.ts';

/** unknown (nothing to check yet), checking, or the verdict on the current value. */
export type ImageUrlStatus = 'unknown' | 'checking' | ImageUrlVerdict;

/** Checks the image URL shortly after typing stops; a newer value cancels an older check. */
export function useImageUrlCheck(value: string, delayMs = 400): ImageUrlStatus {
  const debounced = useDebouncedValue(value.trim(), delayMs);
  const [result, setResult] = useState<{ url: string; verdict: ImageUrlVerdict } | null>(null);

  useEffect(() => {
    if (!debounced) return;
    let isCurrent = true;
    void checkImageUrl(debounced).then((verdict) => {
      if (isCurrent) setResult({ url: debounced, verdict });
    });
    return () => {
      isCurrent = false;
    };
  }, [debounced]);

  const current = value.trim();
  if (!current) return 'unknown';
  if (result && result.url === current) return result.verdict;
  return 'checking';
}
