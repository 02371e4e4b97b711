// Exclusive access to the G-code queue for the print runner: installs a run() on the dispatcher that
// shares one mutex with lock(), so a batch of file lines never interleaves with API commands while
// PAUSE/CANCEL (which take the same mutex) can never deadlock with the runner.

import type { GCodeDispatcher } from '../gcode/dispatcher';

export class GcodeLock {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(gcode: GCodeDispatcher) {
    gcode.run = (script: string): Promise<void> => this.lock(() => gcode.runLines(script));
  }

  lock<T>(fn: () => Promise<T>): Promise<T> {
    const p = this.chain.then(fn);
    this.chain = p.catch(() => undefined);
    return p;
  }
}
