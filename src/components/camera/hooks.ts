// What camera views follow in the browser: whether the page is visible (streams stop while it is
// hidden), whether the window has the focus (the adaptive type's idle rate), and full screen.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

function onVisibility(notify: () => void): () => void {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
}

/** The page is shown (document.visibilityState is not 'hidden'). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    onVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

function onFocusChange(notify: () => void): () => void {
  window.addEventListener('focus', notify);
  window.addEventListener('blur', notify);
  return () => {
    window.removeEventListener('focus', notify);
    window.removeEventListener('blur', notify);
  };
}

/** The window has the focus. */
export function useWindowFocused(): boolean {
  return useSyncExternalStore(
    onFocusChange,
    () => document.hasFocus(),
    () => true,
  );
}

/** Whether `element` is shown full screen, and a toggle (the Fullscreen API). */
export function useFullscreen(element: HTMLElement | null): {
  supported: boolean;
  active: boolean;
  toggle: () => void;
} {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => setActive(element !== null && document.fullscreenElement === element);
    update();
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [element]);
  const toggle = useCallback(() => {
    if (!element) return;
    if (document.fullscreenElement === element) void document.exitFullscreen().catch(() => {});
    else void element.requestFullscreen().catch(() => {});
  }, [element]);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled !== false;
  return { supported, active, toggle };
}
