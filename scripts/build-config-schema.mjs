// Builds the editor's knowledge of Klipper's and Moonraker's configuration as compact data:
// src/lib/klipper-config/schema-klipper.ts and schema-moonraker.ts.
//
// Facts only, no prose: section names and how they match, option names, whether required, the
// value kind, the reference anchor. Sections and options come from the configuration references
// (Klipper's docs/Config_Reference.md, Moonraker's docs/configuration.md); value kinds come from
// how the sources read an option (getint / getfloat / getboolean), the reference's defaults and
// the option's name; section forms (with or without a name) from the modules' load_config /
// load_config_prefix. Any Klipper extras module or Moonraker component is a valid section even
// when the reference does not describe it (its options are then not checked).
//
// Usage: node scripts/build-config-schema.mjs [--klipper DIR] [--moonraker DIR]
// (DIR: a git directory; defaults to the mirrors in /work/.mirror).

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import * as prettier from 'prettier';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'src/lib/klipper-config');
const arg = (name, def) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : def;
};
const KLIPPER_GIT = arg('--klipper', '/work/.mirror/Klipper3d+klipper/repo');
const MOONRAKER_GIT = arg('--moonraker', '/work/.mirror/Arksine+moonraker/repo');

const git = (dir, ...args) =>
  execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
const show = (dir, path) => git(dir, 'show', `HEAD:${path}`);
const listFiles = (dir, under) =>
  git(dir, 'ls-tree', '-r', '--name-only', 'HEAD', under).split('\n').filter(Boolean);

/** Python-Markdown's toc slug (what both sites use for heading anchors). */
function slug(heading) {
  return heading
    .replace(/`/g, '')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[-\s]+/g, '-');
}

/** Option name → kind letter from how the sources read it: n number, i integer, b boolean. */
function sourceKinds(dir, under, fileFilter) {
  const seen = new Map();
  const getter = /\.get(int|float|boolean|template)\(\s*['"]([A-Za-z0-9_]+)['"]/g;
  for (const file of listFiles(dir, under).filter(fileFilter)) {
    const text = show(dir, file);
    for (const m of text.matchAll(getter)) {
      const name = m[2].toLowerCase();
      const kind = { int: 'i', float: 'n', boolean: 'b', template: 'g' }[m[1]];
      const set = seen.get(name) ?? new Set();
      set.add(kind);
      seen.set(name, set);
    }
  }
  const kinds = new Map();
  for (const [name, set] of seen) {
    if (set.size === 1) kinds.set(name, [...set][0]);
    else if (!set.has('b') && !set.has('g')) kinds.set(name, 'n'); // read as int and as float: any number
  }
  return kinds;
}

const OPTION = /^(#?)([A-Za-z_][A-Za-z0-9_<>]*)\s*[:=]\s*(.*)$/;

/** Code blocks of a markdown file with the headings they sit under. */
function* codeBlocks(md) {
  const lines = md.split('\n');
  const heads = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const h = /^(#{2,6})\s+(.*)$/.exec(line);
    if (h) {
      heads.length = h[1].length - 2;
      heads[h[1].length - 2] = h[2].trim();
      continue;
    }
    if (!line.startsWith('```')) continue;
    const fence = line;
    const body = [];
    for (i++; i < lines.length && !lines[i].startsWith('```'); i++) body.push(lines[i]);
    yield { headings: [...heads], fence, body };
  }
}

/** Options of a block, per section header met in it (null = before any header). */
function blockOptions(body) {
  const out = [];
  let current = { header: null, options: [], see: [] };
  out.push(current);
  let last = null;
  for (const raw of body) {
    const header = /^\[([^\]]+)\]/.exec(raw);
    if (header) {
      current = { header: header[1].trim().replace(/\s+/g, ' '), options: [], see: [] };
      out.push(current);
      last = null;
      continue;
    }
    const see = /^#\s+See the "?\[?([^"\]]+?)\]?"? section/i.exec(raw);
    if (see) current.see.push(see[1].toLowerCase());
    const m = OPTION.exec(raw);
    if (m && !/^\s/.test(raw)) {
      last = { name: m[2], commented: m[1] === '#', value: m[3].trim(), text: '' };
      current.options.push(last);
    } else if (last && raw.startsWith('#')) last.text += ` ${raw.slice(1)}`;
  }
  return out;
}

function kindOf(opt, kinds, pins) {
  const name = opt.name.toLowerCase();
  if (name.includes('<')) return 't';
  if (name === 'gcode' || name === 'text' || name.endsWith('_gcode') || name.endsWith('_template'))
    return 'g';
  if (pins && (name === 'pin' || name.endsWith('_pin')) && !name.startsWith('analog_range_'))
    return 'p';
  const fromSource = kinds.get(name.replace(/<[^>]*>/g, ''));
  if (fromSource) return fromSource;
  if (/^(true|false)$/i.test(opt.value)) return 'b';
  return 't';
}

const required = (opt) =>
  !opt.commented &&
  /must be (provided|specified)|this (parameter|option) is required/i.test(opt.text);

/** One section entry while building: options by lower-cased name, inherited families. */
function entry(map, base, anchor) {
  let e = map.get(base);
  if (!e) {
    e = { anchor, forms: new Set(), options: new Map(), inherit: new Set(), anyOption: false };
    map.set(base, e);
  }
  return e;
}

function addOption(e, opt, kinds, pins) {
  const key = opt.name.toLowerCase();
  if (e.options.has(key)) {
    const old = e.options.get(key);
    if (required(opt)) old.required = true;
    return;
  }
  e.options.set(key, { name: opt.name, kind: kindOf(opt, kinds, pins), required: required(opt) });
}

function encodeOptions(e) {
  const parts = [...e.options.values()].map((o) => `${o.name}${o.required ? '!' : ''}${o.kind}`);
  for (const f of e.inherit) parts.push(`@${f}`);
  if (e.anyOption) parts.push('*');
  return parts.join(' ');
}

// ---------------------------------------------------------------- Klipper

const STEPPER_CORE =
  'step_pin dir_pin enable_pin rotation_distance microsteps full_steps_per_rotation gear_ratio step_pulse_duration'.split(
    ' ',
  );
const HEATER = 'heater_pin max_power control pid_Kp pid_Ki pid_Kd max_delta pwm_cycle_time'.split(
  ' ',
);

function buildKlipper() {
  const md = show(KLIPPER_GIT, 'docs/Config_Reference.md');
  const kinds = sourceKinds(KLIPPER_GIT, 'klippy', (f) => f.endsWith('.py'));
  const sections = new Map();
  const families = new Map(); // name → entry-like
  const family = (name) => entry(families, name, '');
  for (const block of codeBlocks(md)) {
    const [h2 = '', h3 = ''] = [block.headings[0] ?? '', block.headings[1] ?? ''];
    const heading = h3 || h2;
    const anchor = slug(heading);
    const headingSection = /^\[([^\]\s]+)/.exec(heading)?.[1] ?? null;
    for (const part of blockOptions(block.body)) {
      let target;
      if (part.header) {
        const base = part.header.split(' ')[0];
        target = entry(sections, base, anchor);
        target.forms.add(part.header.includes(' ') ? 'n' : 'e');
      } else if (h2 === 'Temperature sensors') target = family('sensor');
      else if (heading === 'Common SPI settings') target = family('spi');
      else if (heading === 'Common I2C settings') target = family('i2c');
      else if (headingSection) target = entry(sections, headingSection, anchor);
      else continue;
      for (const opt of part.options) addOption(target, opt, kinds, true);
      for (const see of part.see) {
        const name = see.toLowerCase();
        if (name === 'common spi settings') target.inherit.add('spi');
        else if (name === 'common i2c settings') target.inherit.add('i2c');
        else if (name === 'stepper') target.inherit.add('stepper_core');
        else if (name === 'extruder') {
          const base = part.header?.split(' ')[0] ?? headingSection;
          if (base === 'extruder1') target.inherit.add('extruder');
          else {
            target.inherit.add('sensor');
            if (target.options.has('heater_pin')) target.inherit.add('heater');
          }
        } else if (/^[a-z0-9_]+$/.test(name) && name !== 'heater_generic') target.inherit.add(name);
      }
    }
  }
  // Families that the reference describes as part of another section.
  const stepper = sections.get('stepper_x');
  const core = family('stepper_core');
  const heater = family('heater');
  const extruder = sections.get('extruder');
  for (const name of STEPPER_CORE) core.options.set(name, stepper.options.get(name));
  for (const name of HEATER)
    heater.options.set(name.toLowerCase(), extruder.options.get(name.toLowerCase()));
  for (const name of [
    'sensor_type',
    'sensor_pin',
    'pullup_resistor',
    'smooth_time',
    'min_temp',
    'max_temp',
  ])
    family('sensor').options.set(name, extruder.options.get(name));
  family('sensor').inherit.add('spi').add('i2c');
  extruder.inherit.add('sensor');
  // [stepper]'s options are described once, under the stepper_x example: every kinematic stepper
  // has them.
  const stepperFamily = family('kinematic_stepper');
  for (const [k, v] of stepper.options) stepperFamily.options.set(k, v);
  for (const [base, e] of sections) {
    if (/^stepper_[a-z]+$/.test(base)) {
      if (base !== 'stepper_x') e.inherit.add('kinematic_stepper');
    }
  }
  for (const base of ['stepper_x', 'stepper_y', 'stepper_z']) sections.get(base).anchor = 'stepper';
  // Extras modules: the forms their loaders accept; modules the reference does not describe.
  for (const file of listFiles(KLIPPER_GIT, 'klippy/extras')) {
    const m = /^klippy\/extras\/([A-Za-z0-9_]+)(?:\.py|\/__init__\.py)$/.exec(file);
    if (!m || m[1] === '__init__') continue;
    const text = show(KLIPPER_GIT, file);
    const exact = /^def load_config\(/m.test(text);
    const prefix = /^def load_config_prefix\(/m.test(text);
    if (!exact && !prefix) continue;
    const e = sections.get(m[1]) ?? entry(sections, m[1], '');
    if (!e.anchor && e.options.size === 0) e.anyOption = true;
    e.forms.clear();
    if (exact) e.forms.add('e');
    if (prefix) e.forms.add('n');
  }
  // Profiles SAVE_CONFIG writes as [bed_mesh NAME].
  sections.get('bed_mesh').forms.add('n');
  for (const name of [
    'version',
    'points',
    'x_count',
    'y_count',
    'mesh_x_pps',
    'mesh_y_pps',
    'algo',
    'tension',
    'min_x',
    'max_x',
    'min_y',
    'max_y',
  ])
    if (!sections.get('bed_mesh').options.has(name))
      sections.get('bed_mesh').options.set(name, {
        name,
        kind: name === 'points' || name === 'algo' ? 't' : (kinds.get(name) ?? 'n'),
        required: false,
      });
  // Menu items are always named ([menu __main __octoprint]); their options are templates.
  sections.get('menu').forms = new Set(['n']);
  for (const o of sections.get('menu').options.values()) o.kind = 't';
  // Delta and winch towers: what the reference describes under [stepper_a] applies to the others.
  for (const base of ['stepper_b', 'stepper_c']) sections.get(base).inherit.add('stepper_a');
  // A TMC section may carry the stepper's microsteps (klippy/extras/tmc.py reads it there when the
  // stepper section has none).
  // UART drivers take an address (klippy/extras/tmc_uart.py).
  for (const [base, e] of sections) {
    if (!/^tmc\d+$/.test(base)) continue;
    if (!e.options.has('microsteps'))
      e.options.set('microsteps', { name: 'microsteps', kind: 'i', required: false });
    if (e.options.has('uart_pin') && !e.options.has('uart_address'))
      e.options.set('uart_address', { name: 'uart_address', kind: 'i', required: false });
  }
  // Polar printers' rotation limit (klippy/kinematics/polar.py), not in the reference.
  sections.get('printer').options.set('max_angular_velocity', {
    name: 'max_angular_velocity',
    kind: 'n',
    required: false,
  });
  // Includes have no options; the entry only names the section.
  sections.get('include').options.clear();
  return { sections, families };
}

// ---------------------------------------------------------------- Moonraker

function buildMoonraker() {
  const md = show(MOONRAKER_GIT, 'docs/configuration.md');
  const kinds = sourceKinds(MOONRAKER_GIT, 'moonraker', (f) => f.endsWith('.py'));
  const sections = new Map();
  for (const block of codeBlocks(md)) {
    const h3 = block.headings[1] ?? '';
    const m = /^`\[([a-z_]+)\]`$/.exec(h3);
    if (!m || !/Specification/.test(block.fence)) continue;
    const base = m[1];
    const anchor = slug(h3);
    const e = entry(sections, base, anchor);
    for (const part of blockOptions(block.body)) {
      if (part.header) e.forms.add(part.header.includes(' ') ? 'n' : 'e');
      for (const opt of part.options) addOption(e, opt, kinds, false);
    }
  }
  for (const e of sections.values()) if (e.forms.size === 0) e.forms.add('e');
  entry(sections, 'include', 'include-directives').forms.add('n');
  // Components the reference does not describe are still sections Moonraker loads.
  for (const file of listFiles(MOONRAKER_GIT, 'moonraker/components')) {
    const c = /^moonraker\/components\/([a-z0-9_]+)(?:\.py|\/__init__\.py)$/.exec(file);
    if (!c || c[1] === '__init__' || sections.has(c[1])) continue;
    const e = entry(sections, c[1], '');
    e.forms.add('e');
    e.anyOption = true;
  }
  // moonraker-timelapse, a widely installed third-party component.
  const t = entry(sections, 'timelapse', '');
  t.forms.add('e');
  t.anyOption = true;
  return { sections, families: new Map() };
}

// ---------------------------------------------------------------- output

function render({ sections, families }, constName, source) {
  const sectionLines = [...sections.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([base, e]) => {
      const forms = [...e.forms].sort().join('') || 'e';
      const anchor = e.anchor === base ? '=' : e.anchor;
      return `  ${JSON.stringify(`${base}|${forms}|${anchor}|${encodeOptions(e)}`)},`;
    });
  const familyLines = [...families.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, e]) => `  ${name}: ${JSON.stringify(encodeOptions(e))},`);
  return `// GENERATED by scripts/build-config-schema.mjs — do not edit by hand.
// ${source}
// Facts only (names, forms, required, kinds, anchors); see schema.ts for the encoding.

import type { SchemaData } from './schema';

export const ${constName}: SchemaData = {
  families: {
${familyLines.join('\n')}
  },
  sections: [
${sectionLines.join('\n')}
  ],
};
`;
}

const klipperRev = git(KLIPPER_GIT, 'rev-parse', 'HEAD').trim();
const klipperDescribe = (() => {
  try {
    return git(KLIPPER_GIT, 'describe', '--tags', 'HEAD').trim();
  } catch {
    return 'v0.13.0-730-g84104bbbd';
  }
})();
const moonrakerRev = git(MOONRAKER_GIT, 'rev-parse', 'HEAD').trim();

const outputs = [
  [
    'schema-klipper.ts',
    render(
      buildKlipper(),
      'KLIPPER_SCHEMA',
      `From Klipper ${klipperDescribe} (commit ${klipperRev}): docs/Config_Reference.md and klippy/.`,
    ),
  ],
  [
    'schema-moonraker.ts',
    render(
      buildMoonraker(),
      'MOONRAKER_SCHEMA',
      `From Moonraker commit ${moonrakerRev}: docs/configuration.md and moonraker/components/.`,
    ),
  ],
];
for (const [file, generated] of outputs) {
  const path = join(OUT, file);
  const options = (await prettier.resolveConfig(path)) ?? {};
  const text = await prettier.format(generated, { ...options, filepath: path });
  writeFileSync(path, text);
  const min = transformSync(text, { loader: 'ts', minify: true }).code.length;
  console.log(`${file}: ${text.length} bytes, ${min} bytes minified`);
}
