// Klipper's always-loaded tools over the API: TUNING_TOWER (a command run at each new height while
// extruding), QUERY_ADC, SET_STEPPER_ENABLE, GET_POSITION, G4, M204.

import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { klipperCalls } from './gcode_helpers';
import { simForSuite } from './helpers';

describe('klipper tools of every printer', () => {
  const suite = simForSuite({ timeScale: 50 });

  const { gcode, query, consoleOf } = klipperCalls(() => suite.rpc);

  it('TUNING_TOWER sets the parameter for each new height while extruding, then ends', async () => {
    await gcode('G28\nM109 S210\nG90\nM83\nG1 Z0.2 F600');
    expect(
      await consoleOf(
        'TUNING_TOWER COMMAND=SET_PRESSURE_ADVANCE PARAMETER=ADVANCE START=0 FACTOR=0.005',
      ),
    ).toEqual(['// Starting tuning test (start=0.000000 factor=0.005000)']);
    // A layer at Z 10: the first extruding move there sets ADVANCE = 10 × 0.005.
    await gcode('G1 Z10 F600\nG1 X20 Y20 E1 F3000\nG1 X40 E1\nM400');
    expect((await query(['extruder'])).extruder?.pressure_advance).toBeCloseTo(0.05, 9);
    await gcode('G1 Z20 F600\nG1 X20 E1 F3000\nM400');
    expect((await query(['extruder'])).extruder?.pressure_advance).toBeCloseTo(0.1, 9);
    // A move more than 2 mm below the last height ends the test; later layers change nothing.
    expect(await consoleOf('G1 Z5 F600\nG1 X30 E1 F3000')).toContain('// Ending tuning test mode');
    await gcode('G1 Z30 F600\nG1 X20 E1 F3000\nM400');
    expect((await query(['extruder'])).extruder?.pressure_advance).toBeCloseTo(0.1, 9);
    const both = await suite.rpc.request('printer.gcode.script', {
      script: 'TUNING_TOWER COMMAND=M104 PARAMETER=S START=200 FACTOR=1 STEP_DELTA=5',
    });
    expect(both.error?.message).toBe('Cannot specify both FACTOR and STEP_DELTA/STEP_HEIGHT');
    await gcode('TURN_OFF_HEATERS');
  });

  it('QUERY_ADC lists the thermistor ADCs and reads one (hotter = lower reading)', async () => {
    expect(await consoleOf('QUERY_ADC')).toEqual([
      '// Available ADC objects: "extruder", "extruder1", "heater_bed", "temperature_fan chamber"',
    ]);
    const read = async (): Promise<number> => {
      const [line] = await consoleOf('QUERY_ADC NAME=extruder PULLUP=4700');
      const m =
        /^\/\/ ADC object "extruder" has value (\d\.\d{6}) \(timestamp \d+\.\d{3}\)\n\/\/ {2}resistance \d+\.\d{3} \(with 4700 pullup\)$/.exec(
          line ?? '',
        );
      expect(m, line).not.toBeNull();
      return Number(m?.[1]);
    };
    await gcode('M109 S150');
    const warm = await read();
    await gcode('M109 S200');
    expect(await read()).toBeLessThan(warm);
    await gcode('TURN_OFF_HEATERS');
  });

  it('PID_CALIBRATE heats, cycles, reports the parameters and leaves them for SAVE_CONFIG', async () => {
    const lines = await consoleOf('PID_CALIBRATE HEATER=extruder TARGET=200');
    const result = lines[lines.length - 1] ?? '';
    const m =
      /^\/\/ PID parameters: pid_Kp=(\d+\.\d{3}) pid_Ki=(\d+\.\d{3}) pid_Kd=(\d+\.\d{3})\n\/\/ The SAVE_CONFIG command will update the printer config file\n\/\/ with these parameters and restart the printer\.$/.exec(
        result,
      );
    expect(m, result).not.toBeNull();
    // Temperature lines while it ran, the heater off afterwards.
    expect(lines.filter((l) => /^B:.* T0:/.test(l)).length).toBeGreaterThan(30);
    const status = await query(['configfile', 'extruder']);
    expect(status.extruder?.target).toBe(0);
    expect(status.configfile?.save_config_pending).toBe(true);
    expect(
      (status.configfile?.save_config_pending_items as Record<string, unknown>).extruder,
    ).toEqual({ control: 'pid', pid_kp: m?.[1], pid_ki: m?.[2], pid_kd: m?.[3] });
    const bad = await suite.rpc.request('printer.gcode.script', {
      script: 'PID_CALIBRATE HEATER=extruder TARGET=400',
    });
    expect(bad.error?.message).toBe('Requested temperature (400.0) out of range (0.0:280.0)');
  });

  it('SET_STEPPER_ENABLE turns one motor on or off; GET_POSITION reports the positions', async () => {
    await gcode('M84\nSET_STEPPER_ENABLE STEPPER=stepper_y ENABLE=1');
    expect((await query(['stepper_enable'])).stepper_enable?.steppers).toEqual({
      stepper_x: false,
      stepper_y: true,
      stepper_z: false,
      extruder: false,
      extruder1: false,
    });
    await gcode('SET_STEPPER_ENABLE STEPPER=stepper_y ENABLE=0');
    expect(
      ((await query(['stepper_enable'])).stepper_enable?.steppers as Record<string, boolean>)
        .stepper_y,
    ).toBe(false);
    await gcode('G28\nG1 X12.5 Y7 F6000');
    const [pos] = await consoleOf('GET_POSITION');
    expect(pos).toContain('// kinematic: X:12.500000 Y:7.000000 Z:0.000000');
    expect(pos).toContain('// gcode: X:12.500000 Y:7.000000 Z:0.000000');
  });

  it('G4 waits the given milliseconds of printer time; M204 sets the acceleration', async () => {
    const t0 = (await query(['toolhead'])).toolhead?.estimated_print_time as number;
    await gcode('G4 P2000');
    const t1 = (await query(['toolhead'])).toolhead?.estimated_print_time as number;
    expect(t1 - t0).toBeGreaterThanOrEqual(2);
    await gcode('M204 P1200 T900');
    expect((await query(['toolhead'])).toolhead?.max_accel).toBe(900);
  });

  it('[led] and [dotstar] sections load after a restart and take SET_LED like a neopixel', async () => {
    appendFileSync(
      join(suite.sim.dataDir, 'config', 'printer.cfg'),
      '\n[led toolhead]\nred_pin: PA4\ngreen_pin: PA5\nblue_pin: PA6\ninitial_BLUE: 0.5\n' +
        '\n[dotstar strip]\ndata_pin: PC4\nclock_pin: PC5\nchain_count: 2\n',
    );
    const ready = suite.rpc.notifications('notify_klippy_ready').length;
    await suite.rpc.call('printer.restart');
    await suite.rpc.waitFor(
      () => suite.rpc.notifications('notify_klippy_ready').length > ready,
      10000,
    );
    let status = await query(['led toolhead', 'dotstar strip']);
    expect(status['led toolhead']).toEqual({ color_data: [[0, 0, 0.5, 0]] });
    expect(status['dotstar strip']).toEqual({
      color_data: [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
    });
    await gcode('SET_LED LED=toolhead RED=1\nSET_LED LED=strip GREEN=0.4 INDEX=2');
    status = await query(['led toolhead', 'dotstar strip']);
    expect(status['led toolhead']).toEqual({ color_data: [[1, 0, 0, 0]] });
    expect(status['dotstar strip']).toEqual({
      color_data: [
        [0, 0, 0, 0],
        [0, 0.4, 0, 0],
      ],
    });
  });
});
