// Render children only once their place on the page scrolls into view (then keep them): cards below
// the fold do not load their code and data until the user gets there.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

interface Props {
  /** Height of the placeholder until the content renders. */
  height: number;
  /** Start this many pixels before the place enters the viewport. */
  margin?: number;
  /**
   * Start watching only when the page around has its final layout (e.g. the cards above got their
   * data); before that a card below the fold may briefly sit in view.
   */
  armed?: boolean;
  /** The name of what will show here: the placeholder is a named region meanwhile. */
  label?: string;
  /** What stands in meanwhile (e.g. a card's titled frame), instead of an empty box `height` high. */
  placeholder?: ReactNode;
  children: ReactNode;
}

export function WhenVisible({
  height,
  margin = 0,
  armed = true,
  label,
  placeholder,
  children,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (seen || !armed || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the newly shown parts render in slices that yield to input and to
        // other work instead of one long task when several come into view at once.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setSeen(true));
      },
      { rootMargin: `${margin}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, armed, margin]);
  if (seen) return <>{children}</>;
  if (placeholder !== undefined) return <div ref={box}>{placeholder}</div>;
  return (
    <Box
      ref={box}
      aria-busy="true"
      role={label ? 'region' : undefined}
      aria-label={label}
      sx={{ height }}
    />
  );
}
