import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '#client/components/ui/use-toast.ts';
import { authPathWithRedirect } from '#client/config/paths.ts';
import { errorMessageOf } from '#client/lib/api-client.ts';
import { useUser } from '#client/lib/user.ts';
import type { VendorSummary } from '#shared/contracts/vendors.ts';
import { useFavoriteVendors, useToggleFavoriteVendor } from '../api/favorite-vendors.ts';
import { vendorKeys } from '../api/vendor-keys.ts';

/**
 * Favorite stars for any list of vendors. A guest who presses a star goes to /auth and comes
 * back here after signing in.
 */
export function useVendorFavorites() {
  const { data: user } = useUser();
  const favorites = useFavoriteVendors(Boolean(user));
  const toggle = useToggleFavoriteVendor();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const favoriteIds = new Set((favorites.data ?? []).map((v) => v.id));

  return {
    isFavorite: (id: number) => favoriteIds.has(id),
    isPending: (id: number) => toggle.isPending && toggle.variables === id,
    toggleFavorite(vendor: Pick<VendorSummary, 'id'>) {
      if (!user) {
        navigate(authPathWithRedirect(`${location.pathname}${location.search}`));
        return;
      }
      toggle.mutate(vendor.id, {
        onSuccess: ({ favorited }) => {
          // The star answers at once; the list refetch behind it keeps the truth.
          queryClient.setQueryData<VendorSummary[]>(vendorKeys.favorites(), (old) => {
            const rest = (old ?? []).filter((v) => v.id !== vendor.id);
            return favorited ? [vendor as VendorSummary, ...rest] : rest;
          });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: errorMessageOf(error, 'Failed to update favorite status. Please try again.'),
          }),
      });
    },
  };
}
