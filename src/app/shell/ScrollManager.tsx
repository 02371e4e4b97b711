// Scroll on navigation: back/forward restores the saved position; a hash scrolls smoothly to its
// element (60 px below the header); anything else starts at the top.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export const HASH_SCROLL_OFFSET_PX = 60;

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const lastKey = useRef(location.key);

  useEffect(() => {
    positions.current.set(lastKey.current, window.scrollY);
    lastKey.current = location.key;
    const saved = positions.current.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
        window.scrollTo({ top, behavior: 'smooth' });
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
  return null;
}
