import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport; it stays true once it has. Where
 * the browser has no IntersectionObserver the element counts as in view, so nothing waits forever.
 */
export function useInView(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [isInView, setIsInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isInView || !element) return;
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
