import { MapPin } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { QueryChips } from '#client/components/query-chips.tsx';
import { SearchInput } from '#client/components/search-input.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useInfiniteVendors } from '#client/features/vendors/api/get-vendors.ts';
import { VendorCard } from '#client/features/vendors/components/vendor-card.tsx';
import { VendorCategoryTabs } from '#client/features/vendors/components/vendor-category-tabs.tsx';
import { useVendorFavorites } from '#client/features/vendors/hooks/use-vendor-favorites.ts';
import {
  addVendorDismissed,
  getVendorQueryChips,
  VENDOR_CHIP_NAMES,
} from '#client/features/vendors/hooks/vendor-search-chips.ts';
import { usePageMeta } from '#client/hooks/use-page-meta.ts';
import { errorMessageOf } from '#client/lib/api-client.ts';
import { findVendorCategory, type VendorSearchReading } from '#shared/constants.ts';
import { vendorsQueryOf } from './vendors-query.ts';

/**
 * /vendors: the directory. The tab lives in ?category=, Near Me (on by default) in ?nearMe=false,
 * and a plain-English search in ?q= with its removed chips in ?dismiss=, so a link or the back button
 * brings back the same list.
 */
export function VendorsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = findVendorCategory(searchParams.get('category') ?? '');
  const isNearMe = searchParams.get('nearMe') !== 'false';
  const q = (searchParams.get('q') ?? '').trim();
  const dismissValue = searchParams.get('dismiss');
  const vendors = useInfiniteVendors(vendorsQueryOf(searchParams));
  const favorites = useVendorFavorites();
  const panelId = useId();
  const switchId = useId();
  // The box follows the URL (chip removal, back and forward) and is free to edit in between.
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);

  usePageMeta({
    title: `${q ? `“${q}” · ` : ''}${category ? `${category} vendors` : 'Event Vendors'} · Confetti`,
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

  /** Tabs and Near Me replace the entry; a new search or a removed chip adds one, so Back returns to it. */
  const update = (change: (params: URLSearchParams) => void, push = false) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: !push, preventScrollReset: true },
    );

  // A new search reads its own trade, so it starts from All Vendors with nothing dismissed.
  const search = (value: string) =>
    update((params) => {
      const trimmed = value.trim();
      if (trimmed) params.set('q', trimmed);
      else params.delete('q');
      params.delete('dismiss');
      params.delete('category');
    }, true);

  const removeChip = (part: VendorSearchReading) =>
    update((params) => {
      params.set('dismiss', addVendorDismissed(dismissValue, part));
      if (part === 'category') params.delete('category');
    }, true);

  const firstPage = vendors.data?.pages[0];
  const list = vendors.data?.pages.flatMap((page) => page.vendors) ?? [];
  const place = firstPage?.userLocation;
  const interpreted = q ? firstPage?.interpreted : null;
  const chips = getVendorQueryChips(interpreted);

  return (
    <PageShell title="Event Vendors">
      <div className="grid gap-5">
        <div className="grid max-w-3xl gap-3">
          <SearchInput
            label="Search vendors"
            value={text}
            onChange={setText}
            onSubmit={() => search(text)}
            placeholder="Try “dj in austin” or “caterers under $500”"
          />
          {q ? <QueryChips chips={chips} partNames={VENDOR_CHIP_NAMES} onRemove={removeChip} /> : null}
        </div>

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
          {interpreted?.place ? (
            <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
              <MapPin aria-hidden="true" className="size-4" />
              Showing vendors who travel to {interpreted.place.label}
            </p>
          ) : isNearMe && place ? (
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
            <EmptyState
              category={category}
              isNearMe={isNearMe && !interpreted?.place}
              query={q}
              hasChips={chips.length > 0}
              onShowAll={() => update((params) => params.delete('category'))}
              onEverywhere={() => update((params) => params.set('nearMe', 'false'))}
              onClearSearch={() => search('')}
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
  query,
  hasChips,
  onShowAll,
  onEverywhere,
  onClearSearch,
}: {
  category: string | null;
  isNearMe: boolean;
  query: string;
  hasChips: boolean;
  onShowAll: () => void;
  onEverywhere: () => void;
  onClearSearch: () => void;
}) {
  const what = category ? `${category} vendors` : 'vendors';
  const advice = query
    ? [
        hasChips ? 'Remove a chip above to widen the search,' : 'Try fewer or different words,',
        'name a trade such as “DJ”, “caterer” or “photographer”, or a nearby city',
        isNearMe ? '; or turn off Near Me.' : '.',
      ].join(' ')
    : isNearMe
      ? 'Turn off Near Me to see vendors everywhere, or try another category.'
      : 'Try another category to see more vendors.';
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-border border-dashed p-10 text-center">
      <p className="font-semibold text-lg">
        {query
          ? `No ${what} match “${query}”${isNearMe ? ' near you' : ''}.`
          : `No ${what} ${isNearMe ? 'travel to your area yet' : 'listed yet'}.`}
      </p>
      <p className="max-w-md text-muted-foreground text-sm">{advice.replace(' ;', ';')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {isNearMe ? <Button onClick={onEverywhere}>Show vendors everywhere</Button> : null}
        {category ? (
          <Button variant="outline" onClick={onShowAll}>
            See all vendors
          </Button>
        ) : null}
        {query ? (
          <Button variant="outline" onClick={onClearSearch}>
            Clear the search
          </Button>
        ) : null}
      </div>
    </div>
  );
}
