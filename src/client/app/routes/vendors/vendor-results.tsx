import type { ComponentProps } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import type { useInfiniteVendors } from '#client/features/vendors/api/get-vendors.ts';
import { VendorGrid } from '#client/features/vendors/components/vendor-grid.tsx';
import type { VendorListResponse } from '#shared/contracts/vendors.ts';
import { VendorsEmptyState } from './vendors-empty-state.tsx';

/** The directory's tab panel: the count, the cards (or why there are none) and Load more. */
export function VendorResults({
  panelId,
  category,
  vendors,
  interpreted,
  emptyState,
}: {
  panelId: string;
  category: string | null;
  vendors: ReturnType<typeof useInfiniteVendors>;
  /** How the search read the words; null without words. */
  interpreted: VendorListResponse['interpreted'] | undefined;
  emptyState: ComponentProps<typeof VendorsEmptyState>;
}) {
  const firstPage = vendors.data?.pages[0];
  const list = vendors.data?.pages.flatMap((page) => page.vendors) ?? [];
  return (
    <section
      id={panelId}
      role="tabpanel"
      aria-label={category ?? 'All Vendors'}
      aria-busy={vendors.isPending}
    >
      {firstPage ? (
        <p className="mb-4 text-muted-foreground text-sm" aria-live="polite">
          {firstPage.total === 1 ? '1 vendor' : `${firstPage.total.toLocaleString('en-US')} vendors`}
          {interpreted?.text
            ? interpreted.textMode === 'rank'
              ? ` · those mentioning “${interpreted.text}” first`
              : ` matching “${interpreted.text}”`
            : ''}
        </p>
      ) : null}
      {vendors.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-72 rounded-2xl" />
          ))}
        </div>
      ) : list.length === 0 && !vendors.isError ? (
        <VendorsEmptyState {...emptyState} />
      ) : (
        <VendorGrid vendors={list} className="lg:grid-cols-3" />
      )}
      {vendors.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            onClick={() => vendors.fetchNextPage()}
            disabled={vendors.isFetchingNextPage}
          >
            {vendors.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
