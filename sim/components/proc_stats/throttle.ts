// The simulated Raspberry Pi's throttle word (what `vcgencmd get_throttled` would report): set by the
// simulator's start flag or POST /debug/sim/throttle, each change sent as notify_cpu_throttled. It
// belongs to the host, so it outlives Moonraker's restarts; a reboot starts again from the start flag.

import type { ThrottledState } from '../../../protocol/machine';
import type { App } from '../../app';
import { ServerError } from '../../errors';
import { throttledState } from './proc_files';

/** The bits vcgencmd can report: 0–3 (now) and 16–19 (since boot). */
export const THROTTLE_MASK = 0xf000f;

export class Throttle {
  private bits = 0;
  private bootBits = 0;

  constructor(private readonly app: App) {}

  state(): ThrottledState {
    return throttledState(this.bits);
  }

  /** The host (re)boots: the word the start flag names, without a notification. */
  boot(bits = this.bootBits): void {
    this.bootBits = bits;
    this.bits = bits;
  }

  /** A new word; notify_cpu_throttled when it differs from the last one. */
  set(bits: number): ThrottledState {
    if (!Number.isInteger(bits) || bits < 0 || (bits & ~THROTTLE_MASK) !== 0)
      throw new ServerError(`Invalid throttle bits: ${bits} (bits 0-3 and 16-19 only)`);
    const changed = bits !== this.bits;
    this.bits = bits;
    const state = this.state();
    if (changed) {
      this.app.logs?.moonraker(
        'proc_stats.py:_handle_stat_update()',
        `CPU Throttled Flags: ${JSON.stringify(state.flags)}`,
      );
      this.app.notify('notify_cpu_throttled', state);
    }
    return state;
  }
}

const THROTTLES = new WeakMap<App, Throttle>();

export function throttleOf(app: App): Throttle {
  let t = THROTTLES.get(app);
  if (!t) {
    t = new Throttle(app);
    THROTTLES.set(app, t);
  }
  return t;
}
