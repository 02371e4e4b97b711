// [output_pin NAME]: a PWM (with scale) or digital pin set by SET_PIN PIN=NAME VALUE=.
// Status { value } is the pin's 0..1 value (VALUE / scale), as Klipper reports it.

import { muxLookup } from '../gcode/mux';
import { CommandError } from '../gcode/parser';
import type { ConfigSection } from '../settings';
import type { KlipperModule } from './types';

class OutputPin {
  readonly isPwm: boolean;
  readonly scale: number;
  value: number;
  private readonly shutdownValue: number;

  constructor(sec: ConfigSection) {
    sec.str('pin');
    this.isPwm = sec.bool('pwm', false);
    if (this.isPwm) {
      sec.float('cycle_time', 0.1, { above: 0, maxval: 5 });
      sec.bool('hardware_pwm', false);
      this.scale = sec.float('scale', 1, { above: 0 });
    } else this.scale = 1;
    this.value = sec.float('value', 0, { minval: 0, maxval: this.scale }) / this.scale;
    this.shutdownValue =
      sec.float('shutdown_value', 0, { minval: 0, maxval: this.scale }) / this.scale;
  }

  shutdown(): void {
    this.value = this.shutdownValue;
  }
}

const outputPin: KlipperModule = {
  sections: ['output_pin '],
  setup(p, sections) {
    const pins = new Map(sections.map((sec) => [sec.shortName, new OutputPin(sec)] as const));
    p.gcode.register(
      'SET_PIN',
      (cmd) => {
        const pin = muxLookup(cmd, 'PIN', pins);
        const has = cmd.has('VALUE');
        if (has === cmd.has('TEMPLATE'))
          throw new CommandError('SET_PIN command must specify VALUE or TEMPLATE');
        if (!has) throw cmd.error('display templates are not simulated');
        const value = cmd.float('VALUE', 0, { minval: 0, maxval: pin.scale }) / pin.scale;
        if (!pin.isPwm && value !== 0 && value !== 1) throw new CommandError('Invalid pin value');
        pin.value = value;
      },
      { help: 'Set the value of an output pin' },
    );
    return {
      objects: [...pins].map(([name, pin]) => [`output_pin ${name}`, () => ({ value: pin.value })]),
      onShutdown: () => pins.forEach((pin) => pin.shutdown()),
    };
  },
};

export default outputPin;
