import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { vendorsPaths } from '#shared/api-paths.ts';
import type { Vendor } from '#shared/contracts/vendors.ts';
import { vendorKeys } from './vendor-keys.ts';

export const getVendor = (id: number) => apiFetch<Vendor>(vendorsPaths.one(id));

export const vendorQueryOptions = (id: number) =>
  queryOptions({ queryKey: vendorKeys.detail(id), queryFn: () => getVendor(id) });

export function useVendor(id: number) {
  return useQuery({ ...vendorQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
