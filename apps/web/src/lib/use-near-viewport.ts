/**
 * Whether an element is on screen or about to be: heavy parts of a page (the map, the history
 * chart) load their code only then, so a phone on roaming data downloads what the traveller sees.
 * Once near, it stays true. Without IntersectionObserver (very old browsers) it is true at once.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useNearViewport<T extends Element>(rootMargin = '300px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return [ref, near];
}
