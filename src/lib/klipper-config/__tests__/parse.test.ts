import { describe, expect, it } from 'vitest';
import {
  CONFIG_SERVICE_MAP,
  configDialect,
  configIncludes,
  includeAt,
  outlineConfig,
  sectionAt,
  serviceForFile,
} from '..';

const TEXT = [
  '# comment',
  '[printer]',
  'kinematics: cartesian   # inline',
  'max_velocity = 300',
  '',
  '[ gcode_macro   START ]',
  'gcode:',
  '  G28',
  '  # a comment line inside',
  '',
  '  G1 X10 ; go',
  '[include macros/*.cfg]',
  '#*# <---------------------- SAVE_CONFIG ---------------------->',
  '#*# DO NOT EDIT THIS BLOCK OR BELOW. The contents are auto-generated.',
  '#*#',
  '#*# [printer]',
  '#*# max_velocity = 250',
].join('\n');

describe('outlineConfig', () => {
  const outline = outlineConfig(TEXT);

  it('lists sections with normalised names, lines and options', () => {
    expect(outline.sections.map((s) => [s.name, s.line, s.endLine])).toEqual([
      ['printer', 2, 4],
      ['gcode_macro START', 6, 11],
      ['include macros/*.cfg', 12, 12],
      ['printer', 16, 17],
    ]);
    const printer = outline.sections[0];
    expect(printer?.options.map((o) => o.key)).toEqual(['kinematics', 'max_velocity']);
    const kin = printer?.options[0];
    expect(TEXT.slice(kin?.valueFrom, kin?.valueTo)).toBe('cartesian');
    const vel = printer?.options[1];
    expect(TEXT.slice(vel?.from, vel?.to)).toBe('max_velocity = 300');
  });

  it('spans a multi-line value over its continuation lines, comments and blank lines', () => {
    const gcode = outline.sections[1]?.options[0];
    expect(gcode?.line).toBe(7);
    expect(TEXT.slice(gcode?.valueFrom, gcode?.valueTo)).toBe(
      'G28\n  # a comment line inside\n\n  G1 X10',
    );
  });

  it('reads the SAVE_CONFIG block as configuration', () => {
    const saved = outline.sections[3];
    expect(TEXT.slice(saved?.options[0]?.from, saved?.options[0]?.to)).toBe('max_velocity = 250');
  });

  it('lists includes', () => {
    expect(outline.includes).toEqual([
      {
        pattern: 'macros/*.cfg',
        line: 12,
        from: TEXT.indexOf('[include'),
        to: TEXT.indexOf('#*#') - 1,
      },
    ]);
  });
});

describe('sectionAt', () => {
  it.each([
    [0, null],
    [TEXT.indexOf('max_velocity'), 'printer'],
    [TEXT.indexOf('G1 X10'), 'gcode_macro START'],
    [TEXT.length, 'printer'],
  ])('at %i → %s', (pos, name) => {
    expect(sectionAt(TEXT, pos)).toBe(name);
  });
});

describe('configDialect and serviceForFile', () => {
  it.each([
    ['printer.cfg', 'klipper', 'klipper'],
    ['macros/Start.CFG', 'klipper', 'klipper'],
    ['moonraker.conf', 'moonraker', 'moonraker'],
    ['moonraker-obico.conf', 'moonraker', null],
    ['crowsnest.conf', 'plain', 'crowsnest'],
    ['webcam.txt', 'plain', 'webcamd'],
    ['KlipperScreen.conf', 'plain', 'KlipperScreen'],
    ['telegram.conf', 'plain', 'moonraker-telegram-bot'],
    ['notes.md', 'plain', null],
  ])('%s → %s, %s', (path, dialect, service) => {
    expect(configDialect(path)).toBe(dialect);
    expect(serviceForFile(path)).toBe(service);
  });

  it('names each service of the spec map', () => {
    expect(new Set(CONFIG_SERVICE_MAP.map((r) => r.service)).size).toBe(6);
  });
});

describe('includes', () => {
  const files = [
    'printer.cfg',
    'macros/a.cfg',
    'macros/b.cfg',
    'macros/old/c.cfg',
    'hw/tmc.cfg',
    'hw/x1.cfg',
    'hw/x2.cfg',
    'hw/xa.cfg',
    'mainsail.cfg',
  ];
  it.each([
    ['[include mainsail.cfg]', 'printer.cfg', ['mainsail.cfg']],
    ['[include macros/*.cfg]', 'printer.cfg', ['macros/a.cfg', 'macros/b.cfg']],
    ['[include x?.cfg]', 'hw/tmc.cfg', ['hw/x1.cfg', 'hw/x2.cfg', 'hw/xa.cfg']],
    ['[include x[0-9].cfg]', 'hw/tmc.cfg', ['hw/x1.cfg', 'hw/x2.cfg']],
    ['[include x[!0-9].cfg]', 'hw/tmc.cfg', ['hw/xa.cfg']],
    ['[include ../mainsail.cfg]', 'hw/tmc.cfg', ['mainsail.cfg']],
    ['[include missing.cfg]', 'printer.cfg', []],
    ['[include /home/pi/printer_data/config/hw/tmc.cfg]', 'printer.cfg', ['hw/tmc.cfg']],
    ['[printer]', 'printer.cfg', []],
  ])('%s in %s → %j', (line, current, expected) => {
    const text = `# top\n${line}\nfoo: 1\n`;
    expect(includeAt(text, text.indexOf(line) + 3, current, files)).toEqual(expected);
  });

  it('configIncludes lists every included file once, in order', () => {
    const text = '[include macros/*.cfg]\n[include hw/tmc.cfg]\n[include macros/a.cfg]\n';
    expect(configIncludes(text, 'printer.cfg', files)).toEqual([
      'macros/a.cfg',
      'macros/b.cfg',
      'hw/tmc.cfg',
    ]);
  });
});
