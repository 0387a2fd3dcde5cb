import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport; it stays true once it has. Where
 * the browser has no IntersectionObserver the element counts as in view, so nothing waits forever.
 * The first render always says no, as the server's render does (it has no viewport).
 */
export function useInView(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [isInView, setIsInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isInView || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, isInView]);
  return isInView;
}
