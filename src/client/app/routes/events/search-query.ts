/** The search page's query from the URL: ?q=, ?nearMe=true (off by default) and ?dismiss=. */
export function searchQueryOf(params: URLSearchParams) {
  return {
    q: (params.get('q') ?? '').trim(),
    ignoreLocation: params.get('nearMe') !== 'true',
    dismiss: params.get('dismiss') ?? '',
  };
}
