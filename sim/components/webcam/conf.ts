// moonraker.conf's `[webcam NAME]` sections: read as Moonraker's WebCam.from_config reads them (its
// options, defaults and conversions; uid = UUID5 of the instance's UUID and
// 'moonraker.webcam.NAME'), and the `[webcam printer]` section the simulator's `--webcam` flag
// adds for the virtual camera.

import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Webcam } from '../../../protocol/webcams';
import { parseIni } from '../../klipper/config';
import { ServerError } from '../../errors';
import { convertConf, type PyType } from '../../python_values';
import { validate } from './webcam';

/** The section `--webcam` writes: the virtual camera, snapshots paced by the dashboard. */
export const VIRTUAL_WEBCAM_SECTION = 'webcam printer';
export const VIRTUAL_WEBCAM_OPTIONS: Record<string, string> = {
  service: 'mjpegstreamer-adaptive',
  stream_url: '/webcam/?action=stream',
  snapshot_url: '/webcam/?action=snapshot',
};
/** The section `--webcam-video` writes: the same camera as a WebM video (sim/camera/webm.ts). */
export const VIRTUAL_VIDEO_SECTION = 'webcam printer_video';
export const VIRTUAL_VIDEO_OPTIONS: Record<string, string> = {
  service: 'ipstream',
  stream_url: '/webcam/stream.webm',
  snapshot_url: '/webcam/?action=snapshot',
};

/** A configured camera with what server.config shows of its section. */
export interface ConfiguredWebcam {
  webcam: Webcam;
  section: string;
  /** The options with their parsed values, in the order the component reads them. */
  config: Record<string, unknown>;
  orig: Record<string, string>;
}

/** The instance's UUID (hex), kept in the data folder's `.moonraker.uuid` as Moonraker keeps it. */
export function instanceUuid(dataDir: string): string {
  const path = join(dataDir, '.moonraker.uuid');
  if (existsSync(path)) {
    const text = readFileSync(path, 'utf8').trim();
    if (/^[0-9a-f]{32}$/i.test(text.replace(/-/g, ''))) return text.replace(/-/g, '');
  }
  const uuid = randomUUID().replace(/-/g, '');
  writeFileSync(path, uuid);
  return uuid;
}

/** RFC 4122 version 5 UUID of `name` in the namespace given as 32 hex digits. */
export function uuid5(namespaceHex: string, name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespaceHex, 'hex'))
    .update(Buffer.from(name, 'utf8'))
    .digest();
  const b = hash.subarray(0, 16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x50;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The options of a [webcam] section: name, type and default (undefined = required). */
const OPTIONS: readonly (readonly [keyof Webcam, PyType, string | number | boolean | undefined])[] =
  [
    ['enabled', 'bool', true],
    ['icon', 'str', 'mdiWebcam'],
    ['aspect_ratio', 'str', '4:3'],
    ['target_fps', 'int', 15],
    ['target_fps_idle', 'int', 5],
    ['location', 'str', 'printer'],
    ['service', 'str', 'mjpegstreamer'],
    ['stream_url', 'str', undefined],
    ['snapshot_url', 'str', ''],
    ['flip_horizontal', 'bool', false],
    ['flip_vertical', 'bool', false],
    ['rotation', 'int', 0],
  ];

/** One section read as WebCam.from_config reads it; throws Moonraker's config error. */
export function webcamFromSection(
  section: string,
  options: Map<string, string>,
  instance: string,
): ConfiguredWebcam {
  const name = section.trim().split(/\s+/).slice(1).join(' ') || section.trim();
  const config: Record<string, unknown> = {};
  for (const [key, type, def] of OPTIONS) {
    const text = options.get(key);
    if (text === undefined) {
      if (def === undefined) throw new ServerError(`No option '${key}' in section: '${section}'`);
      config[key] = def;
    } else config[key] = convertConf(section, key, type, text);
  }
  const fields = config as Pick<Webcam, (typeof OPTIONS)[number][0]>;
  const webcam = validate({
    ...fields,
    name,
    source: 'config',
    extra_data: {},
    uid: uuid5(instance, `moonraker.webcam.${name}`),
  });
  return { webcam, section, config, orig: Object.fromEntries(options) };
}

/** The `[webcam …]` sections of moonraker.conf in file order (none when it is missing). */
export function readWebcamSections(confPath: string): [string, Map<string, string>][] {
  if (!existsSync(confPath)) return [];
  try {
    const raw = parseIni(readFileSync(confPath, 'utf8'), 'moonraker.conf');
    return [...raw].filter(([name]) => /^webcam\s/.test(name));
  } catch {
    return [];
  }
}

/**
 * `--webcam` (or `--webcam-video`) on an existing moonraker.conf: appends the virtual camera's
 * section when it has none.
 */
export function ensureVirtualWebcamSection(
  confPath: string,
  section = VIRTUAL_WEBCAM_SECTION,
  options = VIRTUAL_WEBCAM_OPTIONS,
): void {
  if (!existsSync(confPath)) return;
  if (readWebcamSections(confPath).some(([name]) => name === section)) return;
  const text = readFileSync(confPath, 'utf8');
  const body = Object.entries(options).map(([k, v]) => `${k}: ${v}\n`);
  const sep = text === '' || text.endsWith('\n') ? '' : '\n';
  writeFileSync(confPath, `${text}${sep}\n[${section}]\n${body.join('')}`);
}
