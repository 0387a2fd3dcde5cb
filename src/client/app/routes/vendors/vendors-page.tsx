import { MapPin } from 'lucide-react';
import { useEffect, useId } from 'react';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { QueryChips } from '#client/components/query-chips.tsx';
import { SearchInput } from '#client/components/search-input.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useInfiniteVendors } from '#client/features/vendors/api/get-vendors.ts';
import { VendorCategoryTabs } from '#client/features/vendors/components/vendor-category-tabs.tsx';
import {
  addVendorDismissed,
  getVendorQueryChips,
  VENDOR_CHIP_NAMES,
} from '#client/features/vendors/hooks/vendor-search-chips.ts';
import { usePageMeta } from '#client/hooks/use-page-meta.ts';
import { useSearchParamsWriter } from '#client/hooks/use-search-params-writer.ts';
import { useUrlSearchText } from '#client/hooks/use-url-search-text.ts';
import { errorMessageOf } from '#client/lib/api-client.ts';
import { findVendorCategory, type VendorSearchReading } from '#shared/constants.ts';
import { VendorResults } from './vendor-results.tsx';
import { vendorsQueryOf } from './vendors-query.ts';

/** Near Me's switch and the place the list is for: the place in the words, else the visitor's. */
function VendorsPlaceLine({
  isNearMe,
  onNearMeChange,
  travelsTo,
  near,
}: {
  isNearMe: boolean;
  onNearMeChange: (on: boolean) => void;
  /** The place named in the search, if any. */
  travelsTo: string | undefined;
  /** The visitor's place. */
  near: { city: string; region: string } | undefined;
}) {
  const switchId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex items-center gap-2">
        <Switch id={switchId} checked={isNearMe} onCheckedChange={onNearMeChange} />
        <label htmlFor={switchId} className="font-semibold text-sm">
          Near Me
        </label>
      </div>
      {travelsTo ? (
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
          <MapPin aria-hidden="true" className="size-4" />
          Showing vendors who travel to {travelsTo}
        </p>
      ) : isNearMe && near ? (
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
          <MapPin aria-hidden="true" className="size-4" />
          Showing vendors near {near.city}, {near.region}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /vendors: the directory. The tab lives in ?category=, Near Me (on by default) in ?nearMe=false,
 * and a plain-English search in ?q= with its removed chips in ?dismiss=, so a link or the back button
 * brings back the same list.
 */
export function VendorsPage() {
  // Tabs and Near Me replace the entry; a new search or a removed chip adds one, so Back returns to it.
  const [searchParams, update] = useSearchParamsWriter({ preventScrollReset: true });
  const category = findVendorCategory(searchParams.get('category') ?? '');
  const isNearMe = searchParams.get('nearMe') !== 'false';
  const q = (searchParams.get('q') ?? '').trim();
  const dismissValue = searchParams.get('dismiss');
  const vendors = useInfiniteVendors(vendorsQueryOf(searchParams));
  const panelId = useId();
  const [text, setText] = useUrlSearchText(q);

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

        <VendorsPlaceLine
          isNearMe={isNearMe}
          onNearMeChange={(on) =>
            update((params) => (on ? params.delete('nearMe') : params.set('nearMe', 'false')))
          }
          travelsTo={interpreted?.place?.label}
          near={firstPage?.userLocation}
        />

        <VendorCategoryTabs
          category={category}
          panelId={panelId}
          onChange={(next) =>
            update((params) => (next ? params.set('category', next) : params.delete('category')))
          }
        />

        <VendorResults
          panelId={panelId}
          category={category}
          vendors={vendors}
          interpreted={interpreted}
          emptyState={{
            category,
            isNearMe: isNearMe && !interpreted?.place,
            query: q,
            hasChips: chips.length > 0,
            onShowAll: () => update((params) => params.delete('category')),
            onEverywhere: () => update((params) => params.set('nearMe', 'false')),
            onClearSearch: () => search(''),
          }}
        />
      </div>
    </PageShell>
  );
}
