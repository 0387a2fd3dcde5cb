import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchInput } from '#client/components/search-input.tsx';
import { paths } from '#client/config/paths.ts';

export const HERO_SEARCH_PLACEHOLDER = 'Try "birthday parties in Austin next weekend"';

/** Plain-English search; submitting opens /search?q=... (blank text does nothing). */
export function HeroSearchForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = () => {
    const q = text.trim();
    if (q) navigate(`${paths.search}?${new URLSearchParams({ q })}`);
  };
  return (
    <SearchInput
      tone="hero"
      value={text}
      onChange={setText}
      onSubmit={submit}
      placeholder={HERO_SEARCH_PLACEHOLDER}
      label="Search events"
    />
  );
}
