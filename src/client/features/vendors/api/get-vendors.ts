import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { vendorsPaths } from '#shared/api-paths.ts';
import type { ListVendorsQuery, VendorListResponse } from '#shared/contracts/vendors.ts';
import { vendorKeys } from './vendor-keys.ts';

/** GET /api/vendors; Near Me sends ignoreLocation=false. */
export function getVendors(query: ListVendorsQuery): Promise<VendorListResponse> {
  const params = new URLSearchParams({ ignoreLocation: query.ignoreLocation ? 'true' : 'false' });
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  if (query.dismiss?.length) params.set('dismiss', query.dismiss.join(','));
  if (query.limit) params.set('limit', String(query.limit));
  if (query.offset) params.set('offset', String(query.offset));
  return apiFetch<VendorListResponse>(`${vendorsPaths.list}?${params}`);
}

type PagedQuery = Omit<ListVendorsQuery, 'offset'>;

export const infiniteVendorsQueryOptions = (query: PagedQuery) =>
  infiniteQueryOptions({
    queryKey: vendorKeys.list(query),
    queryFn: ({ pageParam }) => getVendors({ ...query, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last: VendorListResponse) =>
      last.hasMore ? (last.nextOffset ?? undefined) : undefined,
  });

/** The directory page by page ('Load more'). */
export function useInfiniteVendors(query: PagedQuery) {
  return useInfiniteQuery(infiniteVendorsQueryOptions(query));
}
