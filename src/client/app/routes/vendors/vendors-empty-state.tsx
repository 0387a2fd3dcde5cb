import { Button } from '#client/components/ui/button.tsx';

/** What /vendors says when nothing matches, with the ways to widen the list. */
export function VendorsEmptyState({
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
