// [fan_generic NAME]: a fan set by SET_FAN_SPEED FAN=NAME SPEED= (off_below and max_power applied
// as for the part fan). Status { speed, rpm }.

import { Fan } from '../fans';
import { muxLookup } from '../gcode/mux';
import { CommandError } from '../gcode/parser';
import type { KlipperModule } from './types';

const fanGeneric: KlipperModule = {
  sections: ['fan_generic '],
  setup(p, sections) {
    const fans = new Map(
      sections.map((sec) => [sec.shortName, new Fan(sec.name, sec, 0)] as const),
    );
    p.gcode.register(
      'SET_FAN_SPEED',
      (cmd) => {
        const fan = muxLookup(cmd, 'FAN', fans);
        const has = cmd.has('SPEED');
        if (has === cmd.has('TEMPLATE'))
          throw new CommandError('SET_FAN_SPEED must specify SPEED or TEMPLATE');
        if (!has) throw cmd.error('display templates are not simulated');
        fan.set(cmd.float('SPEED', 0, { minval: 0 }));
      },
      { help: 'Sets the speed of a fan' },
    );
    return {
      objects: [...fans.values()].map((fan) => [fan.name, () => fan.getStatus()]),
      onShutdown: () => fans.forEach((fan) => fan.set(0)),
    };
  },
};

export default fanGeneric;
