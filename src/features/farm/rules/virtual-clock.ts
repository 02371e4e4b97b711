// A virtual clock (a Scheduler) for tests of staggered starts: time moves only when the test
// advances it, timers fire in time order, and each step lets the promises waiting on them run.
import type { Scheduler } from './stagger';

interface Timer {
  at: number;
  seq: number;
  fire: () => void;
}

export interface VirtualClock extends Scheduler {
  /** Moves time forward by `ms`, firing the timers due on the way (promises settle in between). */
  advance(ms: number): Promise<void>;
  /** Sleeps asked for, as [asked at, ms]. */
  readonly sleeps: Array<[number, number]>;
}

/** Lets every promise chain that can run, run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** `abortRejects`: a sleep cut short by its signal rejects (else it resolves), as schedulers may. */
export function virtualClock(start = 1_000_000, abortRejects = true): VirtualClock {
  let now = start;
  let seq = 0;
  let timers: Timer[] = [];
  const sleeps: Array<[number, number]> = [];
  return {
    sleeps,
    now: () => now,
    sleep(ms, signal) {
      sleeps.push([now, ms]);
      return new Promise<void>((resolve, reject) => {
        const timer: Timer = { at: now + ms, seq: seq++, fire: resolve };
        timers.push(timer);
        signal?.addEventListener('abort', () => {
          timers = timers.filter((t) => t !== timer);
          if (abortRejects) reject(new DOMException('Aborted', 'AbortError'));
          else resolve();
        });
      });
    },
    async advance(ms) {
      const end = now + ms;
      await settle();
      for (;;) {
        const due = timers
          .filter((t) => t.at <= end)
          .sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.fire();
        await settle();
      }
      now = end;
      await settle();
    },
  };
}
