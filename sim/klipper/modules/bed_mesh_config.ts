// [bed_mesh] options and BED_MESH_CALIBRATE's overrides the way Klipper reads them (rectangular
// beds), and the stored profiles of the `[bed_mesh <name>]` sections.

import { ConfigError } from '../config';
import type { GCodeCommand } from '../gcode/command';
import { CommandError } from '../gcode/parser';
import type { ExcludeObjectDef } from '../job';
import type { Printer } from '../printer';
import type { ConfigSection } from '../settings';
import { verifyAlgorithm, type MeshParams } from './bed_mesh_math';

export const PROFILE_VERSION = 1;

/** The probing setup of one calibration. */
export interface MeshConfig {
  x_count: number;
  y_count: number;
  mesh_x_pps: number;
  mesh_y_pps: number;
  algo: string;
  tension: number;
  min: [number, number];
  max: [number, number];
}

export interface Profile {
  points: number[][];
  mesh_params: MeshParams;
}

/** A `x, y` pair of integers from the config (one value stands for both). */
function configPair(sec: ConfigSection, option: string, def: number, minval: number): number[] {
  const raw = sec.floatList(option, [def, def]);
  if (raw.some((v) => !Number.isInteger(v)))
    throw new ConfigError(`Unable to parse option '${option}' in section '${sec.name}'`);
  if (raw.length !== 1 && raw.length !== 2)
    throw new ConfigError(`bed_mesh: malformed '${option}' value: ${sec.str(option)}`);
  const pair = raw.length === 1 ? [raw[0] ?? def, raw[0] ?? def] : raw;
  if (pair.some((v) => v < minval))
    throw new ConfigError(
      `Option '${option}' in section bed_mesh must have a minimum of ${minval}`,
    );
  return pair;
}

function configCoord(sec: ConfigSection, option: string, def?: number[]): [number, number] {
  const v = sec.floatList(option, def);
  if (v.length !== 2)
    throw new ConfigError(`Option '${option}' in section '${sec.name}' must have 2 elements`);
  return [v[0] ?? 0, v[1] ?? 0];
}

/** The [bed_mesh] section's mesh options (read in Klipper's order, so settings list them so). */
export function readMeshConfig(sec: ConfigSection): { config: MeshConfig; adaptiveMargin: number } {
  const adaptiveMargin = sec.float('adaptive_margin', 0);
  if (sec.has('mesh_radius'))
    throw new ConfigError('bed_mesh: the virtual printer models rectangular beds only');
  const [xCount = 3, yCount = 3] = configPair(sec, 'probe_count', 3, 3);
  const min = configCoord(sec, 'mesh_min');
  const max = configCoord(sec, 'mesh_max');
  if (max[0] <= min[0] || max[1] <= min[1])
    throw new ConfigError('bed_mesh: invalid min/max points');
  const [xPps = 2, yPps = 2] = configPair(sec, 'mesh_pps', 2, 0);
  const config: MeshConfig = {
    x_count: xCount,
    y_count: yCount,
    mesh_x_pps: xPps,
    mesh_y_pps: yPps,
    algo: sec.str('algorithm', 'lagrange').trim().toLowerCase(),
    tension: sec.float('bicubic_tension', 0.2, { minval: 0, maxval: 2 }),
    min,
    max,
  };
  try {
    config.algo = verifyAlgorithm(config);
  } catch (e) {
    throw new ConfigError((e as Error).message);
  }
  return { config, adaptiveMargin };
}

/** `zero_reference_position` when set (read where Klipper's probe manager reads it). */
export function readZeroReference(sec: ConfigSection): [number, number] | null {
  return sec.has('zero_reference_position') ? configCoord(sec, 'zero_reference_position') : null;
}

/** A stored profile section; null (and logged by Klipper) when its version is not this one. */
export function readProfile(p: Printer, sec: ConfigSection): Profile | null {
  const version = sec.int('version', 0);
  if (version !== PROFILE_VERSION) return null;
  const points = sec
    .str('points')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((l) =>
      l
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '')
        .map((v) => {
          const n = Number(v);
          if (!Number.isFinite(n))
            throw new ConfigError(`Unable to parse option 'points' in section '${sec.name}'`);
          return n;
        }),
    );
  const settings = p.config.settings[sec.name.toLowerCase()];
  if (settings) settings.points = points.map((r) => [...r]);
  const mesh_params: MeshParams = {
    min_x: sec.float('min_x'),
    max_x: sec.float('max_x'),
    min_y: sec.float('min_y'),
    max_y: sec.float('max_y'),
    x_count: sec.int('x_count'),
    y_count: sec.int('y_count'),
    mesh_x_pps: sec.int('mesh_x_pps'),
    mesh_y_pps: sec.int('mesh_y_pps'),
    algo: sec.str('algo'),
    tension: sec.float('tension'),
  };
  return { points, mesh_params };
}

function gcodeInts(cmd: GCodeCommand, name: string, minval: number): [number, number] {
  const parts = cmd
    .str(name)
    .split(',')
    .map((v) => v.trim());
  const nums = parts.map((v) => (/^[+-]?\d+$/.test(v) ? Number(v) : NaN));
  if (nums.some((n) => Number.isNaN(n)) || nums.length < 1 || nums.length > 2)
    throw new CommandError(`Unable to parse parameter '${name}'`);
  const pair: [number, number] = [nums[0] ?? 0, nums[1] ?? nums[0] ?? 0];
  if (pair[0] < minval || pair[1] < minval)
    throw new CommandError(`Parameter '${name}' must have a minimum of ${minval}`);
  return pair;
}

function gcodeCoord(cmd: GCodeCommand, name: string): [number, number] {
  const nums = cmd
    .str(name)
    .split(',')
    .map((v) => (v.trim() === '' ? NaN : Number(v)));
  if (nums.length !== 2 || nums.some((n) => !Number.isFinite(n)))
    throw new CommandError(`Unable to parse parameter '${name}'`);
  return [nums[0] ?? 0, nums[1] ?? 0];
}

/** The adapted area around the print's objects (ADAPTIVE=1), or null to probe the full mesh. */
function adapt(
  cmd: GCodeCommand,
  orig: MeshConfig,
  margin: number,
  objects: ExcludeObjectDef[] | null,
): MeshConfig | null {
  if (cmd.int('ADAPTIVE', 0) === 0) return null;
  if (objects === null) {
    cmd.respondInfo('Exclude objects not enabled. Using full mesh...');
    return null;
  }
  if (objects.length === 0) return null;
  const m = cmd.float('ADAPTIVE_MARGIN', margin);
  const pts = objects.flatMap((o) => o.polygon ?? []);
  cmd.respondInfo(`Found ${objects.length} objects`);
  const xs = pts.map((pt) => pt[0] ?? 0);
  const ys = pts.map((pt) => pt[1] ?? 0);
  const min: [number, number] = [
    Math.max(Math.min(...xs) - m, orig.min[0]),
    Math.max(Math.min(...ys) - m, orig.min[1]),
  ];
  const max: [number, number] = [
    Math.min(Math.max(...xs) + m, orig.max[0]),
    Math.min(Math.max(...ys) + m, orig.max[1]),
  ];
  const ratio = [
    (max[0] - min[0]) / (orig.max[0] - orig.min[0]),
    (max[1] - min[1]) / (orig.max[1] - orig.min[1]),
  ];
  let xc = Math.ceil(orig.x_count * (ratio[0] ?? 1));
  let yc = Math.ceil(orig.y_count * (ratio[1] ?? 1));
  const least = Math.max(xc, yc) > 6 && Math.min(xc, yc) < 4 ? 4 : 3;
  xc = Math.max(least, xc);
  yc = Math.max(least, yc);
  cmd.respondInfo(`Adapted probe count: (${xc},${yc})`);
  return { ...orig, min, max, x_count: xc, y_count: yc };
}

/** BED_MESH_CALIBRATE's parameters over the configured mesh; `adaptive` when ADAPTIVE=1 applied. */
export function calibrationConfig(
  cmd: GCodeCommand,
  orig: MeshConfig,
  adaptiveMargin: number,
  objects: ExcludeObjectDef[] | null,
): { config: MeshConfig; adaptive: boolean } {
  let c: MeshConfig = { ...orig };
  if (cmd.has('MESH_MIN')) c.min = gcodeCoord(cmd, 'MESH_MIN');
  if (cmd.has('MESH_MAX')) c.max = gcodeCoord(cmd, 'MESH_MAX');
  if (cmd.has('PROBE_COUNT')) [c.x_count, c.y_count] = gcodeInts(cmd, 'PROBE_COUNT', 3);
  if (cmd.has('MESH_PPS')) [c.mesh_x_pps, c.mesh_y_pps] = gcodeInts(cmd, 'MESH_PPS', 0);
  if (cmd.has('ALGORITHM')) c.algo = cmd.str('ALGORITHM').trim().toLowerCase();
  const adapted = adapt(cmd, c, adaptiveMargin, objects);
  if (adapted) c = adapted;
  c.algo = verifyAlgorithm(c);
  return { config: c, adaptive: adapted !== null };
}
