import { MapPin } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useInfiniteVendors } from '#client/features/vendors/api/get-vendors.ts';
import { VendorCard } from '#client/features/vendors/components/vendor-card.tsx';
import { VendorCategoryTabs } from '#client/features/vendors/components/vendor-category-tabs.tsx';
import { useVendorFavorites } from '#client/features/vendors/hooks/use-vendor-favorites.ts';
import { usePageMeta } from '#client/hooks/use-page-meta.ts';
import { errorMessageOf } from '#client/lib/api-client.ts';
import { findVendorCategory } from '#shared/contracts/vendors.ts';

/**
 * /vendors (spec part 2 §2): the directory. The tab lives in ?category= and Near Me (on by
 * default) in ?nearMe=false, so a link or the back button brings back the same list.
 */
export function VendorsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = findVendorCategory(searchParams.get('category') ?? '');
  const isNearMe = searchParams.get('nearMe') !== 'false';
  const vendors = useInfiniteVendors({ category: category ?? undefined, ignoreLocation: !isNearMe });
  const favorites = useVendorFavorites();
  const panelId = useId();
  const switchId = useId();

  usePageMeta({
    title: `${category ? `${category} vendors` : 'Event Vendors'} · Confetti`,
    description: 'DJs, caterers, photographers and more who travel to your party, with real reviews.',
  });

  useEffect(() => {
    if (vendors.isError) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: errorMessageOf(vendors.error, 'Failed to fetch vendors'),
      });
    }
  }, [vendors.isError, vendors.error]);

  const update = (change: (params: URLSearchParams) => void) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const firstPage = vendors.data?.pages[0];
  const list = vendors.data?.pages.flatMap((page) => page.vendors) ?? [];
  const place = firstPage?.userLocation;

  return (
    <PageShell title="Event Vendors">
      <div className="grid gap-5">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={isNearMe}
              onCheckedChange={(on) =>
                update((params) => (on ? params.delete('nearMe') : params.set('nearMe', 'false')))
              }
            />
            <label htmlFor={switchId} className="font-semibold text-sm">
              Near Me
            </label>
          </div>
          {isNearMe && place ? (
            <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
              <MapPin aria-hidden="true" className="size-4" />
              Showing vendors near {place.city}, {place.region}
            </p>
          ) : null}
        </div>

        <VendorCategoryTabs
          category={category}
          panelId={panelId}
          onChange={(next) =>
            update((params) => (next ? params.set('category', next) : params.delete('category')))
          }
        />

        <section
          id={panelId}
          role="tabpanel"
          aria-label={category ?? 'All Vendors'}
          aria-busy={vendors.isPending}
        >
          {firstPage ? (
            <p className="mb-4 text-muted-foreground text-sm" aria-live="polite">
              {firstPage.total === 1 ? '1 vendor' : `${firstPage.total.toLocaleString('en-US')} vendors`}
            </p>
          ) : null}
          {vendors.isPending ? (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-72 rounded-2xl" />
              ))}
            </div>
          ) : list.length === 0 && !vendors.isError ? (
            <EmptyState
              category={category}
              isNearMe={isNearMe}
              onShowAll={() => update((params) => params.delete('category'))}
              onEverywhere={() => update((params) => params.set('nearMe', 'false'))}
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((vendor) => (
                <li key={vendor.id}>
                  <VendorCard
                    vendor={vendor}
                    isFavorite={favorites.isFavorite(vendor.id)}
                    isFavoritePending={favorites.isPending(vendor.id)}
                    onToggleFavorite={favorites.toggleFavorite}
                  />
                </li>
              ))}
            </ul>
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
      </div>
    </PageShell>
  );
}

function EmptyState({
  category,
  isNearMe,
  onShowAll,
  onEverywhere,
}: {
  category: string | null;
  isNearMe: boolean;
  onShowAll: () => void;
  onEverywhere: () => void;
}) {
  const what = category ? `${category} vendors` : 'vendors';
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-border border-dashed p-10 text-center">
      <p className="font-semibold text-lg">
        No {what} {isNearMe ? 'travel to your area yet' : 'listed yet'}.
      </p>
      <p className="max-w-md text-muted-foreground text-sm">
        {isNearMe
          ? 'Turn off Near Me to see vendors everywhere, or try another category.'
          : 'Try another category to see more vendors.'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {isNearMe ? <Button onClick={onEverywhere}>Show vendors everywhere</Button> : null}
        {category ? (
          <Button variant="outline" onClick={onShowAll}>
            See all vendors
          </Button>
        ) : null}
      </div>
    </div>
  );
}
