// Fluidd's stored settings read in Printdeck's terms: each kind from its key, and what has no
// equivalent listed by its path.
import { describe, expect, it } from 'vitest';
import { readFluidd } from '../fluidd';

describe('readFluidd', () => {
  it.each([
    {
      what: 'temperature presets from uiSettings.dashboard.tempPresets (numeric ids)',
      ns: {
        uiSettings: {
          dashboard: {
            tempPresets: [
              {
                id: 1,
                name: 'PLA',
                gcode: 'M117 PLA',
                values: {
                  extruder: { value: 210, type: 'heater', active: true },
                  'temperature_fan chamber': { value: 30, type: 'fan', active: false },
                },
              },
            ],
          },
        },
      },
      expected: {
        presets: {
          from: 'uiSettings.dashboard.tempPresets',
          presets: [
            {
              id: '1',
              name: 'PLA',
              gcode: 'M117 PLA',
              values: {
                extruder: { value: 210, type: 'heater', active: true },
                'temperature_fan chamber': { value: 30, type: 'fan', active: false },
              },
            },
          ],
        },
        unsupported: [],
      },
    },
    {
      what: 'theme colour and move distances; other settings listed',
      ns: {
        uiSettings: {
          general: { toolheadMoveDistances: [50, 1, 0.1, 1, -3], dateFormat: 'iso' },
          theme: { color: '#e91e63', isDark: true },
          editor: { confirmDirtyEditorClose: true },
        },
        charts: { selectedLegends: {} },
      },
      expected: {
        themeColor: { from: 'uiSettings.theme.color', color: '#e91e63' },
        moveDistances: {
          from: 'uiSettings.general.toolheadMoveDistances',
          distances: [0.1, 1, 50],
        },
        unsupported: [
          'charts',
          'uiSettings.editor',
          'uiSettings.general.dateFormat',
          'uiSettings.theme.isDark',
        ],
      },
    },
    {
      what: 'a theme colour that is not #rrggbb is not taken',
      ns: { uiSettings: { theme: { color: 'pink' } } },
      expected: { unsupported: [] },
    },
    {
      what: 'macros with their categories by name',
      ns: {
        macros: {
          stored: [
            {
              name: 'PRINT_START',
              alias: 'Start',
              visible: true,
              categoryId: 'c1',
              color: '#4CAF50',
            },
            { name: 'print_end', visible: false, categoryId: '0', color: 'url(x)' },
          ],
          categories: [{ id: 'c1', name: 'Print' }],
          expanded: [0],
        },
      },
      expected: {
        macros: {
          from: 'macros',
          categories: ['Print'],
          macros: [
            {
              name: 'print_start',
              alias: 'Start',
              visible: true,
              disabledWhilePrinting: false,
              color: '#4CAF50',
              category: 'Print',
            },
            {
              name: 'print_end',
              alias: '',
              visible: false,
              disabledWhilePrinting: false,
              color: '',
              category: '',
            },
          ],
        },
        unsupported: ['macros.expanded'],
      },
    },
    {
      what: 'console filters (starts-with) and command history',
      ns: {
        console: {
          commandHistory: ['G28', 7, 'M84'],
          consoleFilters: [
            { id: 'f1', name: 'SD', type: 'starts-with', value: 'SD printing', enabled: false },
          ],
        },
      },
      expected: {
        consoleFilters: {
          from: 'console.consoleFilters',
          filters: [
            { id: 'f1', name: 'SD', type: 'startsWith', value: 'SD printing', enabled: false },
          ],
        },
        commandHistory: { from: 'console.commandHistory', history: ['G28', 'M84'] },
        unsupported: [],
      },
    },
  ])('$what', ({ ns, expected }) => {
    expect(readFluidd(ns)).toEqual(expected);
  });

  it('reads an older camera list as cameras to add', () => {
    const found = readFluidd({
      cameras: {
        cameras: [
          {
            id: 'a',
            name: 'Nozzle',
            type: 'mjpgstream',
            url: '/webcam2/?action=stream',
            flipY: true,
          },
        ],
      },
    });
    expect(found.cameras?.from).toBe('cameras.cameras');
    expect(found.cameras?.cameras).toMatchObject([
      { name: 'Nozzle', type: 'mjpgstream', url: '/webcam2/?action=stream', flipY: true },
    ]);
  });

  it('maps dashboard cards to Printdeck cards and lists those with none', () => {
    const found = readFluidd({
      layout: {
        layouts: {
          dashboard: {
            container1: [
              { id: 'printer-status-card', enabled: true, collapsed: false },
              { id: 'bed-mesh-card', enabled: true, collapsed: false },
            ],
            container2: [{ id: 'console-card', enabled: false, collapsed: true }],
            container3: [{ id: 'outputs-card', enabled: true, collapsed: false }],
          },
          diagnostics: { container1: [] },
        },
      },
    });
    expect(found.layout).toEqual({
      from: 'layout.layouts.dashboard',
      layout: {
        container1: [
          { id: 'status', enabled: true, collapsed: false },
          { id: 'fans', enabled: true, collapsed: false },
        ],
        container2: [{ id: 'console', enabled: false, collapsed: true }],
      },
      unmatched: ['layout: bed-mesh-card'],
    });
    expect(found.unsupported).toEqual(['layout.layouts.diagnostics']);
  });

  it('reads nothing from an empty or odd namespace', () => {
    expect(readFluidd(null)).toEqual({ unsupported: [] });
    expect(readFluidd({ uiSettings: 3, macros: [] })).toEqual({ unsupported: [] });
  });
});
