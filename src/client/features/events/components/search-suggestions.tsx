import { Sparkles } from 'lucide-react';

export const SEARCH_SUGGESTIONS = [
  'birthday parties in Austin next weekend',
  'concerts in Nashville this month',
  'food festivals this weekend',
  'christmas markets near Chicago',
  'ice skating in nyc',
  '5k races in December',
] as const;

/** Before anything is typed: what kinds of questions work, one tap each. */
export function SearchSuggestions({ onPick }: { onPick: (query: string) => void }) {
  return (
    <div className="flex flex-col items-center gap-6 rounded-3xl border border-border bg-card px-6 py-12 text-center shadow-sm">
      <span className="grid size-14 place-items-center rounded-2xl bg-linear-to-br from-brand-500 to-party-500 text-white shadow-glow">
        <Sparkles aria-hidden="true" className="size-7" />
      </span>
      <div className="flex max-w-lg flex-col gap-2">
        <h2 className="font-display text-h2">Ask like you'd ask a friend</h2>
        <p className="text-muted-foreground">
          Mention a kind of party, a city and a date, and we'll work out the rest.
        </p>
      </div>
      <ul aria-label="Example searches" className="flex max-w-2xl flex-wrap justify-center gap-2">
        {SEARCH_SUGGESTIONS.map((query) => (
          <li key={query}>
            <button
              type="button"
              onClick={() => onPick(query)}
              className="inline-flex h-9 items-center rounded-full border border-border bg-background px-4 font-medium text-ink-800 text-sm transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
            >
              {query}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
