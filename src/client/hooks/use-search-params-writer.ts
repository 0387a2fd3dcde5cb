import { useSearchParams } from 'react-router';

/**
 * The page's query string and a writer for it. A write replaces the history entry unless it is a new
 * entry (a deliberate new search, a removed chip), so Back returns to the previous search.
 */
export function useSearchParamsWriter({ preventScrollReset }: { preventScrollReset?: boolean } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const writeParams = (change: (params: URLSearchParams) => void, isNewEntry = false) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: !isNewEntry, ...(preventScrollReset ? { preventScrollReset } : {}) },
    );
  return [searchParams, writeParams] as const;
}
