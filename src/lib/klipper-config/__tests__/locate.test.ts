import { describe, expect, it } from 'vitest';
import { locateConfigError } from '..';

// What Klipper (and the simulator, in the same words) appends to a config error.
const TAIL =
  '\nOnce the underlying issue is corrected, use the "RESTART"\ncommand to reload the config and restart the host software.\nPrinter is halted\n';

const FILES: ReadonlyMap<string, string> = new Map([
  [
    'printer.cfg',
    [
      '[include hardware/*.cfg]', // 1
      '[printer]', // 2
      'kinematics: cartesian', // 3
      'max_velocity: 300', // 4
      'max_velocityy: 3', // 5
      '[include macros.cfg]', // 6
      '[include missing.cfg]', // 7
      '[extruder]', // 8
      'pid_Kp: 22', // 9
      '#*# <---------------------- SAVE_CONFIG ---------------------->', // 10
      '#*# DO NOT EDIT THIS BLOCK OR BELOW. The contents are auto-generated.', // 11
      '#*#', // 12
      '#*# [extruder]', // 13
      '#*# pid_kp = abc', // 14
    ].join('\n'),
  ],
  ['hardware/steppers.cfg', '[stepper_x]\nstep_pin: PA1\nmicrosteps: 16.5\n[fan]\npin: PA8\n'],
  [
    'macros.cfg',
    '# macros\n[gcode_macro START]\ngcode:\n  G28\n[nonsense]\nfoo: 1\n[printer]\nmax_accel: x',
  ],
]);

describe('locateConfigError', () => {
  it.each([
    [
      'a parsing error with the absolute path',
      "File contains parsing errors: /home/pi/printer_data/config/macros.cfg\n\t[line  4]: 'G28'",
      { path: 'macros.cfg', line: 4 },
    ],
    [
      'the simulator’s parsing error',
      "File contains parsing errors: printer.cfg\n\t[line 5]: 'max_velocityy 3'",
      { path: 'printer.cfg', line: 5 },
    ],
    [
      "Python 3's wording, the path and line quoted",
      "Source contains parsing errors: '/home/pi/printer_data/config/printer.cfg'\n\t[line  5]: 'max_velocityy 3\\n'",
      { path: 'printer.cfg', line: 5 },
    ],
    [
      'a line number counted from the last include before it',
      "Source contains parsing errors: '/home/pi/printer_data/config/printer.cfg'\n\t[line  2]: 'pid_Kp: 22\\n'",
      { path: 'printer.cfg', line: 9 },
    ],
    [
      'text before any section',
      "File contains no section headers.\nfile: '/home/pi/printer_data/config/macros.cfg', line: 1\n'oops\\n'",
      { path: 'macros.cfg', line: 1 },
    ],
    [
      'While reading from …',
      "While reading from '/home/pi/printer_data/config/hardware/steppers.cfg' [line  3]: option 'microsteps' in section 'stepper_x' already exists",
      { path: 'hardware/steppers.cfg', line: 3 },
    ],
    [
      'an unknown option',
      "Option 'max_velocityy' is not valid in section 'printer'",
      { path: 'printer.cfg', line: 5 },
    ],
    [
      'an option that does not parse, in an included file',
      "Unable to parse option 'microsteps' in section 'stepper_x'",
      { path: 'hardware/steppers.cfg', line: 3 },
    ],
    [
      'an option the SAVE_CONFIG block overrides',
      "Unable to parse option 'pid_kp' in section 'extruder'",
      { path: 'printer.cfg', line: 14 },
    ],
    [
      'the last of a repeated section’s option',
      "Unable to parse option 'max_accel' in section 'printer'",
      { path: 'macros.cfg', line: 8 },
    ],
    [
      'a missing option points at its section',
      "Option 'position_max' in section 'stepper_x' must be specified",
      { path: 'hardware/steppers.cfg', line: 1 },
    ],
    [
      'a limit',
      "Option 'max_velocity' in section 'printer' must be above 0.0",
      { path: 'printer.cfg', line: 4 },
    ],
    [
      'an unknown section',
      "Section 'nonsense' is not a valid config section",
      { path: 'macros.cfg', line: 5 },
    ],
    [
      'a missing include',
      "Include file '/home/pi/printer_data/config/missing.cfg' does not exist",
      { path: 'printer.cfg', line: 7 },
    ],
    ['a missing section', "Section 'heater_bed' was not found", null],
    ['a message about something else', 'mcu: Unable to connect', null],
  ])('%s', (_name, message, expected) => {
    expect(locateConfigError(message + TAIL, FILES)).toEqual(expected);
  });

  // Klipper's words when a board cannot be reached (its serial connect gave up).
  const unable = (mcu: string) =>
    `mcu '${mcu}': Unable to connect\nOnce the underlying issue is corrected, use the\n"FIRMWARE_RESTART" command to reset the firmware, reload the\nconfig, and restart the host software.\nError configuring printer\n`;
  const boards = new Map([
    ['printer.cfg', '[include boards.cfg]\n[printer]\nkinematics: none'],
    [
      'boards.cfg',
      '[mcu]\nrestart_method: command\nserial: /dev/ttyUSB7\n[mcu ebb]\ncanbus_uuid: 11aa22bb33cc\n[mcu rpi]\n',
    ],
  ]);
  it.each([
    ['the main board: its serial', 'mcu', { path: 'boards.cfg', line: 3 }],
    ['a CAN board: its canbus_uuid', 'ebb', { path: 'boards.cfg', line: 5 }],
    ['a board with neither: its section', 'rpi', { path: 'boards.cfg', line: 6 }],
    ['a board the config does not name', 'other', null],
  ])('an MCU that cannot connect, %s', (_name, mcu, expected) => {
    expect(locateConfigError(unable(mcu), boards)).toEqual(expected);
  });

  it('follows includes only from the main file', () => {
    const files = new Map([
      ['printer.cfg', '[printer]\nkinematics: none'],
      ['unused.cfg', '[nonsense]'],
    ]);
    expect(locateConfigError("Section 'nonsense' is not a valid config section", files)).toBeNull();
  });

  it('survives include loops', () => {
    const files = new Map([
      ['printer.cfg', '[include a.cfg]\n[printer]'],
      ['a.cfg', '[include printer.cfg]\n[fan]\npinn: 1'],
    ]);
    expect(locateConfigError("Option 'pinn' is not valid in section 'fan'", files)).toEqual({
      path: 'a.cfg',
      line: 3,
    });
  });
});
