import { cn } from '#client/lib/cn.ts';
import { VENDOR_CATEGORIES } from '#shared/constants.ts';
import { VendorCategoryIcon } from './vendor-category-icon.tsx';

const TABS = [null, ...VENDOR_CATEGORIES] as const;

/**
 * All Vendors plus one tab per category, each with its icon; scrolls sideways on a phone.
 * Arrow keys move between tabs, as in any tab list.
 */
export function VendorCategoryTabs({
  category,
  onChange,
  panelId,
}: {
  category: string | null;
  onChange: (category: string | null) => void;
  panelId: string;
}) {
  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length] ?? null;
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Vendor categories"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {TABS.map((tab, index) => {
        const isActive = tab === category;
        return (
          <button
            key={tab ?? 'all'}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={isActive}
            aria-controls={panelId}
            tabIndex={isActive ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 font-semibold text-sm transition-colors',
              isActive
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-border bg-card text-foreground hover:border-brand-300 hover:bg-brand-50',
            )}
          >
            {tab ? <VendorCategoryIcon category={tab} /> : null}
            {tab ?? 'All Vendors'}
          </button>
        );
      })}
    </div>
  );
}

function tabId(tab: string | null): string {
  return `vendor-tab-${(tab ?? 'all').toLowerCase().replace(/\s+/g, '-')}`;
}
