import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { vendorsPaths } from '#shared/api-paths.ts';
import type { ReviewListResponse, VendorReview } from '#shared/contracts/vendors.ts';
import { vendorKeys } from './vendor-keys.ts';

const reviewsKey = (vendorId: number) => [...vendorKeys.detail(vendorId), 'reviews'] as const;

export const vendorReviewsQueryOptions = (vendorId: number) =>
  infiniteQueryOptions({
    queryKey: reviewsKey(vendorId),
    queryFn: ({ pageParam }) =>
      apiFetch<ReviewListResponse>(`${vendorsPaths.reviews(vendorId)}?limit=10&offset=${pageParam}`),
    initialPageParam: 0,
    getNextPageParam: (last: ReviewListResponse) =>
      last.hasMore ? (last.nextOffset ?? undefined) : undefined,
  });

/** Newest reviews first, ten at a time. */
export function useVendorReviews(vendorId: number) {
  return useInfiniteQuery(vendorReviewsQueryOptions(vendorId));
}

export type ReviewInput = { rating: number; review: string; eventDate: string };

/** Writes, edits or deletes a review, then refreshes the vendor (its average and count) and its reviews. */
export function useReviewMutations(vendorId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorKeys.detail(vendorId) });
  const create = useMutation({
    mutationFn: (input: ReviewInput) =>
      apiFetch<VendorReview>(vendorsPaths.reviews(vendorId), { method: 'POST', body: input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (reviewId: number) =>
      apiFetch<{ ok: true }>(vendorsPaths.review(vendorId, reviewId), { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { create, remove };
}
