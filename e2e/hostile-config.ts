// Browser-test helpers that change what the virtual printer is made of before the dashboard looks
// at it: text added to printer.cfg or moonraker.conf (with a restart, as a user's edit and restart
// would), bed mesh profiles in printer.cfg's SAVE_CONFIG block, webcams posted to Moonraker's API
// and G-code sent as the console sends it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Sim } from './fixtures';

const AUTOSAVE_MARKER = '#*# <---------------------- SAVE_CONFIG';
const AUTOSAVE_HEADER = `\n${AUTOSAVE_MARKER} ---------------------->\n#*# DO NOT EDIT THIS BLOCK OR BELOW. The contents are auto-generated.\n#*#\n`;

/** A bed mesh profile as Klipper's SAVE_CONFIG writes it: a 5 × 5 grid of small heights. */
export function meshProfile(name: string): string {
  const rows = Array.from(
    { length: 5 },
    (_, y) =>
      `#*# \t${Array.from({ length: 5 }, (_, x) => ((x - 2) * 0.02 + (y - 2) * 0.01).toFixed(6)).join(', ')}`,
  );
  return [
    `#*# [bed_mesh ${name}]`,
    '#*# version = 1',
    '#*# points =',
    ...rows,
    '#*# x_count = 5',
    '#*# y_count = 5',
    '#*# mesh_x_pps = 2',
    '#*# mesh_y_pps = 2',
    '#*# algo = bicubic',
    '#*# tension = 0.2',
    '#*# min_x = 10.0',
    '#*# max_x = 205.0',
    '#*# min_y = 10.0',
    '#*# max_y = 225.0',
    '#*#',
  ].join('\n');
}

/**
 * Stops the simulator, adds `sections` to printer.cfg (before its SAVE_CONFIG block) and
 * `autosave` lines to that block (made when missing), then starts it again.
 */
export async function extendPrinterCfg(sim: Sim, sections: string, autosave = ''): Promise<void> {
  const cfg = path.join(sim.dataDir, 'config', 'printer.cfg');
  await sim.stop();
  const text = await readFile(cfg, 'utf8');
  const marker = text.indexOf(AUTOSAVE_MARKER);
  const head = marker < 0 ? text : text.slice(0, marker);
  const block = marker < 0 ? AUTOSAVE_HEADER : `\n${text.slice(marker)}`;
  const next = `${head.trimEnd()}\n${sections}\n${autosave ? `${block.trimEnd()}\n${autosave}\n` : block}`;
  await writeFile(cfg, next);
  await sim.start();
}

/** Stops the simulator, appends `text` to moonraker.conf and starts it again. */
export async function extendMoonrakerConf(sim: Sim, text: string): Promise<void> {
  const conf = path.join(sim.dataDir, 'config', 'moonraker.conf');
  await sim.stop();
  const before = await readFile(conf, 'utf8');
  await writeFile(conf, `${before.trimEnd()}\n\n${text}\n`);
  await sim.start();
}

/** A webcam posted to Moonraker's API (what another client, or Settings, would save). */
export async function postWebcam(sim: Sim, fields: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${sim.url}/server/webcams/item`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(res.ok, `POST /server/webcams/item answered ${res.status}: ${await res.text()}`).toBe(
    true,
  );
}

/** G-code run as the console runs it; resolves with Moonraker's answer (the body's text). */
export async function gcode(sim: Sim, script: string): Promise<{ ok: boolean; text: string }> {
  const res = await fetch(`${sim.url}/printer/gcode/script`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ script }),
  });
  return { ok: res.ok, text: await res.text() };
}

/** Text as a one-line config value: line breaks become spaces, '#' (a comment) goes. */
export function configValue(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/#/g, '_');
}
