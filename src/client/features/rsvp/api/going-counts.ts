import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAfterIdle } from '#client/hooks/use-after-idle.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { rsvpPaths } from '#shared/api-paths.ts';
import type { GoingCounts } from '#shared/contracts/rsvp.ts';
import { rsvpKeys } from './rsvp-keys.ts';

/** The server answers at most this many events per call. */
const MAX_IDS_PER_CALL = 100;
const STALE_MS = 30_000;
const NONE: Record<number, number> = {};

/**
 * People going (plus-ones included) per event, for the cards of a list; an event nobody goes to is
 * absent. Each page of the list is its own cached call, so loading the next page asks only for its
 * own events, and the counts already shown stay on screen while it loads. Asked for once the page is
 * idle: the counts are secondary, and arriving mid-hydration they would block the page.
 */
export function useGoingCounts(pagesOfIds: readonly (readonly number[])[]): Record<number, number> {
  const queryClient = useQueryClient();
  const isIdle = useAfterIdle();
  const groups = pagesOfIds
    .flatMap((ids) => {
      const chunks: number[][] = [];
      for (let i = 0; i < ids.length; i += MAX_IDS_PER_CALL) chunks.push(ids.slice(i, i + MAX_IDS_PER_CALL));
      return chunks;
    })
    .filter((ids) => ids.length > 0);
  const { data } = useQuery({
    queryKey: [...rsvpKeys.goingCounts([]), groups.map((ids) => ids.join(',')).join(';')],
    queryFn: async () => {
      const parts = await Promise.all(
        groups.map((ids) =>
          queryClient.fetchQuery({
            queryKey: rsvpKeys.goingCounts(ids),
            queryFn: () => apiFetch<GoingCounts>(rsvpPaths.counts(ids)),
            staleTime: STALE_MS,
          }),
        ),
      );
      const counts: Record<number, number> = {};
      for (const part of parts) for (const [id, going] of Object.entries(part)) counts[Number(id)] = going;
      return counts;
    },
    enabled: isIdle && groups.length > 0,
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
  return data ?? NONE;
}
