import type { ListVendorsQuery } from '#shared/contracts/vendors.ts';

export const vendorKeys = {
  all: ['vendors'] as const,
  lists: () => [...vendorKeys.all, 'list'] as const,
  list: (query: Omit<ListVendorsQuery, 'offset'>) => [...vendorKeys.lists(), query] as const,
  detail: (id: number) => [...vendorKeys.all, 'detail', id] as const,
  favorites: () => [...vendorKeys.all, 'favorites'] as const,
};
