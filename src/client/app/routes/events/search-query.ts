/**
 * The search page's query from the URL: ?q=, ?nearMe=true (off by default), ?dismiss= and the price
 * filters ?free=true and ?maxPrice= (dollars), which win over a price the words say.
 */
export function searchQueryOf(params: URLSearchParams) {
  const maxPrice = Number(params.get('maxPrice') ?? Number.NaN);
  return {
    q: (params.get('q') ?? '').trim(),
    ignoreLocation: params.get('nearMe') !== 'true',
    dismiss: params.get('dismiss') ?? '',
    ...(params.get('free') === 'true' ? { free: true } : {}),
    ...(params.get('maxPrice') && Number.isFinite(maxPrice) && maxPrice >= 0 ? { maxPrice } : {}),
  };
}
