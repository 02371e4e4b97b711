// The everyday Klipper modules of the default printer.cfg over the API: each command's effect on the
// status objects, its console output and Klipper's refusals (move checks included), the
// query_endstops endpoint, and printer.gcode.help / gcode.commands.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../components/file_manager/setup';
import { klipperCalls, type Status } from './gcode_helpers';
import { simForSuite } from './helpers';
import { sameShape } from './same_shape';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(FIXTURES_DIR, 'moonraker', name), 'utf8')) as unknown;

describe('klipper modules of the default printer', () => {
  const suite = simForSuite({ timeScale: 50 });

  const { gcode, query, consoleOf, refusal } = klipperCalls(() => suite.rpc);

  it('the motion sensor detects filament once the extruder moves', async () => {
    const name = 'filament_motion_sensor encoder';
    expect((await query([name]))[name]).toEqual({ filament_detected: false, enabled: true });
    await gcode('M109 S200\nM83\nG1 E2 F300\nM400\nG4 P500');
    expect((await query([name]))[name]).toEqual({ filament_detected: true, enabled: true });
    await gcode('TURN_OFF_HEATERS');
  });

  /** The colour (red, green, blue, white) the first SET_LED below gives every LED of the chain. */
  const SET = [1, 0.5, 0, 0.25];
  const effects: [script: string, object: string, expected: Record<string, unknown>][] = [
    // PWM pin with scale 100: VALUE is in the scale's units, status in 0..1.
    ['SET_PIN PIN=caselight VALUE=50', 'output_pin caselight', { value: 0.5 }],
    ['SET_PIN PIN=caselight VALUE=100', 'output_pin caselight', { value: 1 }],
    ['SET_PIN PIN=chamber_light VALUE=0', 'output_pin chamber_light', { value: 0 }],
    [
      'SET_LED LED=status_leds RED=1 GREEN=0.5 BLUE=0 WHITE=0.25',
      'neopixel status_leds',
      { color_data: [SET, SET, SET] },
    ],
    [
      'SET_LED LED=status_leds BLUE=1 INDEX=2 TRANSMIT=0',
      'neopixel status_leds',
      { color_data: [SET, [0, 0, 1, 0], SET] },
    ],
    ['SET_FAN_SPEED FAN=exhaust_fan SPEED=0.6', 'fan_generic exhaust_fan', { speed: 0.6 }],
    // off_below 0.10: a lower speed turns the fan off.
    ['SET_FAN_SPEED FAN=exhaust_fan SPEED=0.05', 'fan_generic exhaust_fan', { speed: 0, rpm: 0 }],
    [
      'SET_RETRACTION RETRACT_LENGTH=1.5 UNRETRACT_EXTRA_LENGTH=0.1',
      'firmware_retraction',
      { retract_length: 1.5, retract_speed: 35, unretract_extra_length: 0.1, unretract_speed: 25 },
    ],
    [
      'SET_PRESSURE_ADVANCE ADVANCE=0.3 SMOOTH_TIME=0.02',
      'extruder',
      { pressure_advance: 0.3, smooth_time: 0.02 },
    ],
    [
      'SET_PRESSURE_ADVANCE EXTRUDER=extruder1 ADVANCE=0.07',
      'extruder1',
      { pressure_advance: 0.07, smooth_time: 0.04 },
    ],
    [
      'SET_VELOCITY_LIMIT VELOCITY=250 ACCEL=4000 SQUARE_CORNER_VELOCITY=8',
      'toolhead',
      { max_velocity: 250, max_accel: 4000, square_corner_velocity: 8 },
    ],
    ['SET_VELOCITY_LIMIT MINIMUM_CRUISE_RATIO=0.3', 'toolhead', { minimum_cruise_ratio: 0.3 }],
    // The old ACCEL_TO_DECEL becomes 1 − accel_to_decel / accel (against the new ACCEL if given).
    ['SET_VELOCITY_LIMIT ACCEL_TO_DECEL=1000', 'toolhead', { minimum_cruise_ratio: 0.75 }],
    [
      'SET_VELOCITY_LIMIT ACCEL=2000 ACCEL_TO_DECEL=1500',
      'toolhead',
      { max_accel: 2000, minimum_cruise_ratio: 0.25 },
    ],
    ['M204 S3000', 'toolhead', { max_accel: 3000 }],
    [
      'SET_FILAMENT_SENSOR SENSOR=runout ENABLE=0',
      'filament_switch_sensor runout',
      { filament_detected: true, enabled: false },
    ],
    [
      `SAVE_VARIABLE VARIABLE=nozzle VALUE=0.6\nSAVE_VARIABLE VARIABLE=profile VALUE="'pla'"`,
      'save_variables',
      { variables: { nozzle: 0.6, profile: 'pla' } },
    ],
  ];
  it.each(effects)('%s → %s', async (script, object, expected) => {
    await gcode(script);
    const status = await query([object]);
    expect(status[object]).toMatchObject(expected);
  });

  const refusals: [script: string, message: string | RegExp][] = [
    ['SET_PIN PIN=chamber_light VALUE=0.5', 'Invalid pin value'],
    ['SET_PIN PIN=caselight', 'SET_PIN command must specify VALUE or TEMPLATE'],
    [
      'SET_PIN PIN=caselight VALUE=101',
      "Error on 'SET_PIN PIN=caselight VALUE=101': VALUE must have maximum of 100.0",
    ],
    ['SET_PIN PIN=nope VALUE=1', /^The value 'nope' is not valid for PIN/],
    [
      'SET_LED LED=status_leds RED=1 INDEX=4',
      "Error on 'SET_LED LED=status_leds RED=1 INDEX=4': INDEX must have maximum of 3",
    ],
    [
      'SET_LED LED=status_leds RED=1.5',
      "Error on 'SET_LED LED=status_leds RED=1.5': RED must have maximum of 1.0",
    ],
    ['SET_FAN_SPEED FAN=exhaust_fan', 'SET_FAN_SPEED must specify SPEED or TEMPLATE'],
    ['SET_FAN_SPEED FAN=part SPEED=1', /^The value 'part' is not valid for FAN/],
    ['SAVE_VARIABLE VARIABLE=Bad VALUE=1', 'VARIABLE must not contain upper case'],
    ['SAVE_VARIABLE VARIABLE=x VALUE=abc', "Unable to parse 'abc' as a literal"],
    [
      'SET_VELOCITY_LIMIT MINIMUM_CRUISE_RATIO=1',
      "Error on 'SET_VELOCITY_LIMIT MINIMUM_CRUISE_RATIO=1': MINIMUM_CRUISE_RATIO must be below 1.0",
    ],
    ['ACTIVATE_EXTRUDER EXTRUDER=extruder7', /^The value 'extruder7' is not valid for EXTRUDER/],
    ['M104 T5 S200', 'Extruder not configured'],
    ['G20', 'Machine does not support G20 (inches) command'],
  ];
  it.each(refusals)('refused: %s', async (script, message) => {
    const got = await refusal(script);
    if (typeof message === 'string') expect(got).toBe(message);
    else expect(got).toMatch(message);
  });

  it('Klipper refuses unhomed, out-of-range, cold and too-long moves with its own messages', async () => {
    // Cold: the hotend heated by an earlier test has cooled below min_extrude_temp.
    await gcode('M84\nG92 E0\nTURN_OFF_HEATERS\nTEMPERATURE_WAIT SENSOR=extruder MAXIMUM=100');
    // The message shows the refused end position in toolhead coordinates, E in brackets.
    const e = ((await query(['toolhead'])).toolhead?.position as number[])[3] ?? 0;
    const at = (xyz: string, de = 0): string => `${xyz} [${(e + de).toFixed(3)}]`;
    expect(await refusal('G1 X10 Y5')).toBe(`Must home axis first: ${at('10.000 5.000 0.000')}`);
    await gcode('G28');
    expect(await refusal('G1 X10 Y300')).toBe(`Move out of range: ${at('10.000 300.000 0.000')}`);
    expect(await refusal('G1 Z-5')).toBe(`Move out of range: ${at('0.000 0.000 -5.000')}`);
    // The kinematic check comes first: an out-of-range move that also extrudes cold.
    expect(await refusal('G1 X500 E1')).toBe(`Move out of range: ${at('500.000 0.000 0.000', 1)}`);
    expect(await refusal('M83\nG1 E5')).toBe(
      "Extrude below minimum temp\nSee the 'min_extrude_temp' config option for details",
    );
    await gcode('M109 S200');
    expect(await refusal('M83\nG1 E60 F300')).toBe(
      "Extrude only move too long (60.000mm vs 50.000mm)\nSee the 'max_extrude_only_distance' config option for details",
    );
    expect(await refusal('M83\nG1 E-55 F300')).toMatch(
      /^Extrude only move too long \(-55\.000mm vs 50\.000mm\)/,
    );
    const status = await query(['extruder']);
    expect(status.extruder?.can_extrude).toBe(true);
    // A move stays where it was after a refusal; a legal extrusion moves E.
    const before = ((await query(['toolhead'])).toolhead?.position as number[])[3] ?? 0;
    await gcode('M83\nG1 E5 F300\nM400');
    const after = ((await query(['toolhead'])).toolhead?.position as number[])[3] ?? 0;
    expect(after - before).toBeCloseTo(5, 6);
    await gcode('M104 S0');
  });

  it('console output: retraction, sensors, pressure advance, velocity limits, endstops', async () => {
    expect(
      await consoleOf('SET_RETRACTION RETRACT_LENGTH=0.8 UNRETRACT_EXTRA_LENGTH=0\nGET_RETRACTION'),
    ).toEqual([
      '// RETRACT_LENGTH=0.80000 RETRACT_SPEED=35.00000 UNRETRACT_EXTRA_LENGTH=0.00000 UNRETRACT_SPEED=25.00000',
    ]);
    expect(await consoleOf('QUERY_FILAMENT_SENSOR SENSOR=runout')).toEqual([
      '// Filament Sensor runout: filament detected',
    ]);
    expect(await consoleOf('SET_PRESSURE_ADVANCE ADVANCE=0.045')).toEqual([
      '// pressure_advance: 0.045000\n// pressure_advance_smooth_time: 0.020000',
    ]);
    await gcode(
      'SET_VELOCITY_LIMIT VELOCITY=300 ACCEL=3000 MINIMUM_CRUISE_RATIO=0.5 SQUARE_CORNER_VELOCITY=5',
    );
    expect(await consoleOf('SET_VELOCITY_LIMIT')).toEqual([
      '// max_velocity: 300.000000\n// max_accel: 3000.000000\n// minimum_cruise_ratio: 0.500000\n// square_corner_velocity: 5.000000',
    ]);
    await gcode('M84');
    expect(await consoleOf('QUERY_ENDSTOPS')).toEqual([
      'stepper_x:open stepper_y:open stepper_z:open',
    ]);
    await gcode('G28');
    expect(await consoleOf('M119')).toEqual([
      'stepper_x:TRIGGERED stepper_y:TRIGGERED stepper_z:TRIGGERED',
    ]);
    expect((await query(['query_endstops'])).query_endstops).toEqual({
      last_query: { stepper_x: 1, stepper_y: 1, stepper_z: 1 },
    });
  });

  it('printer.query_endstops.status answers as the recording, each endstop open or TRIGGERED', async () => {
    await gcode('G28\nG1 X50 F6000\nM400');
    const res = await suite.rpc.call<Record<string, string>>('printer.query_endstops.status');
    expect(sameShape(fixture('printer_query_endstops_status.json'), { result: res })).toBeNull();
    expect(res).toEqual({ stepper_x: 'open', stepper_y: 'TRIGGERED', stepper_z: 'TRIGGERED' });
  });

  it('ACTIVATE_EXTRUDER switches toolhead.extruder; each extruder keeps its own position', async () => {
    await gcode('G28\nM109 S200 T0\nM109 S200 T1\nM83\nG1 E3 F600\nM400');
    const e0 = ((await query(['toolhead'])).toolhead?.position as number[])[3] ?? 0;
    expect(await consoleOf('ACTIVATE_EXTRUDER EXTRUDER=extruder1')).toEqual([
      '// Activating extruder extruder1',
    ]);
    let status = await query(['toolhead', 'gcode_move']);
    expect(status.toolhead).toMatchObject({ extruder: 'extruder1', extra_axes: { extruder1: 3 } });
    expect((status.toolhead?.position as number[])[3]).toBe(0);
    await gcode('G1 E2 F600\nM400');
    expect(await consoleOf('ACTIVATE_EXTRUDER EXTRUDER=extruder1')).toEqual([
      '// Extruder extruder1 already active',
    ]);
    await gcode('ACTIVATE_EXTRUDER EXTRUDER=extruder');
    status = await query(['toolhead', 'stepper_enable']);
    expect(status.toolhead?.extruder).toBe('extruder');
    expect((status.toolhead?.position as number[])[3]).toBeCloseTo(e0, 6);
    expect(status.stepper_enable?.steppers).toMatchObject({ extruder: true, extruder1: true });
    // M104 without T heats the active extruder.
    await gcode(
      'ACTIVATE_EXTRUDER EXTRUDER=extruder1\nM104 S180\nACTIVATE_EXTRUDER EXTRUDER=extruder',
    );
    status = await query(['extruder', 'extruder1']);
    expect(status.extruder1?.target).toBe(180);
    expect(status.extruder?.target).toBe(200);
    await gcode('TURN_OFF_HEATERS');
  });

  it('G10 / G11 retract and unretract the configured lengths once each', async () => {
    await gcode('G28\nM109 S200\nSET_RETRACTION RETRACT_LENGTH=0.8 UNRETRACT_EXTRA_LENGTH=0.2');
    const e = async (): Promise<number> =>
      ((await query(['toolhead'])).toolhead?.position as number[])[3] ?? 0;
    const start = await e();
    await gcode('G10\nG10\nM400');
    expect((await e()) - start).toBeCloseTo(-0.8, 5);
    await gcode('G11\nG11\nM400');
    expect((await e()) - start).toBeCloseTo(0.2, 5);
    // The G-code state (absolute coordinates) is restored afterwards.
    expect((await query(['gcode_move'])).gcode_move?.absolute_coordinates).toBe(true);
    await gcode('TURN_OFF_HEATERS');
  });

  it('SAVE_VARIABLE writes the variables file; a restart reads it back', async () => {
    await gcode('SAVE_VARIABLE VARIABLE=list VALUE="[1, 2.5, \'a\', True, None]"');
    const file = readFileSync(join(suite.sim.dataDir, 'config', 'variables.cfg'), 'utf8');
    expect(file).toMatch(/^\[Variables\]\n/);
    expect(file).toContain("list = [1, 2.5, 'a', True, None]\n");
    const ready = suite.rpc.notifications('notify_klippy_ready').length;
    await suite.rpc.call('printer.restart');
    await suite.rpc.waitFor(
      () => suite.rpc.notifications('notify_klippy_ready').length > ready,
      10000,
    );
    const vars = (await query(['save_variables'])).save_variables?.variables;
    expect(vars).toMatchObject({ list: [1, 2.5, 'a', true, null], nozzle: 0.6, profile: 'pla' });
  });

  it('objects have the fields of the recorded real Klipper objects of the same kind', async () => {
    const rec = (fixture('printer_objects_query_all.json') as { result: { status: Status } }).result
      .status;
    const status = await query([
      'output_pin chamber_light',
      'filament_motion_sensor encoder',
      'firmware_retraction',
      'save_variables',
      'extruder1',
      'query_endstops',
    ]);
    const pairs: [string, string][] = [
      ['output_pin output_pin', 'output_pin chamber_light'],
      ['filament_motion_sensor runout_sensor', 'filament_motion_sensor encoder'],
      ['firmware_retraction', 'firmware_retraction'],
      ['extruder', 'extruder1'],
    ];
    for (const [recorded, ours] of pairs)
      expect(sameShape(rec[recorded], status[ours]), ours).toBeNull();
    expect(Object.keys(status.save_variables ?? {})).toEqual(['variables']);
  });

  it('printer.gcode.help and gcode.commands list every command, with help where Klipper has it', async () => {
    const help = await suite.rpc.call<Record<string, string>>('printer.gcode.help');
    const commands = (await query(['gcode'])).gcode?.commands as Record<string, { help?: string }>;
    for (const [name, def] of Object.entries(commands))
      if (def.help !== undefined) expect(help[name], name).toBe(def.help);
    expect(Object.keys(help).every((n) => n in commands)).toBe(true);
    const recorded = (
      fixture('printer_objects_query_all.json') as {
        result: { status: { gcode: { commands: Record<string, { help?: string }> } } };
      }
    ).result.status.gcode.commands;
    // Every command of the modules this printer has, with the recorded help text.
    for (const name of [
      'SET_PIN',
      'QUERY_FILAMENT_SENSOR',
      'SET_FILAMENT_SENSOR',
      'SAVE_VARIABLE',
      'SET_RETRACTION',
      'GET_RETRACTION',
      'G10',
      'G11',
      'QUERY_ENDSTOPS',
      'M119',
      'SET_VELOCITY_LIMIT',
      'M204',
      'SET_PRESSURE_ADVANCE',
      'SET_EXTRUDER_ROTATION_DISTANCE',
      'SYNC_EXTRUDER_MOTION',
      'ACTIVATE_EXTRUDER',
      'SET_STEPPER_ENABLE',
      'STEPPER_BUZZ',
      'GET_POSITION',
      'G4',
      'G20',
      'G21',
    ])
      expect(commands[name], name).toEqual(recorded[name]);
    expect(help).toMatchObject({
      SET_LED: 'Set the color of an LED',
      SET_FAN_SPEED: 'Sets the speed of a fan',
      BASE_PAUSE: "Renamed builtin of 'PAUSE'",
    });
  });
});
