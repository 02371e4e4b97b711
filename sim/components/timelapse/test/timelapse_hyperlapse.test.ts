// Hyperlapse as moonraker-timelapse runs it: at a print's start the component sends
// `HYPERLAPSE ACTION=START CYCLE=n`, Klipper's _HYPERLAPSE_LOOP takes a frame every cycle (in the
// simulator's scaled time) while layer frames are ignored, the print's end (or its cancel) stops
// it, and with `saveframes` the frames are saved as a zip named after the file.

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../test/helpers';
import { waitUntil } from '../../../test/print_helpers';
import {
  timelapseSim,
  writeGcode,
  zipNames,
  type TimelapseSim,
} from '../../../test/timelapse_helpers';

const SCALE = 10;
const CYCLE = 2;

describe('hyperlapse', () => {
  let t: TimelapseSim;
  beforeAll(async () => {
    t = await timelapseSim({}, { timeScale: SCALE });
    await http(t.sim, 'POST', '/machine/timelapse/settings', {
      mode: 'hyperlapse',
      hyperlapse_cycle: CYCLE,
      autorender: false,
      saveframes: true,
    });
  });
  afterAll(() => t.stop());

  it('takes a frame every cycle while printing, and stops at the end', async () => {
    // About 36 simulated seconds of slow moves, with a layer frame that hyperlapse ignores.
    const lines = ['G28', 'G90', 'G1 Z1 F600', 'G1 X20 Y20 F6000'];
    for (let i = 0; i < 3; i++)
      lines.push('TIMELAPSE_TAKE_FRAME', 'G1 X200 F900', 'G1 Y200 F900', 'G1 X20 Y20 F3000');
    writeGcode(t.sim, 'hyper.gcode', lines);
    const times: number[] = [];
    const seen = new Set<unknown>();
    const record = (): void => {
      for (const m of t.client.notifications('notify_timelapse_event'))
        if (!seen.has(m)) {
          seen.add(m);
          times.push(Date.now());
        }
    };
    const watch = setInterval(record, 10);
    await t.client.call('printer.print.start', { filename: 'hyper.gcode' });
    await waitUntil(() => t.sim.klippy.printer?.job.state === 'complete', 60000);
    const simSeconds = ((times.at(-1)! - times[0]!) / 1000) * SCALE;
    clearInterval(watch);

    const frames = readdirSync(join(t.sim.dataDir, 'timelapse_frames')).sort();
    expect(frames.length).toBeGreaterThanOrEqual(8);
    // One frame at the start, then one per cycle (layer frames ignored).
    expect(frames.length).toBeLessThanOrEqual(Math.floor(simSeconds / CYCLE) + 2);
    expect(frames[0]).toBe('frame000001.jpg');
    const gaps = times.slice(1).map((v, i) => ((v - (times[i] ?? v)) / 1000) * SCALE);
    const sorted = [...gaps].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeGreaterThan(CYCLE * 0.7);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(CYCLE * 2);

    const responses = t.client.notifications('notify_gcode_response').map((m) => m.params?.[0]);
    expect(responses).toContain(`// Hyperlapse: frames started (Cycle ${CYCLE} sec)`);
    await t.client.waitFor(
      (m) =>
        m.method === 'notify_gcode_response' && m.params?.[0] === '// Hyperlapse: frames stopped',
    );
    const count = frames.length;
    await new Promise((r) => setTimeout(r, ((CYCLE * 2) / SCALE) * 1000));
    expect(readdirSync(join(t.sim.dataDir, 'timelapse_frames'))).toHaveLength(count);
    const hyper = t.sim.klippy.query({ 'gcode_macro HYPERLAPSE': ['run'] });
    expect(hyper['gcode_macro HYPERLAPSE']?.run).toBe(false);

    // saveframes at the end: the frames in a zip named after the print.
    const dir = join(t.sim.dataDir, 'timelapse');
    await waitUntil(() => readdirSync(dir).some((n) => n.endsWith('_frames.zip')), 5000);
    const zip = readdirSync(dir).find((n) => n.endsWith('_frames.zip')) ?? '';
    expect(zip).toMatch(/^timelapse_hyper\.gcode_\d{8}_\d{4}_frames\.zip$/);
    expect(existsSync(join(dir, zip))).toBe(true);
    expect(zipNames(join(dir, zip))).toEqual(frames);
  }, 90000);

  it('stops when the print is cancelled', async () => {
    const lines = ['G28', 'G90', 'G1 Z1 F600'];
    for (let i = 0; i < 10; i++) lines.push('G1 X200 F600', 'G1 X20 F600');
    writeGcode(t.sim, 'long.gcode', lines);
    const seen = t.client.messages.length;
    await t.client.call('printer.print.start', { filename: 'long.gcode' });
    await t.client.waitFor(
      (m) => t.client.messages.indexOf(m) >= seen && m.method === 'notify_timelapse_event',
      10000,
    );
    await t.client.call('printer.print.cancel');
    await t.client.waitFor(
      (m) =>
        t.client.messages.indexOf(m) >= seen &&
        m.method === 'notify_gcode_response' &&
        m.params?.[0] === '// Hyperlapse: frames stopped',
      10000,
    );
    const hyper = t.sim.klippy.query({ 'gcode_macro HYPERLAPSE': ['run'] });
    expect(hyper['gcode_macro HYPERLAPSE']?.run).toBe(false);
  }, 60000);
});
