import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { vendorsPaths } from '#shared/api-paths.ts';
import type { FavoriteResponse, VendorSummary } from '#shared/contracts/vendors.ts';
import { vendorKeys } from './vendor-keys.ts';

export const getFavoriteVendors = () => apiFetch<VendorSummary[]>(vendorsPaths.favorites);

export const favoriteVendorsQueryOptions = () =>
  queryOptions({ queryKey: vendorKeys.favorites(), queryFn: getFavoriteVendors });

/** The signed-in user's favorites; off for guests (the call would answer 401). */
export function useFavoriteVendors(isSignedIn: boolean) {
  return useQuery({ ...favoriteVendorsQueryOptions(), enabled: isSignedIn });
}

export const toggleFavoriteVendor = (vendorId: number) =>
  apiFetch<FavoriteResponse>(vendorsPaths.favorite(vendorId), { method: 'POST' });

/** POST /api/vendors/{id}/favorite (a toggle), then the favorites list refetches. */
export function useToggleFavoriteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: toggleFavoriteVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.favorites() }),
  });
}
