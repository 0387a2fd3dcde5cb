import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';

export const HERO_SEARCH_PLACEHOLDER = 'Try "birthday parties in Austin next weekend"';

/** Plain-English search; submitting opens /search?q=... (blank text does nothing). */
export function HeroSearchForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(`${paths.search}?${new URLSearchParams({ q })}`);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new (older Safari, jsdom); the role says the same
    <form
      role="search"
      onSubmit={submit}
      className="flex w-full items-center gap-2 rounded-full bg-white p-1.5 pl-4 shadow-xl ring-1 ring-white/40 focus-within:ring-4 focus-within:ring-party-300/60 sm:pl-5"
    >
      <Search aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={HERO_SEARCH_PLACEHOLDER}
        aria-label="Search events"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={200}
        className="h-11 min-w-0 flex-1 bg-transparent text-base text-ink-950 outline-none placeholder:text-ink-500 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      <Button type="submit" className="px-4 sm:px-6">
        <Search aria-hidden="true" className="sm:hidden" />
        <span className="sr-only sm:not-sr-only">Search</span>
      </Button>
    </form>
  );
}
