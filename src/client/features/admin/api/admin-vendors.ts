import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import type { Vendor, VendorListResponse } from '#shared/contracts/vendors.ts';

const adminVendorKeys = { all: ['admin', 'vendors'] as const };

/** Every vendor, wherever it is (up to 1000), for the admin list. */
export function useAdminVendors() {
  return useQuery({
    queryKey: adminVendorKeys.all,
    queryFn: () => apiFetch<VendorListResponse>('/vendors?ignoreLocation=true&limit=1000'),
  });
}

/** Sets a vendor's Verified flag through the vendor endpoint (administrators only). */
export function useVerifyVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorFallback: 'Failed to update vendor verification' },
    mutationFn: ({ id, verified }: { id: number; verified: boolean }) =>
      apiFetch<Vendor>(`/vendors/${id}/verify`, { method: 'POST', body: { verified } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['vendors'] }),
      ]),
  });
}

/** Deletes a vendor through the vendor endpoint. */
export function useDeleteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorFallback: 'Failed to delete vendor' },
    mutationFn: (id: number) => apiFetch<unknown>(`/vendors/${id}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['vendors'] }),
      ]),
  });
}
