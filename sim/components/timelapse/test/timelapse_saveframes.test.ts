// saveframes as moonraker-timelapse answers it: nothing to save gives only the action; frames are
// zipped (stored, named frame%06d.jpg inside) into the timelapse root as
// timelapse_<file>_<time>_frames.zip, announced by notify_filelist_changed, with the frame count
// recounted; over HTTP, JSON-RPC and Klipper's `timelapse_saveFrames` remote method.

import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, sleep } from '../../../test/helpers';
import { waitUntil } from '../../../test/print_helpers';
import { Renderer } from '../render';
import {
  solidJpeg,
  timelapseSim,
  zipNames,
  type TimelapseSim,
} from '../../../test/timelapse_helpers';

describe('timelapse saveframes', () => {
  let t: TimelapseSim;
  let frames: string;
  let out: string;
  beforeAll(async () => {
    t = await timelapseSim();
    frames = join(t.sim.dataDir, 'timelapse_frames');
    out = join(t.sim.dataDir, 'timelapse');
  });
  afterAll(() => t.stop());

  it('answers only the action without frames', async () => {
    const res = await http(t.sim, 'POST', '/machine/timelapse/saveframes');
    expect(res.body).toEqual({ result: { action: 'saveframes' } });
    expect(readdirSync(out)).toEqual([]);
  });

  it('zips the frames into the timelapse root', async () => {
    const image = solidJpeg(32, 24, [10, 200, 10]);
    for (let i = 1; i <= 3; i++) writeFileSync(join(frames, `frame00000${i}.jpg`), image);
    const result = await t.client.call<Record<string, string>>('machine.timelapse.saveframes');
    expect(result).toEqual({
      action: 'saveframes',
      status: 'finished',
      zipfile: expect.stringMatching(/^timelapse__\d{8}_\d{4}_frames\.zip$/) as unknown,
    });
    const zip = result.zipfile ?? '';
    expect(zipNames(join(out, zip))).toEqual([
      'frame000001.jpg',
      'frame000002.jpg',
      'frame000003.jpg',
    ]);
    const created = await t.client.waitFor((m) => m.method === 'notify_filelist_changed');
    expect(created.params?.[0]).toMatchObject({
      action: 'create_file',
      item: { root: 'timelapse', path: zip },
    });
    const info = await http(t.sim, 'GET', '/machine/timelapse/lastframeinfo');
    expect((info.body as { result: { framecount: number } }).result.framecount).toBe(3);
  });

  it('saves when a macro calls timelapse_saveFrames (Klipper reloaded with it)', async () => {
    writeFileSync(
      join(t.sim.dataDir, 'config', 'save.cfg'),
      '[gcode_macro SAVE_TIMELAPSE_FRAMES]\ngcode:\n  {action_call_remote_method("timelapse_saveFrames")}\n',
    );
    const cfg = join(t.sim.dataDir, 'config', 'printer.cfg');
    writeFileSync(cfg, `[include save.cfg]\n${readFileSync(cfg, 'utf8')}`);
    await t.sim.klippy.runScript('RESTART').catch(() => undefined);
    await sleep(100);
    await t.sim.klippy.whenReady();
    for (const name of readdirSync(out)) rmSync(join(out, name));
    await t.sim.klippy.runScript('SAVE_TIMELAPSE_FRAMES');
    // Until the zip is whole (its directory written): the next test zips the same frames again.
    const whole = () => {
      const zip = readdirSync(out).find((n) => n.endsWith('_frames.zip'));
      try {
        return zip !== undefined && zipNames(join(out, zip)).length === 3;
      } catch {
        return false;
      }
    };
    await waitUntil(whole, 5000);
  });

  it('never zips a frame that is a link to a file elsewhere', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'printdeck-frames-'));
    try {
      writeFileSync(join(elsewhere, 'secret.jpg'), 'not a frame of this printer');
      symlinkSync(join(elsewhere, 'secret.jpg'), join(frames, 'frame000004.jpg'));
      const result = await t.client.call<Record<string, string>>('machine.timelapse.saveframes');
      expect(zipNames(join(out, result.zipfile ?? ''))).toEqual([
        'frame000001.jpg',
        'frame000002.jpg',
        'frame000003.jpg',
      ]);
    } finally {
      rmSync(join(frames, 'frame000004.jpg'), { force: true });
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('timelapse saveframes when a frame goes away', () => {
  it('a frame removed while it is zipped fails the save with a message, leaving no zip', async () => {
    const root = mkdtempSync(join(tmpdir(), 'printdeck-saveframes-'));
    try {
      const framesDir = join(root, 'frames');
      const outDir = join(root, 'out');
      mkdirSync(framesDir);
      mkdirSync(outDir);
      const image = solidJpeg(32, 24, [10, 200, 10]);
      for (let i = 1; i <= 3; i++) writeFileSync(join(framesDir, `frame00000${i}.jpg`), image);
      const logged: string[] = [];
      const renderer = new Renderer({
        framesDir,
        outDir,
        ffmpegPath: 'ffmpeg',
        ffmpegInstalled: false,
        settings: () => ({}) as never,
        printFilename: () => 'cube.gcode',
        notify: () => undefined,
        created: () => undefined,
        log: (msg) => logged.push(msg),
      });
      const saving = renderer.saveFrames();
      rmSync(join(framesDir, 'frame000002.jpg')); // gone before yazl reads it
      const result = await saving;
      expect(result).toMatchObject({
        action: 'saveframes',
        status: 'error',
        msg: expect.stringContaining('Saving frames failed') as unknown,
      });
      expect(readdirSync(outDir)).toEqual([]);
      expect(logged.some((line) => line.startsWith('Saving frames failed'))).toBe(true);
      // The next save, with the frames there are, works.
      const again = await renderer.saveFrames();
      expect(again).toMatchObject({ status: 'finished' });
      expect(zipNames(join(outDir, String(again.zipfile)))).toEqual([
        'frame000001.jpg',
        'frame000003.jpg',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
