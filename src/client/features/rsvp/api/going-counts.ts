import { useQueries } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { rsvpPaths } from '#shared/api-paths.ts';
import type { GoingCounts } from '#shared/contracts/rsvp.ts';
import { rsvpKeys } from './rsvp-keys.ts';

/** The server answers at most this many events per call. */
const MAX_IDS_PER_CALL = 100;

/**
 * People going (plus-ones included) per event, for the cards of a list. One call per page of the
 * list, so loading the next page asks only for its own events; an event nobody goes to is absent.
 */
export function useGoingCounts(pagesOfIds: readonly (readonly number[])[]): Record<number, number> {
  const groups = pagesOfIds
    .flatMap((ids) => {
      const chunks: number[][] = [];
      for (let i = 0; i < ids.length; i += MAX_IDS_PER_CALL) chunks.push(ids.slice(i, i + MAX_IDS_PER_CALL));
      return chunks;
    })
    .filter((ids) => ids.length > 0);
  return useQueries({
    queries: groups.map((ids) => ({
      queryKey: rsvpKeys.goingCounts(ids),
      queryFn: () => apiFetch<GoingCounts>(rsvpPaths.counts(ids)),
      staleTime: 30_000,
    })),
    combine: (results) => {
      const counts: Record<number, number> = {};
      for (const result of results)
        for (const [id, going] of Object.entries(result.data ?? {})) counts[Number(id)] = going;
      return counts;
    },
  });
}
