import { Sparkles } from 'lucide-react';
import { CategoryChipRow } from './category-chip-row.tsx';
import { HeroConfetti } from './hero-confetti.tsx';
import { HeroSearchForm } from './hero-search-form.tsx';
import { NearMeToggle } from './near-me-toggle.tsx';

export const HOME_TITLE = 'Find Your Perfect Party Experience';

/** The 500px hero: title, search, Near Me / All Locations, the AI shortcut, Free and the categories. */
export function HomeHero({
  isNearMe,
  onNearMeChange,
  category,
  onCategoryChange,
  isFree,
  onFreeChange,
  discoverCity,
  onDiscover,
}: {
  isNearMe: boolean;
  onNearMeChange: (isNearMe: boolean) => void;
  category: string | null;
  onCategoryChange: (category: string | null) => void;
  isFree: boolean;
  onFreeChange: (isFree: boolean) => void;
  /** Set when the visitor's city is known and Near Me is on: shows 'Discover Events in {city}'. */
  discoverCity: string | null;
  onDiscover: () => void;
}) {
  return (
    <section
      aria-labelledby="home-title"
      className="relative isolate flex h-[500px] flex-col justify-center overflow-hidden px-4 text-white sm:rounded-[2rem] sm:px-8"
    >
      <HeroConfetti />
      <div className="relative mx-auto flex w-full max-w-5xl flex-col items-center gap-5 text-center sm:gap-6">
        <h1 id="home-title" className="font-display text-display drop-shadow-sm">
          {HOME_TITLE}
        </h1>
        <p className="-mt-1 hidden max-w-2xl text-lg text-white/85 sm:block">
          Birthdays, concerts, markets and meetups across the US. Just ask in plain English.
        </p>
        <div className="w-full max-w-2xl">
          <HeroSearchForm />
        </div>
        <div className="flex flex-wrap items-center justify-center gap-2 sm:gap-3">
          <NearMeToggle isNearMe={isNearMe} onChange={onNearMeChange} />
          {discoverCity ? (
            <button
              type="button"
              onClick={onDiscover}
              className="inline-flex h-11 items-center gap-2 rounded-full bg-linear-to-r from-amber-200 to-party-200 px-4 font-semibold text-brand-950 text-sm shadow-lg transition-[filter,scale] hover:brightness-105 active:scale-[0.98]"
            >
              <Sparkles aria-hidden="true" className="size-4 text-party-700" />
              Discover Events in {discoverCity}
            </button>
          ) : null}
        </div>
        <div className="w-full max-w-4xl">
          <CategoryChipRow
            selected={category}
            onSelect={onCategoryChange}
            isFree={isFree}
            onFreeChange={onFreeChange}
          />
        </div>
      </div>
    </section>
  );
}
