// Data-folder setup: creates every root folder, gives the read-only Klipper roots a few real-looking
// files, and seeds gcodes once (a marker file) with the repository's fixture G-code.

import {
  appendFileSync,
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Root } from './roots';

/** The repository: the first folder up from this module holding `fixtures/` (the browser tests
 * run the simulator bundled into one file under node_modules/.cache, not from sim/components/file_manager/). */
function repositoryRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'fixtures', 'gcode')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

const REPO = repositoryRoot();
/** The repository's own fixtures (fixtures/README.md says what each holds). */
export const FIXTURES_DIR = resolve(REPO, 'fixtures');
export const FIXTURE_GCODE_DIR = join(FIXTURES_DIR, 'gcode');
const SEED_FILES = ['small.gcode', 'multi.gcode'];

const SAMPLES: Record<string, Record<string, string>> = {
  config_examples: {
    'generic-bigtreetech-skr-mini-e3-v3.0.cfg': [
      '# Starting point for a printer built on a BigTreeTech SKR Mini E3 V3.0 board',
      '# (an STM32G0B1 chip). Firmware for it: 8 KiB bootloader offset, USB link.',
      '# Copy the sections you need into printer.cfg and check every pin first.',
      '',
      '[stepper_x]',
      'step_pin: PB13',
      'dir_pin: !PB12',
      'enable_pin: !PB14',
      'microsteps: 16',
      'rotation_distance: 40',
      'endstop_pin: ^PC0',
      'position_endstop: 0',
      'position_max: 235',
      'homing_speed: 50',
      '',
    ].join('\n'),
    'sample-macros.cfg': [
      '# Two macros to adapt: heat the bed before homing, then park the head at the end.',
      '',
      '[gcode_macro PRINT_START]',
      'gcode:',
      '    {% set BED = params.BED|default(60)|float %}',
      '    M190 S{BED}',
      '    G28',
      '',
      '[gcode_macro PARK]',
      'gcode:',
      '    G91',
      '    G1 Z10 F600',
      '    G90',
      '    G1 X0 Y220 F6000',
      '',
    ].join('\n'),
  },
  docs: {
    'Overview.md':
      '# Overview\n\nA few pages shipped with the Printdeck virtual printer, standing in for the ' +
      "firmware's documentation folder. They are read-only, like the real one.\n",
    'Config_Reference.md':
      '# Configuration reference\n\nEach `[section]` of printer.cfg configures one part of the ' +
      'printer; each `option: value` line below it sets one of its settings. The editor in ' +
      '/configure knows which sections and options exist and warns about the others.\n',
  },
};

/** The camera service's configuration (crowsnest), written to the config root when missing. */
const CROWSNEST_CONF = [
  '# Camera service of the Printdeck virtual printer (crowsnest).',
  '',
  '[crowsnest]',
  'log_path: ~/printer_data/logs/crowsnest.log',
  'log_level: verbose',
  'delete_log: false',
  '',
  '[cam 1]',
  'mode: ustreamer',
  'port: 8080',
  'device: /dev/video0',
  'resolution: 1280x720',
  'max_fps: 15',
  '',
].join('\n');

/** moonraker.conf from server.config's `orig` (the options the simulator reports as written). */
export function moonrakerConf(orig: Record<string, Record<string, string>>): string {
  const lines = [
    "# Moonraker's configuration as the Printdeck virtual printer reports it (server.config).",
    '# After a server restart the simulator reads back the [power …] devices and the [announcements]',
    '# subscriptions, and checks every section and option as Moonraker does: an unknown one becomes',
    '# a warning (and a section a failed component). The updaters are the simulator’s own.',
  ];
  for (const [section, options] of Object.entries(orig)) {
    if (section === 'DEFAULT') continue;
    lines.push('', `[${section}]`);
    for (const [key, value] of Object.entries(options))
      lines.push(`${key}:${value.startsWith('\n') ? '' : ' '}${value.replace(/\n/g, '\n    ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Writes moonraker.conf and crowsnest.conf into the config root when they are missing. */
export function ensureServiceConfigs(
  configDir: string,
  orig: Record<string, Record<string, string>>,
): void {
  const files = {
    'moonraker.conf': () => moonrakerConf(orig),
    'crowsnest.conf': () => CROWSNEST_CONF,
  };
  for (const [name, text] of Object.entries(files)) {
    const p = join(configDir, name);
    if (!existsSync(p)) writeFileSync(p, text());
  }
}

/**
 * Adds power devices to an existing moonraker.conf that has no `[power …]` section (a data folder
 * from before the simulator had them); a missing file is written whole by ensureServiceConfigs.
 */
export function ensurePowerSections(
  confPath: string,
  sections: Record<string, Record<string, string>>,
): void {
  if (!existsSync(confPath)) return;
  const text = readFileSync(confPath, 'utf8');
  if (/^\s*\[power\s/m.test(text)) return;
  const body = moonrakerConf(sections).split('\n').slice(3).join('\n');
  appendFileSync(confPath, `${text.endsWith('\n') ? '' : '\n'}${body}`);
}

export function setupRoots(dataDir: string, roots: Map<string, Root>): void {
  for (const root of roots.values()) mkdirSync(root.path, { recursive: true });
  for (const [rootName, files] of Object.entries(SAMPLES)) {
    const root = roots.get(rootName);
    if (!root) continue;
    for (const [name, text] of Object.entries(files)) {
      const p = join(root.path, name);
      if (!existsSync(p)) writeFileSync(p, text);
    }
  }
  mkdirSync(join(dataDir, '.tmp_uploads'), { recursive: true });
}

/**
 * Copies a fixture G-code file to `dest`. Large fixtures are kept gzipped in the repository
 * (`multi.gcode.gz`); they are unpacked on the way. Throws when neither form exists.
 */
export function copyGcodeFixture(name: string, dest: string, dir = FIXTURE_GCODE_DIR): void {
  const plain = join(dir, name);
  if (existsSync(plain)) {
    copyFileSync(plain, dest);
    return;
  }
  const packed = `${plain}.gz`;
  if (!existsSync(packed)) throw new Error(`No fixture ${name} (nor ${name}.gz) in ${dir}`);
  const tmp = `${dest}.part`;
  writeFileSync(tmp, gunzipSync(readFileSync(packed)));
  renameSync(tmp, dest);
}

/** The bytes of a fixture G-code file (unpacked when it is kept gzipped). */
export function readGcodeFixture(name: string, dir = FIXTURE_GCODE_DIR): Buffer {
  const plain = join(dir, name);
  if (existsSync(plain)) return readFileSync(plain);
  return gunzipSync(readFileSync(`${plain}.gz`));
}

/** Copies the fixture G-code into gcodes once per data folder, so a user's deletions stick. */
export function seedGcodes(dataDir: string, gcodesDir: string, fixtures = FIXTURE_GCODE_DIR): void {
  const marker = join(dataDir, 'database', '.gcodes_seeded');
  if (existsSync(marker) || !existsSync(fixtures)) return;
  mkdirSync(dirname(marker), { recursive: true });
  for (const name of SEED_FILES) {
    const dst = join(gcodesDir, name);
    if (existsSync(dst)) continue;
    if (!existsSync(join(fixtures, name)) && !existsSync(join(fixtures, `${name}.gz`))) continue;
    copyGcodeFixture(name, dst, fixtures);
    chmodSync(dst, 0o644);
  }
  writeFileSync(marker, `${new Date().toISOString()}\n`);
}

/**
 * Writes the announcement feeds into `<data>/development/announcements/` when that folder is new
 * (a user's edits and deletions of the files stick; removing the folder seeds it again).
 */
export function seedAnnouncementFeeds(
  folder: string,
  names: readonly string[],
  xmlOf: (name: string) => string,
): void {
  if (existsSync(folder)) return;
  mkdirSync(folder, { recursive: true });
  for (const name of names) writeFileSync(join(folder, `${name}.xml`), xmlOf(name));
}

/**
 * Adds the update manager's sections to an existing moonraker.conf that has no `[update_manager]`
 * (a data folder from before the simulator had one); a missing file is written whole.
 */
export function ensureUpdateManagerSections(
  confPath: string,
  sections: Record<string, Record<string, string>>,
): void {
  if (!existsSync(confPath)) return;
  const text = readFileSync(confPath, 'utf8');
  if (/^\s*\[update_manager[\s\]]/m.test(text)) return;
  const body = moonrakerConf(sections).split('\n').slice(3).join('\n');
  appendFileSync(confPath, `${text.endsWith('\n') ? '' : '\n'}${body}`);
}
