import { Search, X } from 'lucide-react';
import type { FormEvent } from 'react';

/** A plain-English search box (/search, /vendors): big, clearable, submits on Enter. */
export function SearchInput({
  value,
  onChange,
  onSubmit,
  placeholder,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  placeholder: string;
  /** The input's accessible name ('Search events'). */
  label: string;
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
      className="flex h-14 w-full items-center gap-3 rounded-full border border-input bg-card pr-2 pl-5 shadow-md transition-[border-color,box-shadow] focus-within:border-primary focus-within:ring-4 focus-within:ring-brand-100 hover:border-ink-400"
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
        className="h-full min-w-0 flex-1 bg-transparent text-base text-foreground outline-none placeholder:text-ink-500 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
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
