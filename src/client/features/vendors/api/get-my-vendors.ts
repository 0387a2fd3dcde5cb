import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { vendorsPaths } from '#shared/api-paths.ts';
import type { Vendor } from '#shared/contracts/vendors.ts';
import { vendorKeys } from './vendor-keys.ts';

export const myVendorsQueryOptions = () =>
  queryOptions({
    queryKey: [...vendorKeys.all, 'mine'] as const,
    queryFn: () => apiFetch<Vendor[]>(vendorsPaths.mine),
  });

/** The signed-in user's vendor profiles (a user may own several). */
export function useMyVendors() {
  return useQuery(myVendorsQueryOptions());
}
