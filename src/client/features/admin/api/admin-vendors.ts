import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { vendorsPaths } from '#shared/api-paths.ts';
import type { Vendor, VendorListResponse } from '#shared/contracts/vendors.ts';

const adminVendorKeys = { all: ['admin', 'vendors'] as const };

/** Every vendor, wherever it is (up to 1000), for the admin list. */
export function useAdminVendors() {
  return useQuery({
    queryKey: adminVendorKeys.all,
    queryFn: () => apiFetch<VendorListResponse>(`${vendorsPaths.list}?ignoreLocation=true&limit=1000`),
  });
}

/** The flags only an administrator sets: the Verified, Insured and Background Checked badges. */
export type VendorFlag = 'verified' | 'insuranceVerified' | 'backgroundChecked';

/** Sets or clears one of a vendor's admin flags through the vendor endpoint (administrators only). */
export function useVerifyVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorFallback: 'Failed to update vendor verification' },
    mutationFn: ({ id, flag, value }: { id: number; flag: VendorFlag; value: boolean }) =>
      apiFetch<Vendor>(vendorsPaths.verify(id), { method: 'POST', body: { [flag]: value } }),
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
    mutationFn: (id: number) => apiFetch<unknown>(vendorsPaths.one(id), { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['vendors'] }),
      ]),
  });
}
