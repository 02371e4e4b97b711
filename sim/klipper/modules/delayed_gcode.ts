// [delayed_gcode NAME]: a G-code template run once after a delay (`initial_duration` from ready,
// or UPDATE_DELAYED_GCODE ID=NAME DURATION=seconds; 0 cancels), in simulated time. A template that
// updates its own timer while running repeats, as Klipper's does.

import { muxLookup } from '../gcode/mux';
import { renderGcodeTemplate } from '../macros';
import type { Printer } from '../printer';
import type { ConfigSection } from '../settings';
import type { KlipperModule } from './types';

class DelayedGcode {
  private readonly template: string;
  private duration: number;
  private timer: NodeJS.Timeout | null = null;
  private insideTimer = false;
  private repeat = false;

  constructor(
    private readonly p: Printer,
    readonly name: string,
    sec: ConfigSection,
  ) {
    this.template = sec.str('gcode');
    this.duration = sec.float('initial_duration', 0, { minval: 0 });
  }

  /** Klipper's klippy:ready handler: the initial duration starts counting. */
  ready(): void {
    if (this.duration) this.arm(this.duration);
  }

  update(duration: number): void {
    this.duration = duration;
    if (this.insideTimer) this.repeat = duration !== 0;
    else this.arm(duration);
  }

  private arm(duration: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!duration) return;
    this.timer = setTimeout(() => void this.fire(), this.p.clock.realMs(duration));
    this.timer.unref();
  }

  private async fire(): Promise<void> {
    this.timer = null;
    if (this.p.disposed) return;
    this.insideTimer = true;
    try {
      const script = renderGcodeTemplate(this.template, this.name, this.p.macroEnv);
      await this.p.gcode.run(script);
    } catch {
      // Klipper logs "Script running error"; the timer is done either way.
    }
    const again = this.repeat;
    this.insideTimer = this.repeat = false;
    if (again) this.arm(this.duration);
  }
}

const delayedGcode: KlipperModule = {
  sections: ['delayed_gcode '],
  setup(p, sections) {
    const timers = new Map<string, DelayedGcode>();
    for (const sec of sections) {
      const name = sec.name.split(/\s+/)[1] ?? '';
      timers.set(name, new DelayedGcode(p, name, sec));
    }
    p.gcode.register(
      'UPDATE_DELAYED_GCODE',
      (cmd) => muxLookup(cmd, 'ID', timers).update(cmd.float('DURATION', undefined, { minval: 0 })),
      { help: 'Update the duration of a delayed_gcode' },
    );
    // Timers start counting once Klipper is ready, as Klipper's klippy:ready handler starts them.
    const wait = setInterval(() => {
      if (p.disposed) clearInterval(wait);
      else if (p.host.state() === 'ready') {
        clearInterval(wait);
        for (const t of timers.values()) t.ready();
      }
    }, 50);
    wait.unref();
  },
};

export default delayedGcode;
