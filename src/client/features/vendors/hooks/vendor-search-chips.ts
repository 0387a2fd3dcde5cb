import type { QueryChip } from '#client/components/query-chips.tsx';
import { VENDOR_SEARCH_READINGS, type VendorSearchReading } from '#shared/constants.ts';
import type { VendorSearchInterpreted } from '#shared/contracts/vendors.ts';

/** How a screen reader names each chip's part ('Remove place Austin, TX'). */
export const VENDOR_CHIP_NAMES: Record<VendorSearchReading, string> = {
  category: 'trade',
  place: 'place',
  price: 'price',
};

/** What a vendor search understood, as chips in the order trade, place, price ('DJ', 'Austin, TX', 'Up to $500'). */
export function getVendorQueryChips(
  interpreted: VendorSearchInterpreted | null | undefined,
): QueryChip<VendorSearchReading>[] {
  if (!interpreted) return [];
  const chips: QueryChip<VendorSearchReading>[] = [];
  if (interpreted.category) chips.push({ part: 'category', label: interpreted.category });
  if (interpreted.place) chips.push({ part: 'place', label: interpreted.place.label });
  if (interpreted.maxPrice !== null)
    chips.push({ part: 'price', label: `Up to $${interpreted.maxPrice.toLocaleString('en-US')}` });
  return chips;
}

/** The readings dismissed in the URL (`?dismiss=place,price`), unknown names ignored. */
export function parseVendorDismissed(value: string | null | undefined): VendorSearchReading[] {
  const named = new Set((value ?? '').split(','));
  return VENDOR_SEARCH_READINGS.filter((part) => named.has(part));
}

/** The `dismiss` value with one more reading; the text stays as typed, so the search always changes. */
export function addVendorDismissed(value: string | null | undefined, part: VendorSearchReading): string {
  const parts = new Set([...parseVendorDismissed(value), part]);
  return VENDOR_SEARCH_READINGS.filter((p) => parts.has(p)).join(',');
}
