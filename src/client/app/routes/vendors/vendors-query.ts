import { parseVendorDismissed } from '#client/features/vendors/hooks/vendor-search-chips.ts';
import { findVendorCategory } from '#shared/constants.ts';

/**
 * The directory's query from the URL: ?category= (any case), Near Me unless ?nearMe=false, and a
 * plain-English ?q= with its removed readings in ?dismiss=.
 */
export function vendorsQueryOf(params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim();
  return {
    category: findVendorCategory(params.get('category') ?? '') ?? undefined,
    ignoreLocation: params.get('nearMe') === 'false',
    ...(q ? { q, dismiss: parseVendorDismissed(params.get('dismiss')) } : {}),
  };
}
