import { ChevronLeft, ChevronRight, Ticket } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '#client/lib/cn.ts';
import { EVENT_CATEGORIES } from '#shared/constants.ts';

// Fades the row's ends so a cut-off chip reads as "scroll for more".
const edgeFade =
  '[mask-image:linear-gradient(to_right,transparent,black_1.5rem,black_calc(100%-1.5rem),transparent)]';

type Edges = { isAtStart: boolean; isAtEnd: boolean };

function readEdges(list: HTMLElement): Edges {
  return {
    isAtStart: list.scrollLeft <= 1,
    isAtEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
  };
}

const chipClass = (isSelected: boolean) =>
  cn(
    'inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-full border px-3.5 font-semibold text-sm transition-colors duration-150',
    isSelected
      ? 'border-white bg-white text-brand-800 shadow-md'
      : 'border-white/25 bg-white/10 text-white hover:border-white/50 hover:bg-white/20',
  );

/**
 * A 'Free' chip (free events only, with any category), then every category as a chip in one
 * scrolling row; pressing the selected one clears it. A category that is not in the list (a
 * sample-only one such as 'Music', reached from an event page's breadcrumb) is shown first. The
 * selected chip is scrolled into view.
 */
export function CategoryChipRow({
  selected,
  onSelect,
  isFree,
  onFreeChange,
}: {
  selected: string | null;
  onSelect: (category: string | null) => void;
  isFree: boolean;
  onFreeChange: (isFree: boolean) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ isAtStart: true, isAtEnd: false });
  const categories: string[] =
    selected && !EVENT_CATEGORIES.some((c) => c === selected)
      ? [selected, ...EVENT_CATEGORIES]
      : [...EVENT_CATEGORIES];

  const measure = () => {
    if (listRef.current) setEdges(readEdges(listRef.current));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection brings its chip into view
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.querySelector<HTMLElement>('[aria-pressed="true"]')?.scrollIntoView?.({
      block: 'nearest',
      inline: 'center',
    });
    setEdges(readEdges(list));
  }, [selected]);

  useEffect(() => {
    const onResize = () => {
      if (listRef.current) setEdges(readEdges(listRef.current));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const scrollBy = (direction: 1 | -1) =>
    listRef.current?.scrollBy?.({ left: direction * listRef.current.clientWidth * 0.7, behavior: 'smooth' });

  return (
    <div className="relative flex items-center gap-1">
      <ScrollButton direction={-1} isHidden={edges.isAtStart} onClick={() => scrollBy(-1)} />
      <ul
        ref={listRef}
        aria-label="Price and categories"
        onScroll={measure}
        className={cn(
          'flex min-w-0 flex-1 snap-x gap-2 overflow-x-auto scroll-px-6 px-6 py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
          edgeFade,
        )}
      >
        <li className="snap-start border-white/25 border-r pr-2">
          <button
            type="button"
            aria-pressed={isFree}
            aria-label="Free events only"
            onClick={() => onFreeChange(!isFree)}
            className={chipClass(isFree)}
          >
            <Ticket aria-hidden="true" className="size-4" />
            Free
          </button>
        </li>
        {categories.map((category) => {
          const isSelected = category === selected;
          return (
            <li key={category} className="snap-start">
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(isSelected ? null : category)}
                className={chipClass(isSelected)}
              >
                {category}
              </button>
            </li>
          );
        })}
      </ul>
      <ScrollButton direction={1} isHidden={edges.isAtEnd} onClick={() => scrollBy(1)} />
    </div>
  );
}

/**
 * Arrows at every width: on a phone they are the visible hint that the row scrolls (a cut chip at
 * the edge alone is easy to miss). Keyboard users tab through the chips, which scrolls the row.
 */
function ScrollButton({
  direction,
  isHidden,
  onClick,
}: {
  direction: 1 | -1;
  isHidden: boolean;
  onClick: () => void;
}) {
  const Icon = direction === 1 ? ChevronRight : ChevronLeft;
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      onClick={onClick}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-white/25 bg-white/15 text-white backdrop-blur transition-opacity hover:bg-white/25',
        isHidden && 'pointer-events-none opacity-0',
      )}
    >
      <Icon className="size-5" />
    </button>
  );
}
