// Timelapse frames during a print, as moonraker-timelapse takes them: `--timelapse` includes
// timelapse.cfg in printer.cfg; each layer's TIMELAPSE_TAKE_FRAME parks the head (back right, from
// the bed limits) and calls `timelapse_newframe`; the snapshot is fetched while parked into
// frame%06d.jpg; newframe events and lastframeinfo count them; a new print clears the old frames;
// a failing camera gives an error event; with the virtual camera (`--webcam`), its relative snapshot
// URL is fetched from the simulator's own port.

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, RpcClient, startTestSim, type TestSim } from '../../../test/helpers';
import { waitUntil } from '../../../test/print_helpers';
import {
  layeredGcode,
  timelapseEvents,
  timelapseSim,
  writeGcode,
  type TimelapseSim,
} from '../../../test/timelapse_helpers';

describe('timelapse frames of a print', () => {
  let t: TimelapseSim;
  beforeAll(async () => {
    t = await timelapseSim({}, { timeScale: 4 });
    await http(t.sim, 'POST', '/machine/timelapse/settings', {
      parkhead: true,
      parkpos: 'back_right',
      // Long enough that the snapshot is surely taken while parked, even on a busy machine.
      park_time: 0.5,
      autorender: false,
    });
  });
  afterAll(() => t.stop());

  it('writes timelapse.cfg and includes it in printer.cfg', () => {
    const config = join(t.sim.dataDir, 'config');
    expect(readFileSync(join(config, 'printer.cfg'), 'utf8')).toMatch(
      /^\[include timelapse\.cfg\]/,
    );
    expect(readFileSync(join(config, 'timelapse.cfg'), 'utf8')).toContain(
      '[gcode_macro TIMELAPSE_TAKE_FRAME]',
    );
  });

  it('pushes the settings to the macros (parking back right from the bed limits)', async () => {
    await waitUntil(() => {
      const vars = t.sim.klippy.query({ 'gcode_macro TIMELAPSE_TAKE_FRAME': null })[
        'gcode_macro TIMELAPSE_TAKE_FRAME'
      ];
      return vars?.park_enable === true;
    }, 5000);
    const vars = t.sim.klippy.query({ 'gcode_macro TIMELAPSE_TAKE_FRAME': null })[
      'gcode_macro TIMELAPSE_TAKE_FRAME'
    ];
    expect(vars).toMatchObject({
      enable: true,
      park_enable: true,
      park_pos: 'back_right',
      park_x: 235,
      park_y: 235,
      park_dz: 0,
      travel_speed: 100,
      park_time: 0.5,
      fw_retract: false,
      pause_macro: 'BASE_PAUSE',
      resume_macro: 'BASE_RESUME',
    });
  });

  it('takes one frame per layer with the head parked, then a new print clears them', async () => {
    const frames = join(t.sim.dataDir, 'timelapse_frames');
    writeFileSync(join(frames, 'frame000007.jpg'), 'old');
    writeGcode(t.sim, 'layers.gcode', layeredGcode(3));
    await t.client.call('printer.print.start', { filename: 'layers.gcode' });
    await waitUntil(() => t.sim.klippy.printer?.job.state === 'complete', 60000);
    await waitUntil(() => timelapseEvents(t.client).length >= 3, 5000);

    expect(readdirSync(frames).sort()).toEqual([
      'frame000001.jpg',
      'frame000002.jpg',
      'frame000003.jpg',
    ]);
    expect(timelapseEvents(t.client)).toEqual(
      [1, 2, 3].map((n) => ({
        action: 'newframe',
        frame: String(n),
        framefile: `frame00000${n}.jpg`,
        status: 'success',
      })),
    );
    // Every snapshot was taken with the head in the back right corner of the 235 mm bed.
    expect(t.camera.positions).toHaveLength(3);
    for (const [x, y] of t.camera.positions) {
      expect(x).toBeCloseTo(235, 3);
      expect(y).toBeCloseTo(235, 3);
    }
    const info = await http(t.sim, 'GET', '/machine/timelapse/lastframeinfo');
    expect(info.body).toEqual({
      result: { framecount: 3, lastframefile: 'frame000003.jpg' },
    });
    // No macro failed on the way (the console shows Klipper's errors as `!! ...`).
    const lines = t.client.notifications('notify_gcode_response').map((m) => String(m.params?.[0]));
    expect(lines.filter((l) => l.startsWith('!!'))).toEqual([]);
    // The print went on after each frame: back where it was, ending at Z10.
    const pos = t.sim.klippy.query({ toolhead: ['position'] }).toolhead?.position as number[];
    expect(pos.slice(0, 3)).toEqual([50, 120, 10]);
  }, 90000);

  it('sends an error event when the camera fails, and does not count the frame', async () => {
    t.camera.failing = true;
    const before = timelapseEvents(t.client).length;
    await t.sim.klippy.runScript('_TIMELAPSE_NEW_FRAME HYPERLAPSE=False');
    await waitUntil(() => timelapseEvents(t.client).length > before, 5000);
    expect(timelapseEvents(t.client).at(-1)).toEqual({ action: 'newframe', status: 'error' });
    const info = await http(t.sim, 'GET', '/machine/timelapse/lastframeinfo');
    expect(info.body).toEqual({ result: { framecount: 3, lastframefile: 'frame000004.jpg' } });
    t.camera.failing = false;
  });

  it('disabled: the macro answers so and no frame is asked', async () => {
    await http(t.sim, 'POST', '/machine/timelapse/settings', {
      enabled: false,
      gcode_verbose: true,
    });
    await waitUntil(() => {
      const v = t.sim.klippy.query({ 'gcode_macro TIMELAPSE_TAKE_FRAME': ['enable'] });
      return v['gcode_macro TIMELAPSE_TAKE_FRAME']?.enable === false;
    }, 5000);
    const before = t.camera.positions.length;
    await t.sim.klippy.runScript('TIMELAPSE_TAKE_FRAME');
    await t.client.waitFor(
      (m) =>
        m.method === 'notify_gcode_response' &&
        m.params?.[0] === '// Timelapse: disabled, take frame ignored',
    );
    expect(t.camera.positions).toHaveLength(before);
    expect(existsSync(join(t.sim.dataDir, 'timelapse_frames', 'frame000004.jpg'))).toBe(true);
  });
});

describe('timelapse frames from the virtual camera', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startTestSim({ timelapse: true, webcam: true });
  });
  afterAll(() => t.stop());

  it("takes the first camera's relative snapshot URL, fetched from the printer's own address", async () => {
    const client = await RpcClient.connect(t);
    const settings = await http(t, 'GET', '/machine/timelapse/settings');
    expect((settings.body as { result: { snapshoturl: string } }).result.snapshoturl).toBe(
      'http://localhost/webcam/?action=snapshot',
    );
    await t.klippy.runScript('_TIMELAPSE_NEW_FRAME HYPERLAPSE=False');
    await client.waitFor((m) => m.method === 'notify_timelapse_event', 5000);
    expect(timelapseEvents(client)).toEqual([
      { action: 'newframe', frame: '1', framefile: 'frame000001.jpg', status: 'success' },
    ]);
    const frame = readFileSync(join(t.dataDir, 'timelapse_frames', 'frame000001.jpg'));
    expect([frame[0], frame[1]]).toEqual([0xff, 0xd8]);
    expect(frame.length).toBeGreaterThan(1000);
    client.close();
  });
});
