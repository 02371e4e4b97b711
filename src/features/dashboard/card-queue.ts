// Cards that come into view render one after another: each waits until the card before it has been
// committed and the browser has drawn a frame with it. A scroll or a jump that brings several cards
// into view at once (revealing the G-code preview brings its neighbours in both columns) then makes
// one short task per card — its render, styles and layout — instead of one long task for them all.

/** A card's place in the queue. */
export interface Turn {
  /** The card has rendered (committed): the next may go once a frame has been drawn. */
  done(): void;
  /** The card is gone: take it out of the queue (or free the queue if it was its turn). */
  cancel(): void;
}

export interface CardQueue {
  /** Call `show` when it is this card's turn (at once when no other card is rendering). */
  request(show: () => void): Turn;
}

interface Entry {
  show: () => void;
  finished: boolean;
}

/** `afterFrame(next)` calls `next` once the browser has drawn the next frame. */
export function createCardQueue(afterFrame: (next: () => void) => void): CardQueue {
  const waiting: Entry[] = [];
  let current: Entry | null = null;
  const pump = () => {
    if (current) return;
    const next = waiting.shift();
    if (!next) return;
    current = next;
    next.show();
  };
  return {
    request(show) {
      const entry: Entry = { show, finished: false };
      waiting.push(entry);
      pump();
      return {
        done() {
          if (current !== entry || entry.finished) return;
          entry.finished = true;
          afterFrame(() => {
            if (current !== entry) return;
            current = null;
            pump();
          });
        },
        cancel() {
          const index = waiting.indexOf(entry);
          if (index >= 0) waiting.splice(index, 1);
          if (current !== entry) return;
          current = null;
          pump();
        },
      };
    },
  };
}

/** Longest wait for a frame (a hidden tab draws none). */
const FRAME_WAIT_MS = 100;

/** After the next frame is drawn: a task queued from its animation frame runs after the paint. */
export function afterNextFrame(next: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    clearTimeout(fallback);
    next();
  };
  const fallback = setTimeout(once, FRAME_WAIT_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
}

/** The dashboard's queue (one for the page, whichever printers' cards it shows). */
export const cardQueue = createCardQueue(afterNextFrame);
