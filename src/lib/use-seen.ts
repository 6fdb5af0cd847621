// Work a screen can leave until its box is about to be seen: a chart below the fold of a phone is
// drawn as the reader scrolls towards it, not in the first second of the page's load, where its
// drawing would hold the main thread (issue 34: a VPS's three charts took 130–210 ms in one task).
import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport; true from then on. True at once
 * where the browser has no IntersectionObserver (nothing can say when it would be seen).
 */
export function useSeen(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
