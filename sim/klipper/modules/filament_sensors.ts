// [filament_switch_sensor NAME] and [filament_motion_sensor NAME]: a loaded spool. The switch sees the
// filament from the start; the motion sensor (an encoder) reports it once filament moves: an extrusion
// of its extruder, or a print (Klipper's runout check runs while idle_timeout says Printing).
// SET_FILAMENT_SENSOR SENSOR= ENABLE=, QUERY_FILAMENT_SENSOR SENSOR=. Status { filament_detected, enabled }.

import { muxLookup } from '../gcode/mux';
import type { Printer } from '../printer';
import type { ConfigSection } from '../settings';
import type { KlipperModule } from './types';

class Sensor {
  filamentPresent: boolean;
  enabled = true;
  private lastE: number | null = null;
  private readonly extruder: string | null;

  constructor(
    readonly name: string,
    sec: ConfigSection,
    private readonly p: Printer,
  ) {
    sec.str('switch_pin');
    const motion = sec.name.startsWith('filament_motion_sensor ');
    this.extruder = motion ? sec.str('extruder') : null;
    if (motion) sec.float('detection_length', 7, { above: 0 });
    const pause = sec.bool('pause_on_runout', true);
    if (pause || sec.has('runout_gcode')) sec.str('runout_gcode', '');
    if (sec.has('insert_gcode')) sec.str('insert_gcode');
    sec.float('pause_delay', 0.5, { above: 0 });
    sec.float('event_delay', 3, { minval: 0 });
    this.filamentPresent = !motion;
  }

  private extruderPosition(now: number): number {
    const th = this.p.toolhead;
    if (th.extruderName === this.extruder) return th.livePosition(now)[3];
    return this.p.extruders.get(this.extruder ?? '')?.lastPosition ?? 0;
  }

  step(now: number): void {
    if (this.extruder === null || this.filamentPresent) return;
    if (!this.p.extruders.has(this.extruder)) return;
    const e = this.extruderPosition(now);
    const moved = this.lastE !== null && Math.abs(e - this.lastE) > 1e-6;
    this.lastE = e;
    if (moved || this.p.idleState === 'Printing') this.filamentPresent = true;
  }
}

const filamentSensors: KlipperModule = {
  sections: ['filament_switch_sensor ', 'filament_motion_sensor '],
  setup(p, sections) {
    const sensors = new Map(
      sections.map((sec) => [sec.shortName, new Sensor(sec.shortName, sec, p)] as const),
    );
    const fullNames = new Map(sections.map((sec) => [sec.shortName, sec.name] as const));
    p.gcode.register(
      'QUERY_FILAMENT_SENSOR',
      (cmd) => {
        const s = muxLookup(cmd, 'SENSOR', sensors);
        cmd.respondInfo(
          `Filament Sensor ${s.name}: filament ${s.filamentPresent ? 'detected' : 'not detected'}`,
        );
      },
      { help: 'Query the status of the Filament Sensor' },
    );
    p.gcode.register(
      'SET_FILAMENT_SENSOR',
      (cmd) => {
        const s = muxLookup(cmd, 'SENSOR', sensors);
        s.enabled = cmd.int('ENABLE', 1) !== 0;
      },
      { help: 'Sets the filament sensor on/off' },
    );
    return {
      objects: [...sensors].map(([name, s]) => [
        fullNames.get(name) ?? name,
        () => ({ filament_detected: s.filamentPresent, enabled: s.enabled }),
      ]),
      step: (_dt, now) => sensors.forEach((s) => s.step(now)),
    };
  },
};

export default filamentSensors;
