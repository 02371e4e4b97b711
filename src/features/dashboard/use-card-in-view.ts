// Whether a card's place has come into view, for the dashboard's card places: the card's code is
// asked for as soon as the place is in view, and the body then waits its turn in the card queue
// (cards that come into view together render one after another), at transition priority.
import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import type { LazyBody } from '../../components/lazy-body';
import { cardQueue, type Turn } from './card-queue';

/**
 * True once the place (`place`) has been in view, the body's code is here and its turn came. Not
 * watched while `watch` is false (a card shown at once, or a page still settling its layout); with
 * no IntersectionObserver (an old browser, jsdom) every place counts as in view.
 */
export function useCardInView(
  place: RefObject<HTMLElement | null>,
  body: Pick<LazyBody, 'preload'>,
  watch: boolean,
): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const turn = useRef<Turn | null>(null);
  useEffect(() => {
    const element = place.current;
    if (seen || !watch || !element || turn.current) return;
    let gone = false;
    const take = () => {
      if (gone || turn.current) return;
      turn.current = cardQueue.request(() => startTransition(() => setSeen(true)));
    };
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // A body whose code fails to load still takes its turn: its card then shows the failure.
      body.preload().then(take, take);
    });
    observer.observe(element);
    return () => {
      gone = true;
      observer.disconnect();
    };
  }, [seen, watch, place, body]);
  // Rendered: the next card may follow once a frame is drawn.
  useEffect(() => {
    if (seen) turn.current?.done();
  }, [seen]);
  useEffect(() => () => turn.current?.cancel(), []);
  return seen;
}
