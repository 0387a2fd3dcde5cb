import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const WAIT_MS = 5_000;

/**
 * After a client-side navigation, focus moves to the new page's h1 (as a full page load would start
 * a screen reader at the top), so keyboard and screen-reader users are not left on <body> or on the
 * link they came from. Pages load lazily, so it waits for the h1 to appear. The first load and
 * changes of the query string alone (filters) leave focus where it is.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    const focusHeading = (): boolean => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
}
