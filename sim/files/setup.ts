// Data-folder setup: creates every root folder, gives the read-only Klipper roots a few real-looking
// files, and seeds gcodes once (a marker file) with the repository's fixture G-code.

import {
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

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The repository's own fixtures (fixtures/README.md says what each holds). */
export const FIXTURES_DIR = resolve(REPO, 'fixtures');
export const FIXTURE_GCODE_DIR = join(FIXTURES_DIR, 'gcode');
const SEED_FILES = ['small.gcode', 'multi.gcode'];

const SAMPLES: Record<string, Record<string, string>> = {
  config_examples: {
    'generic-bigtreetech-skr-mini-e3-v3.0.cfg':
      '# This file contains common pin mappings for the BigTreeTech SKR mini\n# E3 v3.0. To use this config, the firmware should be compiled for the\n# STM32G0B1 with a "8KiB bootloader" and USB communication.\n\n[stepper_x]\nstep_pin: PB13\ndir_pin: !PB12\nenable_pin: !PB14\nmicrosteps: 16\nrotation_distance: 40\nendstop_pin: ^PC0\nposition_endstop: 0\nposition_max: 235\nhoming_speed: 50\n',
    'sample-macros.cfg':
      '# Example macros. See docs/Command_Templates.md.\n\n[gcode_macro PRINT_START]\ngcode:\n    {% set BED = params.BED|default(60)|float %}\n    M190 S{BED}\n    G28\n',
  },
  docs: {
    'Overview.md': '# Overview\n\nWelcome to the Klipper documentation.\n',
    'Config_Reference.md':
      '# Configuration reference\n\nThis document is a reference for options available in the Klipper config file.\n',
  },
};

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
