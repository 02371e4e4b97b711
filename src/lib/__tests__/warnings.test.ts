import { describe, expect, it } from 'vitest';
import type { ConfigWarning, SectionSettings } from '../../../protocol/objects';
import { hasAnyWarning } from '../warnings';
import {
  collectWarnings,
  hashText,
  KLIPPER_CONFIG_CHANGES,
  klipperWarnings,
  messageLines,
  MOONRAKER_CONFIGURATION,
  moonrakerWarnings,
  printerConfigWarnings,
} from '../warnings-list';

const FULL: Record<string, SectionSettings> = {
  printer: {},
  virtual_sdcard: { path: '/gcodes' },
  pause_resume: { recover_velocity: 50 },
  display_status: {},
};

function without(...sections: string[]): Record<string, SectionSettings> {
  return Object.fromEntries(Object.entries(FULL).filter(([name]) => !sections.includes(name)));
}

describe('printerConfigWarnings', () => {
  it.each<[string, Record<string, SectionSettings> | undefined, string[]]>([
    ['settings not known yet', undefined, []],
    ['everything there', FULL, []],
    ['no virtual_sdcard', without('virtual_sdcard'), ['printer:virtualSdcard']],
    ['no pause_resume', without('pause_resume'), ['printer:pauseResume', 'printer:cancelPrint']],
    ['no display_status', without('display_status'), ['printer:displayStatus']],
    ['a [display] instead', { ...without('display_status'), display: {} }, []],
    [
      'a stand-alone CANCEL_PRINT macro',
      { ...without('pause_resume'), 'gcode_macro cancel_print': { gcode: 'M84' } },
      ['printer:pauseResume'],
    ],
    [
      'a macro that wraps the missing built-in',
      {
        ...without('pause_resume'),
        'gcode_macro cancel_print': { rename_existing: 'BASE_CANCEL_PRINT', gcode: 'M84' },
      },
      ['printer:pauseResume', 'printer:cancelPrint'],
    ],
    [
      'a wrapping macro with pause_resume',
      { ...FULL, 'gcode_macro cancel_print': { rename_existing: 'BASE_CANCEL_PRINT' } },
      [],
    ],
    [
      'an empty config',
      {},
      [
        'printer:virtualSdcard',
        'printer:pauseResume',
        'printer:displayStatus',
        'printer:cancelPrint',
      ],
    ],
  ])('%s', (_, settings, ids) => {
    expect(printerConfigWarnings(settings).map((w) => w.id)).toEqual(ids);
  });

  it('links each to its section in the Config Reference', () => {
    expect(printerConfigWarnings({}).map((w) => w.link)).toEqual([
      'https://www.klipper3d.org/Config_Reference.html#virtual_sdcard',
      'https://www.klipper3d.org/Config_Reference.html#pause_resume',
      'https://www.klipper3d.org/Config_Reference.html#display_status',
      'https://www.klipper3d.org/Config_Reference.html#pause_resume',
    ]);
  });
});

describe('klipperWarnings', () => {
  const option: ConfigWarning = {
    type: 'deprecated_option',
    message: "Option 'max_accel_to_decel' in section 'printer' is deprecated.",
    section: 'printer',
    option: 'max_accel_to_decel',
  };
  const value: ConfigWarning = {
    type: 'deprecated_value',
    message: "Value 'x' in option 'y' in section 'z' is deprecated.",
    section: 'z',
    option: 'y',
    value: 'x',
  };
  it.each<[string, ConfigWarning[] | undefined, { id: string; message: string; link: string }[]]>([
    ['none reported', undefined, []],
    ['empty', [], []],
    [
      'a deprecated option',
      [option],
      [
        {
          id: 'klipper:deprecated_option:printer:max_accel_to_decel:',
          message: option.message,
          link: KLIPPER_CONFIG_CHANGES,
        },
      ],
    ],
    [
      'a deprecated value, a duplicate dropped',
      [value, value],
      [
        {
          id: 'klipper:deprecated_value:z:y:x',
          message: value.message,
          link: KLIPPER_CONFIG_CHANGES,
        },
      ],
    ],
    [
      'another type with a section',
      [{ type: 'runtime_warning', message: 'Careful', section: 'gcode_macro foo' }],
      [
        {
          id: 'klipper:runtime_warning:gcode_macro foo::',
          message: 'Careful',
          link: 'https://www.klipper3d.org/Config_Reference.html#gcode_macro',
        },
      ],
    ],
    [
      'no section: the id from the message',
      [{ type: 'runtime_warning', message: 'Odd' }],
      [
        {
          id: `klipper:runtime_warning:${hashText('Odd')}`,
          message: 'Odd',
          link: 'https://www.klipper3d.org/Config_Reference.html',
        },
      ],
    ],
    ['an empty message is skipped', [{ type: 'deprecated_option', message: ' ' }], []],
  ])('%s', (_, warnings, expected) => {
    expect(
      klipperWarnings(warnings).map((w) => ({
        id: w.id,
        message: w.source === 'klipper' ? w.message : '',
        link: w.link,
      })),
    ).toEqual(expected);
  });
});

describe('messageLines', () => {
  it.each<[string, string[]]>([
    ['one line', ['one line']],
    ['first<br/>second', ['first', 'second']],
    ['a<br>b<BR />c', ['a', 'b', 'c']],
    ['a\nb', ['a', 'b']],
    ['<b>bold</b><br/><br/>end', ['<b>bold</b>', 'end']],
    ['', []],
  ])('%j', (message, lines) => expect(messageLines(message)).toEqual(lines));
});

describe('moonrakerWarnings', () => {
  it.each<[string, string[], string[], string[]]>([
    ['nothing', [], [], []],
    ['failed components', ['foo', 'bar'], [], ['moonraker:failed']],
    [
      'warnings, duplicates and blanks dropped',
      [],
      ['Unparsed config section [foo] detected.', 'Unparsed config section [foo] detected.', ''],
      [`moonraker:${hashText('Unparsed config section [foo] detected.')}`],
    ],
  ])('%s', (_, failed, warnings, ids) => {
    const list = moonrakerWarnings(failed, warnings);
    expect(list.map((w) => w.id)).toEqual(ids);
    for (const w of list) expect(w.link).toBe(MOONRAKER_CONFIGURATION);
  });

  it('names the failed components and splits lines', () => {
    expect(moonrakerWarnings(['foo'], ['a<br/>b'])).toEqual([
      {
        id: 'moonraker:failed',
        source: 'moonraker',
        kind: 'failedComponents',
        components: ['foo'],
        link: MOONRAKER_CONFIGURATION,
      },
      {
        id: `moonraker:${hashText('a<br/>b')}`,
        source: 'moonraker',
        kind: 'warning',
        lines: ['a', 'b'],
        link: MOONRAKER_CONFIGURATION,
      },
    ]);
  });
});

describe('collectWarnings', () => {
  it('the printer first, then Klipper, then Moonraker', () => {
    const list = collectWarnings({
      settings: without('virtual_sdcard'),
      klipper: [{ type: 'deprecated_option', message: 'm', section: 's', option: 'o' }],
      failedComponents: ['x'],
      moonraker: ['w'],
    });
    expect(list.map((w) => w.source)).toEqual(['printer', 'klipper', 'moonraker', 'moonraker']);
  });

  it('hashText is stable and short', () => {
    expect(hashText('abc')).toBe(hashText('abc'));
    expect(hashText('abc')).not.toBe(hashText('abd'));
    expect(hashText('x'.repeat(1000)).length).toBeLessThanOrEqual(7);
  });
});

describe('hasAnyWarning', () => {
  const none = { settings: FULL, klipper: [], failedComponents: [], moonraker: [] };
  it.each<[string, Parameters<typeof hasAnyWarning>[0], boolean]>([
    ['nothing', none, false],
    ['settings unknown', { ...none, settings: undefined, klipper: undefined }, false],
    ['a missing section', { ...none, settings: without('virtual_sdcard') }, true],
    ['a Klipper warning', { ...none, klipper: [{ type: 'x', message: 'm' }] }, true],
    ['a failed component', { ...none, failedComponents: ['foo'] }, true],
    ['a Moonraker warning', { ...none, moonraker: ['w'] }, true],
  ])('%s → %s', (_, input, expected) => expect(hasAnyWarning(input)).toBe(expected));
});
