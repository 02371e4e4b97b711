// Mainsail's stored settings read in Printdeck's terms: each kind from its key, and what has no
// equivalent listed by its path.
import { describe, expect, it } from 'vitest';
import { readMainsail } from '../mainsail';

describe('readMainsail', () => {
  it.each([
    {
      what: 'presets keyed by id; a temperature_fan value is a fan, bool is active',
      ns: {
        presets: {
          presets: {
            'u-1': {
              name: 'ABS',
              gcode: 'M106',
              values: {
                extruder: { bool: true, type: 'heater', value: 250 },
                heater_bed: { bool: false, type: 'heater', value: 100 },
                'temperature_fan chamber': { bool: true, type: 'temperature_fan', value: 45 },
              },
            },
            'u-2': { name: '', values: {} },
          },
          cooldownGcode: 'TURN_OFF_HEATERS',
        },
      },
      expected: {
        presets: {
          from: 'presets.presets',
          presets: [
            {
              id: 'u-1',
              name: 'ABS',
              gcode: 'M106',
              values: {
                extruder: { type: 'heater', active: true, value: 250 },
                heater_bed: { type: 'heater', active: false, value: 100 },
                'temperature_fan chamber': { type: 'fan', active: true, value: 45 },
              },
            },
          ],
        },
        unsupported: ['presets.cooldownGcode'],
      },
    },
    {
      what: 'the primary colour, the bar steps; the rest listed',
      ns: {
        uiSettings: { primary: '#9C27B0', mode: 'dark' },
        control: { style: 'bars', stepsXY: [100, 10, 1], stepsZ: [25, 1] },
        general: { printername: 'x' },
      },
      expected: {
        themeColor: { from: 'uiSettings.primary', color: '#9C27B0' },
        moveDistances: { from: 'control.stepsXY', distances: [1, 10, 100] },
        unsupported: ['general', 'uiSettings.mode', 'control.stepsZ'],
      },
    },
    {
      what: 'the cross style takes stepsAll',
      ns: { control: { style: 'cross', stepsXY: [5], stepsAll: [0.1, 1, 10] } },
      expected: {
        moveDistances: { from: 'control.stepsAll', distances: [0.1, 1, 10] },
        unsupported: ['control.stepsXY'],
      },
    },
    {
      what: 'filters (regular expressions) and the G-code history',
      ns: {
        console: {
          hideWaitTemperatures: true,
          consolefilters: { k1: { name: 'TL', bool: false, regex: '^// TIMELAPSE' } },
        },
        gcodehistory: { entries: ['G28', 'M84'] },
      },
      expected: {
        consoleFilters: {
          from: 'console.consolefilters',
          filters: [
            { id: 'k1', name: 'TL', enabled: false, type: 'expression', value: '^// TIMELAPSE' },
          ],
        },
        commandHistory: { from: 'gcodehistory.entries', history: ['G28', 'M84'] },
        unsupported: ['console.hideWaitTemperatures'],
      },
    },
  ])('$what', ({ ns, expected }) => {
    expect(readMainsail(ns)).toEqual(expected);
  });

  it.each([
    {
      what: "a macro takes the group's custom colour and category",
      group: { name: 'Printing', color: 'custom', colorCustom: '#00BCD4', showInPrinting: true },
      macro: { name: 'PAUSE', color: 'group', showInPrinting: true },
      expected: {
        name: 'pause',
        color: '#00BCD4',
        category: 'Printing',
        disabledWhilePrinting: false,
      },
    },
    {
      what: "a macro's own named colour; hidden while printing is disabled while printing",
      group: { name: 'Printing', color: 'primary', showInPrinting: true },
      macro: { name: 'RESUME', color: 'success', showInPrinting: false },
      expected: {
        name: 'resume',
        color: '#4CAF50',
        category: 'Printing',
        disabledWhilePrinting: true,
      },
    },
    {
      what: "a group's named colour; a group hidden while printing",
      group: { name: 'Setup', color: 'warning', showInPrinting: false },
      macro: { name: 'PRINT_START', color: 'group', showInPrinting: true },
      expected: {
        name: 'print_start',
        color: '#FB8C00',
        category: 'Setup',
        disabledWhilePrinting: true,
      },
    },
  ])('$what', ({ group, macro, expected }) => {
    const found = readMainsail({ macros: { macrogroups: { g: { ...group, macros: [macro] } } } });
    expect(found.macros?.categories).toEqual([group.name]);
    expect(found.macros?.macros).toEqual([{ alias: '', visible: true, ...expected }]);
  });

  it('hides the hidden macros, in a group or not', () => {
    const found = readMainsail({
      macros: {
        mode: 'expert',
        hiddenMacros: ['PRINT_END', 'park'],
        macrogroups: {
          g: { name: 'G', color: 'primary', macros: [{ name: 'PARK', color: 'group' }] },
        },
      },
    });
    expect(found.macros?.macros.map((m) => [m.name, m.visible, m.category])).toEqual([
      ['park', false, 'G'],
      ['print_end', false, ''],
    ]);
    expect(found.unsupported).toEqual(['macros.mode']);
  });

  it('reads the older webcam configs as cameras to add', () => {
    const found = readMainsail({
      webcams: {
        configs: [
          {
            name: 'Bed cam',
            service: 'mjpegstreamer-adaptive',
            targetFps: 20,
            url: '/webcam3/?action=stream',
            flipX: true,
          },
        ],
      },
    });
    expect(found.cameras?.cameras).toMatchObject([
      {
        id: '-1',
        name: 'Bed cam',
        type: 'mjpgadaptive',
        fpstarget: 20,
        flipX: true,
        url: '/webcam3/?action=stream',
      },
    ]);
  });

  it('maps the desktop columns to the two containers, status first; the rest is listed', () => {
    const found = readMainsail({
      dashboard: {
        desktopLayout1: [
          { name: 'webcam', visible: true },
          { name: 'zoffset', visible: true },
        ],
        desktopLayout2: [
          { name: 'miniconsole', visible: false },
          { name: 'temperature', visible: true },
        ],
        mobileLayout: [],
      },
    });
    expect(found.layout).toEqual({
      from: 'dashboard.desktopLayout1/2',
      layout: {
        container1: [
          { id: 'status', enabled: true, collapsed: false },
          { id: 'cameras', enabled: true, collapsed: false },
        ],
        container2: [
          { id: 'console', enabled: false, collapsed: false },
          { id: 'temperature', enabled: true, collapsed: false },
        ],
      },
      unmatched: ['dashboard: zoffset'],
    });
    expect(found.unsupported).toEqual(['dashboard.mobileLayout']);
  });
});
