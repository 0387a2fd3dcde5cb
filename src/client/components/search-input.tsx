import { Search, X } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

const TONES = {
  /** On a page (/search, /vendors): a bordered box whose text can be cleared. */
  page: {
    form: 'h-14 gap-3 border border-input bg-card pr-2 pl-5 shadow-md transition-[border-color,box-shadow] focus-within:border-primary focus-within:ring-4 focus-within:ring-brand-100 hover:border-ink-400',
    input: 'h-full text-foreground',
  },
  /** Over the home page's hero picture: white, with a Search button. */
  hero: {
    form: 'gap-2 bg-white p-1.5 pl-4 shadow-xl ring-1 ring-white/40 focus-within:ring-4 focus-within:ring-party-300/60 sm:pl-5',
    input: 'h-11 text-ink-950',
  },
} as const;

/** A plain-English search box: big, submits on Enter (and by its button on the hero). */
export function SearchInput({
  value,
  onChange,
  onSubmit,
  placeholder,
  label,
  tone = 'page',
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  placeholder: string;
  /** The input's accessible name ('Search events'). */
  label: string;
  tone?: keyof typeof TONES;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new (older Safari, jsdom); the role says the same
    <form
      role="search"
      onSubmit={submit}
      className={cn('flex w-full items-center rounded-full', TONES[tone].form)}
    >
      <Search aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={200}
        className={cn(
          'min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-ink-500 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden',
          TONES[tone].input,
        )}
      />
      {tone === 'hero' ? (
        <Button type="submit" className="px-4 sm:px-6">
          <Search aria-hidden="true" className="sm:hidden" />
          <span className="sr-only sm:not-sr-only">Search</span>
        </Button>
      ) : value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Clear search"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-500 transition-colors hover:bg-ink-100 hover:text-foreground"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </form>
  );
}
