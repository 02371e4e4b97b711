// [firmware_retraction]: G10 / G11 retract and unretract with the configured lengths and speeds,
// SET_RETRACTION / GET_RETRACTION. Status: the four parameters.

import type { KlipperModule } from './types';

const firmwareRetraction: KlipperModule = {
  sections: ['firmware_retraction'],
  setup(p, [sec]) {
    if (!sec) return;
    const r = {
      retractLength: sec.float('retract_length', 0, { minval: 0 }),
      retractSpeed: sec.float('retract_speed', 20, { minval: 1 }),
      unretractExtraLength: sec.float('unretract_extra_length', 0, { minval: 0 }),
      unretractSpeed: sec.float('unretract_speed', 10, { minval: 1 }),
    };
    let isRetracted = false;
    const g = p.gcode;
    g.register(
      'SET_RETRACTION',
      (cmd) => {
        r.retractLength = cmd.float('RETRACT_LENGTH', r.retractLength, { minval: 0 });
        r.retractSpeed = cmd.float('RETRACT_SPEED', r.retractSpeed, { minval: 1 });
        r.unretractExtraLength = cmd.float('UNRETRACT_EXTRA_LENGTH', r.unretractExtraLength, {
          minval: 0,
        });
        r.unretractSpeed = cmd.float('UNRETRACT_SPEED', r.unretractSpeed, { minval: 1 });
        isRetracted = false;
      },
      { help: 'Set firmware retraction parameters' },
    );
    g.register(
      'GET_RETRACTION',
      (cmd) =>
        cmd.respondInfo(
          `RETRACT_LENGTH=${r.retractLength.toFixed(5)} RETRACT_SPEED=${r.retractSpeed.toFixed(5)}` +
            ` UNRETRACT_EXTRA_LENGTH=${r.unretractExtraLength.toFixed(5)}` +
            ` UNRETRACT_SPEED=${r.unretractSpeed.toFixed(5)}`,
        ),
      { help: 'Report firmware retraction parameters' },
    );
    const move = (e: number, speed: number): Promise<void> =>
      g.runLines(
        [
          'SAVE_GCODE_STATE NAME=_retract_state',
          'G91',
          `G1 E${e.toFixed(5)} F${Math.trunc(speed * 60)}`,
          'RESTORE_GCODE_STATE NAME=_retract_state',
        ].join('\n'),
      );
    g.register('G10', async () => {
      if (isRetracted) return;
      await move(-r.retractLength, r.retractSpeed);
      isRetracted = true;
    });
    g.register('G11', async () => {
      if (!isRetracted) return;
      await move(r.retractLength + r.unretractExtraLength, r.unretractSpeed);
      isRetracted = false;
    });
    return {
      objects: [
        [
          'firmware_retraction',
          () => ({
            retract_length: r.retractLength,
            retract_speed: r.retractSpeed,
            unretract_extra_length: r.unretractExtraLength,
            unretract_speed: r.unretractSpeed,
          }),
        ],
      ],
    };
  },
};

export default firmwareRetraction;
