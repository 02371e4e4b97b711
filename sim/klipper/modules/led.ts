// [led NAME], [neopixel NAME], [dotstar NAME]: a chain of RGBW colours set by SET_LED LED=NAME
// RED= GREEN= BLUE= WHITE= [INDEX=] [TRANSMIT=]. Status { color_data: [[r, g, b, w], ...] }.

import { muxLookup } from '../gcode/mux';
import { ConfigError } from '../config';
import type { ConfigSection } from '../settings';
import type { KlipperModule } from './types';

type Color = [number, number, number, number];

/** The colour orders a neopixel chain accepts: permutations of RGB and RGBW. */
function permutations(s: string): string[] {
  if (s.length <= 1) return [s];
  return [...s].flatMap((c, i) => permutations(s.slice(0, i) + s.slice(i + 1)).map((r) => c + r));
}
const COLOR_ORDERS = new Set([...permutations('RGB'), ...permutations('RGBW')]);

class LedChain {
  /** The chain's colours. Klipper reports them at once, TRANSMIT=0 only delays sending them. */
  shown: Color[];

  constructor(
    sec: ConfigSection,
    readonly count: number,
  ) {
    const initial = (c: string): number => sec.float(`initial_${c}`, 0, { minval: 0, maxval: 1 });
    const color: Color = [initial('red'), initial('green'), initial('blue'), initial('white')];
    this.shown = Array.from({ length: count }, () => [...color] as Color);
  }

  set(index: number | null, color: Color): void {
    if (index === null) this.shown = this.shown.map(() => [...color] as Color);
    else this.shown[index - 1] = [...color] as Color;
  }
}

function readChain(sec: ConfigSection): LedChain {
  const kind = sec.name.split(' ')[0];
  if (kind === 'led') {
    sec.float('cycle_time', 0.01, { above: 0, maxval: 5 });
    sec.bool('hardware_pwm', false);
    const pins = ['red', 'green', 'blue', 'white'].filter((c) => sec.has(`${c}_pin`));
    if (pins.length === 0) throw new ConfigError(`No LED pin definitions found in '${sec.name}'`);
    for (const c of pins) sec.str(`${c}_pin`);
    return new LedChain(sec, 1);
  }
  if (kind === 'dotstar') {
    sec.str('data_pin');
    sec.str('clock_pin');
    return new LedChain(sec, sec.int('chain_count', 1, { minval: 1 }));
  }
  sec.str('pin');
  const count = sec.int('chain_count', 1, { minval: 1 });
  let orders = sec.list('color_order', ['GRB']);
  if (orders.length === 1) orders = Array.from({ length: count }, () => orders[0] ?? 'GRB');
  if (orders.length !== count) throw new ConfigError('color_order does not match chain_count');
  for (const o of orders)
    if (!COLOR_ORDERS.has(o)) throw new ConfigError(`Invalid color_order '${o}'`);
  return new LedChain(sec, count);
}

const led: KlipperModule = {
  sections: ['led ', 'neopixel ', 'dotstar '],
  setup(p, sections) {
    const chains = new Map(sections.map((sec) => [sec.shortName, readChain(sec)] as const));
    const names = new Map(sections.map((sec) => [sec.shortName, sec.name] as const));
    p.gcode.register(
      'SET_LED',
      (cmd) => {
        const chain = muxLookup(cmd, 'LED', chains);
        const c = (n: string): number => cmd.float(n, 0, { minval: 0, maxval: 1 });
        const color: Color = [c('RED'), c('GREEN'), c('BLUE'), c('WHITE')];
        const index = cmd.has('INDEX')
          ? cmd.int('INDEX', 1, { minval: 1, maxval: chain.count })
          : null;
        cmd.int('TRANSMIT', 1);
        cmd.int('SYNC', 1);
        chain.set(index, color);
      },
      { help: 'Set the color of an LED' },
    );
    p.gcode.register(
      'SET_LED_TEMPLATE',
      (cmd) => {
        muxLookup(cmd, 'LED', chains);
        throw cmd.error('display templates are not simulated');
      },
      { help: 'Assign a display_template to an LED' },
    );
    return {
      objects: [...chains].map(([name, chain]) => [
        names.get(name) ?? name,
        () => ({ color_data: chain.shown.map((c) => [...c]) }),
      ]),
    };
  },
};

export default led;
