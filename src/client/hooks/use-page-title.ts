import { useEffect } from 'react';

const SITE_NAME = 'Confetti';

/** A page's tab title: what the page is, then the site, so each tab and history entry reads apart. */
const pageTitle = (what: string) => `${what} · ${SITE_NAME}`;

/**
 * Sets the tab title (`{what} · Confetti`) while the page is shown and puts the previous one back
 * afterwards. `null` while the page's data is loading leaves the title as it is. Pages that are
 * shared as links set their preview tags too, with usePageMeta.
 */
export function usePageTitle(what: string | null): void {
  useEffect(() => {
    if (!what) return;
    const previous = document.title;
    document.title = pageTitle(what);
    return () => {
      document.title = previous;
    };
  }, [what]);
}
