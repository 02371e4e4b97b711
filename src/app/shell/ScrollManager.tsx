// Scroll on navigation: back/forward restores the saved position; a hash scrolls smoothly to its
// element (60 px below the header); anything else starts at the top.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

export const HASH_SCROLL_OFFSET_PX = 60;

export function ScrollManager() {
  const [pathname] = useLocation();
  const positions = useRef(new Map<string, number>());
  const current = useRef(window.location.pathname + window.location.search);
  const popped = useRef(false);

  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    positions.current.set(current.current, window.scrollY);
    const key = window.location.pathname + window.location.search;
    current.current = key;
    const saved = positions.current.get(key);
    const wasPop = popped.current;
    popped.current = false;
    if (wasPop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const hash = window.location.hash;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
        window.scrollTo({ top, behavior: 'smooth' });
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
