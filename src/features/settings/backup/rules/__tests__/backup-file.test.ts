import { describe, expect, it } from 'vitest';
import { backupFileName, backupFileText, readBackupFile, type BackupProblem } from '../backup-file';
import { restoreItems, settingsFromNamespace } from '../from-namespace';

const file = (settings: unknown, head: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'printdeck-settings',
    version: 1,
    exported: '2026-11-28T21:00:00.000Z',
    printer: 'Voron',
    settings,
    ...head,
  });

const preset = {
  id: 'p1',
  name: 'PLA',
  values: { extruder: { type: 'heater', active: true, value: 210 } },
  gcode: '',
};

describe('readBackupFile refuses what it cannot restore, naming why', () => {
  const cases: [string, string, BackupProblem][] = [
    ['broken JSON', '{"format": "printdeck-settings", "version": 1, "settin', { kind: 'json' }],
    ['empty text', '', { kind: 'json' }],
    ['a list', '[1, 2]', { kind: 'format' }],
    ['JSON null', 'null', { kind: 'format' }],
    [
      "Fluidd's namespace",
      JSON.stringify({ uiSettings: { general: { instanceName: 'x' } }, macros: {}, console: {} }),
      { kind: 'format' },
    ],
    [
      "Mainsail's backup",
      JSON.stringify({ mainsail: { general: { printername: 'x' } }, timelapse: {} }),
      { kind: 'format' },
    ],
    [
      "Printdeck's printers file",
      JSON.stringify({ printdeck: 'printers', version: 1, printers: [] }),
      { kind: 'format' },
    ],
    ['a newer version', file({}, { version: 2 }), { kind: 'version', version: '2', newer: true }],
    ['version 0', file({}, { version: 0 }), { kind: 'version', version: '0', newer: false }],
    [
      'a version as text',
      file({}, { version: '1' }),
      { kind: 'version', version: '1', newer: false },
    ],
    [
      'no version',
      file({}, { version: undefined }),
      { kind: 'version', version: 'undefined', newer: false },
    ],
    ['settings not an object', file([1]), { kind: 'value', path: 'settings' }],
    [
      'a printer name of the wrong type',
      file({}, { printer: 5 }),
      { kind: 'value', path: 'printer' },
    ],
    [
      'a setting of the wrong type',
      file({ uiSettings: { general: { instanceName: 42 } } }),
      { kind: 'value', path: 'settings.uiSettings.general.instanceName' },
    ],
    [
      'a colour that is not one',
      file({ uiSettings: { theme: { primaryColor: 'red; x' } } }),
      { kind: 'value', path: 'settings.uiSettings.theme.primaryColor' },
    ],
    [
      'an unknown time-left method',
      file({ uiSettings: { general: { timeLeftMethod: 'guess' } } }),
      { kind: 'value', path: 'settings.uiSettings.general.timeLeftMethod' },
    ],
    [
      'presets not a list',
      file({ presets: { p1: preset } }),
      { kind: 'value', path: 'settings.presets' },
    ],
    [
      'a preset temperature as text',
      file({
        presets: [
          { ...preset, values: { extruder: { type: 'heater', active: true, value: '210' } } },
        ],
      }),
      { kind: 'value', path: 'settings.presets.0.values.extruder.value' },
    ],
    [
      'a macro without a name',
      file({
        macros: {
          stored: [
            {
              name: '',
              alias: '',
              visible: true,
              disabledWhilePrinting: false,
              color: '',
              categoryId: '',
            },
          ],
        },
      }),
      { kind: 'value', path: 'settings.macros.stored.0.name' },
    ],
    [
      'a console filter of an unknown type',
      file({
        console: {
          consoleFilters: [{ id: 'a', name: 'a', enabled: true, type: 'regex', value: 'x' }],
        },
      }),
      { kind: 'value', path: 'settings.console.consoleFilters.0.type' },
    ],
    ['nothing Printdeck knows', file({ other: 1 }), { kind: 'empty' }],
  ];
  it.each(cases)('%s', (_name, text, problem) => {
    expect(readBackupFile(text)).toEqual({ ok: false, problem });
  });
});

describe('readBackupFile keeps what Printdeck knows and reports the rest', () => {
  const cases: [string, unknown, unknown, string[]][] = [
    ['a preset list', { presets: [preset] }, { presets: [preset] }, []],
    [
      'part of the interface settings',
      { uiSettings: { general: { instanceName: 'Voron' }, theme: { primaryColor: '#ff0000' } } },
      { uiSettings: { general: { instanceName: 'Voron' }, theme: { primaryColor: '#ff0000' } } },
      [],
    ],
    [
      'unknown keys at every depth',
      {
        uiSettings: { general: { instanceName: 'V', newThing: 1 }, future: {} },
        presets: [
          { ...preset, icon: 'x' },
          { ...preset, id: 'p2', icon: 'y' },
        ],
        spoolmanTheme: 'dark',
      },
      {
        uiSettings: { general: { instanceName: 'V' } },
        presets: [preset, { ...preset, id: 'p2' }],
      },
      [
        'settings.uiSettings.general.newThing',
        'settings.uiSettings.future',
        'settings.presets[].icon',
        'settings.spoolmanTheme',
      ],
    ],
  ];
  it.each(cases)('%s', (_name, settings, known, unknown) => {
    const reading = readBackupFile(file(settings));
    expect(reading).toEqual({
      ok: true,
      file: {
        format: 'printdeck-settings',
        version: 1,
        exported: '2026-11-28T21:00:00.000Z',
        printer: 'Voron',
        settings: known,
      },
      unknown,
    });
  });

  it('reports unknown keys beside the format marker', () => {
    const reading = readBackupFile(file({ presets: [] }, { app: 'other' }));
    expect(reading.ok && reading.unknown).toEqual(['app']);
  });
});

describe('a backup made from the namespace reads back as it was made', () => {
  const cases: [string, unknown][] = [
    ['an empty namespace', undefined],
    [
      'a namespace with every part',
      {
        uiSettings: { general: { instanceName: 'Voron 2.4' }, theme: { primaryColor: '#4caf50' } },
        presets: [preset],
        macros: {
          stored: [
            {
              name: 'park',
              alias: '',
              visible: true,
              disabledWhilePrinting: false,
              color: '#ff0000',
              categoryId: '',
            },
          ],
          categories: [{ id: 'c1', name: 'Tools' }],
          expanded: ['c1'],
        },
        console: { consoleFilters: [], commandHistory: ['G28', 'M105'] },
        layout: {
          layouts: {
            dashboard: {
              container1: [{ id: 'status', enabled: true, collapsed: false }],
              container2: [],
            },
          },
        },
        charts: { selectedLegends: { 'extruder target': false } },
        cameras: { activeCamera: 'cam-1', cameras: [{ name: 'old' }] },
        tableHeaders: { 'jobs-gcodes': ['name', 'size'] },
        printers: [{ name: 'Other', apiUrl: 'http://other' }],
      },
    ],
    [
      'a layout of another form and odd values',
      { layout: { layouts: { dashboard: 'grid' } }, presets: 'none', tableHeaders: { a: [1] } },
    ],
  ];
  it.each(cases)('%s', (_name, stored) => {
    const settings = settingsFromNamespace(stored);
    const reading = readBackupFile(
      backupFileText('Voron', new Date('2026-11-28T21:00:00Z'), settings),
    );
    expect(reading).toEqual({
      ok: true,
      file: expect.objectContaining({ printer: 'Voron', settings }) as unknown,
      unknown: [],
    });
    expect(Object.keys(settings)).not.toContain('printers');
  });

  it('keeps the values the printer holds, leaving out the shared printers list', () => {
    const settings = settingsFromNamespace({
      uiSettings: { general: { instanceName: 'Voron 2.4' } },
      presets: [preset],
      cameras: { activeCamera: 'cam-1' },
      printers: [],
    });
    expect(settings.uiSettings?.general?.instanceName).toBe('Voron 2.4');
    expect(settings.uiSettings?.general?.dateFormat).toBe('MMM. DD,');
    expect(settings.presets).toEqual([preset]);
    expect(settings.cameras).toEqual({ activeCamera: 'cam-1' });
    expect(settings.layout).toBeUndefined();
  });
});

describe('restoreItems lists the parts a restore replaces, in writing order', () => {
  const cases: [string, unknown, Record<string, number>, unknown][] = [
    ['presets only', { presets: [preset, preset] }, {}, [{ part: 'presets', count: 2 }]],
    [
      'with what the printer holds now',
      { presets: [preset], console: { consoleFilters: [] } },
      { presets: 3, console: 1, macros: 4 },
      [
        { part: 'presets', count: 1, now: 3 },
        { part: 'console', count: 0, now: 1 },
      ],
    ],
    [
      'interface, macros and columns',
      { tableHeaders: { a: ['name'] }, uiSettings: {}, macros: { stored: [] } },
      {},
      [{ part: 'uiSettings' }, { part: 'macros', count: 0 }, { part: 'tableHeaders', count: 1 }],
    ],
    [
      'a part without its list',
      { console: { commandHistory: ['G28'] } },
      { console: 2 },
      [{ part: 'console' }],
    ],
  ];
  it.each(cases)('%s', (_name, settings, now, items) => {
    expect(restoreItems(settings as never, now)).toEqual(items);
  });
});

describe('backupFileName', () => {
  const day = new Date(2026, 10, 28, 23, 50);
  const cases: [string, string][] = [
    ['Voron', 'printdeck-settings-Voron-2026-11-28.json'],
    ['Voron 2.4 / left', 'printdeck-settings-Voron-2.4-left-2026-11-28.json'],
    ['Crème ☕', 'printdeck-settings-Crème-2026-11-28.json'],
    ['', 'printdeck-settings-printer-2026-11-28.json'],
    ['../..', 'printdeck-settings-printer-2026-11-28.json'],
  ];
  it.each(cases)('%j', (printer, name) => {
    expect(backupFileName(printer, day)).toBe(name);
  });
});
