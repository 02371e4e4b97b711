// Sample settings of two other Moonraker dashboards, written into a fresh data folder's database
// so that Settings › General › "Import from Fluidd" / "Import from Mainsail" have something to
// import. Each is shaped the way that dashboard keeps its settings: one row per top-level key of
// its namespace, holding only what a user changed (both apps keep their defaults in code).

/** Namespace 'fluidd': a user who set presets, macro colours, filters, a camera and a layout. */
export const FLUIDD_SAMPLE: Record<string, unknown> = {
  uiSettings: {
    general: {
      instanceName: 'Voron 2.4',
      toolheadMoveDistances: [0.1, 1, 5, 25, 50],
      zAdjustDistances: [0.005, 0.01, 0.025, 0.05],
      dateFormat: 'iso',
    },
    theme: { color: '#E91E63', isDark: true, logo: { src: 'logo_voron.svg', dark: '#fff' } },
    dashboard: {
      tempPresets: [
        {
          id: 1,
          name: 'PLA',
          gcode: '',
          values: {
            extruder: { value: 210, type: 'heater', active: true },
            heater_bed: { value: 60, type: 'heater', active: true },
            'temperature_fan chamber': { value: 30, type: 'fan', active: false },
          },
        },
        {
          id: 2,
          name: 'PETG (Fluidd)',
          gcode: 'M106 S128',
          values: {
            extruder: { value: 240, type: 'heater', active: true },
            heater_bed: { value: 80, type: 'heater', active: true },
          },
        },
      ],
      sensorColors: { extruder: '#ff5252' },
    },
    editor: { confirmDirtyEditorClose: true, autoEditExtensions: ['.cfg', '.conf'] },
    tableHeaders: { history: [{ value: 'filament_used', visible: false }] },
  },
  macros: {
    stored: [
      {
        name: 'print_start',
        alias: 'Start',
        visible: true,
        categoryId: 'c1',
        disabledWhilePrinting: true,
        color: '#4CAF50',
      },
      { name: 'pause', visible: true, categoryId: 'c2', color: '#FF9800' },
      { name: 'cancel_print', visible: true, categoryId: 'c2', color: '#F44336' },
      { name: 'print_end', visible: false, categoryId: '0', color: '' },
    ],
    categories: [
      { id: 'c1', name: 'Print' },
      { id: 'c2', name: 'During print' },
    ],
    expanded: [0, 1],
  },
  console: {
    commandHistory: ['G28', 'BED_MESH_CALIBRATE', 'QUAD_GANTRY_LEVEL', 'PRINT_START'],
    consoleFilters: [
      {
        id: 'f1',
        name: 'Hide SD status',
        type: 'starts-with',
        value: 'SD printing byte',
        enabled: true,
      },
      { id: 'f2', name: 'Hide busy', type: 'contains', value: 'echo: busy', enabled: false },
    ],
  },
  cameras: {
    cameras: [
      {
        id: 'e4b0ab2c-7b1b-4a32-9d5c-1f25d8c0a6e1',
        enabled: true,
        name: 'Nozzle cam',
        type: 'mjpgstream',
        url: '/webcam2/?action=stream',
        flipX: false,
        flipY: true,
        rotate: 0,
        fpstarget: 15,
        fpsidletarget: 5,
      },
    ],
  },
  layout: {
    layouts: {
      dashboard: {
        container1: [
          { id: 'printer-status-card', enabled: true, collapsed: false },
          { id: 'camera-card', enabled: true, collapsed: false },
          { id: 'toolhead-card', enabled: true, collapsed: false },
          { id: 'macros-card', enabled: true, collapsed: false },
          { id: 'bed-mesh-card', enabled: true, collapsed: true },
        ],
        container2: [
          { id: 'temperature-card', enabled: true, collapsed: false },
          { id: 'console-card', enabled: true, collapsed: true },
          { id: 'jobs-card', enabled: true, collapsed: false },
          { id: 'outputs-card', enabled: false, collapsed: false },
        ],
      },
    },
  },
  charts: { selectedLegends: { extruder: true, heater_bed: true } },
};

/** Namespace 'mainsail': the same kind of user, in Mainsail's shapes. */
export const MAINSAIL_SAMPLE: Record<string, unknown> = {
  general: { printername: 'Voron 2.4', language: 'en' },
  uiSettings: { mode: 'dark', primary: '#9C27B0', logo: '#D51F26', confirmOnEmergencyStop: true },
  control: {
    style: 'bars',
    stepsXY: [100, 10, 1],
    stepsZ: [25, 1, 0.1],
    feedrateXY: 200,
    reverseY: false,
  },
  presets: {
    presets: {
      '6f0c8e0e-3a5b-4c9a-8a0a-2d6c8a1c4f10': {
        name: 'ABS',
        gcode: '',
        values: {
          extruder: { bool: true, type: 'heater', value: 250 },
          heater_bed: { bool: true, type: 'heater', value: 100 },
          'temperature_fan chamber': { bool: true, type: 'temperature_fan', value: 45 },
        },
      },
      'c2b9d7a4-51e2-4e43-9b5f-7d0e6a3b9e22': {
        name: 'TPU (Mainsail)',
        gcode: 'M221 S95',
        values: {
          extruder: { bool: true, type: 'heater', value: 225 },
          heater_bed: { bool: false, type: 'heater', value: 50 },
        },
      },
    },
    cooldownGcode: 'TURN_OFF_HEATERS\nM107',
  },
  macros: {
    mode: 'expert',
    hiddenMacros: ['print_end'],
    macrogroups: {
      '0d1b8f34-5b0e-4f0e-bc44-8f9f0d3e7a51': {
        name: 'Printing',
        color: 'custom',
        colorCustom: '#00BCD4',
        showInStandby: true,
        showInPrinting: true,
        showInPause: true,
        macros: [
          {
            pos: 1,
            name: 'PAUSE',
            color: 'group',
            showInStandby: false,
            showInPrinting: true,
            showInPause: false,
          },
          {
            pos: 2,
            name: 'RESUME',
            color: 'success',
            showInStandby: false,
            showInPrinting: false,
            showInPause: true,
          },
          {
            pos: 3,
            name: 'CANCEL_PRINT',
            color: 'error',
            showInStandby: false,
            showInPrinting: true,
            showInPause: true,
          },
        ],
      },
      '8a5e9d62-1f7c-4d93-a3f2-6c4b2e1d0f77': {
        name: 'Setup',
        color: 'warning',
        showInStandby: true,
        showInPrinting: false,
        showInPause: false,
        macros: [
          {
            pos: 1,
            name: 'PRINT_START',
            color: 'group',
            showInStandby: true,
            showInPrinting: false,
            showInPause: false,
          },
        ],
      },
    },
  },
  console: {
    hideWaitTemperatures: true,
    direction: 'table',
    consolefilters: {
      'a3d4f1e2-0b9c-4e7d-8f6a-5c4b3a2d1e0f': {
        name: 'Hide timelapse',
        bool: true,
        regex: '^// TIMELAPSE',
      },
    },
  },
  gcodehistory: { entries: ['G28', 'Z_TILT_ADJUST', 'M117 Hello'] },
  webcams: {
    configs: [
      {
        name: 'Bed cam',
        icon: 'mdiWebcam',
        service: 'mjpegstreamer-adaptive',
        targetFps: 15,
        url: '/webcam3/?action=stream',
        snapshotUrl: '/webcam3/?action=snapshot',
        flipX: true,
        flipY: false,
      },
    ],
  },
  dashboard: {
    desktopLayout1: [
      { name: 'webcam', visible: true },
      { name: 'toolhead-control', visible: true },
      { name: 'macros', visible: true },
      { name: 'zoffset', visible: true },
    ],
    desktopLayout2: [
      { name: 'temperature', visible: true },
      { name: 'miniconsole', visible: true },
      { name: 'miscellaneous', visible: false },
    ],
    mobileLayout: [{ name: 'temperature', visible: true }],
  },
  view: { gcodefiles: { countPerPage: 25 } },
};

/** The samples by namespace, each a map of top-level key → value. */
export const SAMPLE_NAMESPACES: Readonly<Record<string, Record<string, unknown>>> = {
  fluidd: FLUIDD_SAMPLE,
  mainsail: MAINSAIL_SAMPLE,
};
