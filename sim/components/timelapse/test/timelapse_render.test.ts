// Rendering as moonraker-timelapse renders: a real ffmpeg run on the frames (last frame duplicated,
// frame rate or variable fps, crf, pixel format, rotation), `started`, `running` with progress and
// `success` events, the answer kept until the video is done, the video and its preview image in the
// timelapse root (announced by notify_filelist_changed), and the real 'skipped', 'running' and
// missing-ffmpeg outcomes; at a print's end (autorender) and from the TIMELAPSE_RENDER macro.

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelapseEvent } from '../../../../protocol/timelapse';
import { http } from '../../../test/helpers';
import {
  layeredGcode,
  solidJpeg,
  timelapseEvents,
  timelapseSim,
  writeGcode,
  type TimelapseSim,
} from '../../../test/timelapse_helpers';

/** `count` frames of 320 × 240 in a few colours (encoded once). */
function writeFrames(dir: string, count: number): void {
  const images = [0, 1, 2, 3].map((k) => solidJpeg(320, 240, [60 * k, 90, 255 - 60 * k]));
  for (let i = 1; i <= count; i++)
    writeFileSync(join(dir, `frame${String(i).padStart(6, '0')}.jpg`), images[i % 4] as Buffer);
}

/** The timelapse events a client received after its message number `from`. */
function eventsSince(t: TimelapseSim, from: number): TimelapseEvent[] {
  return t.client.messages
    .slice(from)
    .filter((m) => m.method === 'notify_timelapse_event')
    .map((m) => m.params?.[0] as TimelapseEvent);
}

interface Probe {
  codec_name: string;
  width: number;
  height: number;
  r_frame_rate: string;
  nb_read_frames: string;
  pix_fmt: string;
}

function probe(file: string): Probe {
  const out = execFileSync('/usr/bin/ffprobe', [
    ...['-v', 'error', '-count_frames', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=codec_name,width,height,r_frame_rate,nb_read_frames,pix_fmt'],
    ...['-of', 'json', file],
  ]);
  return (JSON.parse(out.toString()) as { streams: Probe[] }).streams[0] as Probe;
}

const STAMP = /^timelapse__\d{8}_\d{4}$/;

describe('timelapse render', () => {
  let t: TimelapseSim;
  let frames: string;
  let videos: string;
  beforeAll(async () => {
    t = await timelapseSim({}, { timeScale: 10 });
    frames = join(t.sim.dataDir, 'timelapse_frames');
    videos = join(t.sim.dataDir, 'timelapse');
  });
  afterAll(() => t.stop());

  it('skips without frames', async () => {
    const res = await http(t.sim, 'POST', '/machine/timelapse/render');
    const skipped = { action: 'render', status: 'skipped', msg: 'no frames to render, skip' };
    expect(res.body).toEqual({ result: skipped });
    await t.client.waitFor((m) => m.method === 'notify_timelapse_event');
    expect(timelapseEvents(t.client)).toEqual([skipped]);
  });

  it('renders a playable video with progress, answering when done', async () => {
    writeFrames(frames, 120);
    const seen = t.client.messages.length;
    const result = await t.client.call<Record<string, string>>('machine.timelapse.render');
    const events = eventsSince(t, seen);
    const base = result.filename?.replace(/\.mp4$/, '') ?? '';
    expect(base).toMatch(STAMP);
    expect(result).toEqual({
      action: 'render',
      status: 'success',
      framecount: '125',
      filename: `${base}.mp4`,
      printfile: '',
      previewimage: `${base}.jpg`,
      msg: `Rendering Video successful: ${base}.mp4`,
    });
    expect(events[0]).toEqual({
      action: 'render',
      status: 'started',
      framecount: '125',
      settings: { framerate: 30, crf: 23, pixelformat: 'yuv420p' },
    });
    const progress = events.filter((e) => e.status === 'running').map((e) => e.progress ?? -1);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
    expect(events.at(-1)).toEqual(result);

    const video = probe(join(videos, `${base}.mp4`));
    expect(video).toMatchObject({
      codec_name: 'h264',
      width: 320,
      height: 240,
      pix_fmt: 'yuv420p',
    });
    expect(video.r_frame_rate).toBe('30/1');
    expect(Number(video.nb_read_frames)).toBe(125);
    expect(existsSync(join(videos, `${base}.jpg`))).toBe(true);
    // The duplicates of the last frame are gone again; the video went to the timelapse root.
    expect(readdirSync(frames).filter((n) => n.endsWith('.jpg'))).toHaveLength(120);
    expect(readdirSync(frames).filter((n) => n.endsWith('.mp4'))).toEqual([]);
    await t.client.waitFor(
      (m) =>
        m.method === 'notify_filelist_changed' &&
        (m.params?.[0] as { item: { path: string } }).item.path === `${base}.jpg`,
    );
    const created = t.client.messages
      .slice(seen)
      .filter((m) => m.method === 'notify_filelist_changed')
      .map((m) => m.params?.[0] as { action: string; item: { root: string; path: string } });
    expect(created.map((c) => [c.action, c.item.root, c.item.path])).toEqual([
      ['create_file', 'timelapse', `${base}.mp4`],
      ['create_file', 'timelapse', `${base}.jpg`],
    ]);
  }, 60000);

  it("answers 'running' while a render runs", async () => {
    const seen = t.client.messages.length;
    const first = t.client.call('machine.timelapse.render');
    await t.client.waitFor(
      (m) =>
        t.client.messages.indexOf(m) >= seen &&
        m.method === 'notify_timelapse_event' &&
        (m.params?.[0] as { status: string }).status === 'started',
    );
    const second = await http(t.sim, 'POST', '/machine/timelapse/render');
    expect(second.body).toEqual({
      result: { action: 'render', status: 'running', msg: 'render is already running' },
    });
    await first;
  }, 60000);

  it('variable fps (frames / target length, within min and max) and rotation', async () => {
    await http(t.sim, 'POST', '/machine/timelapse/settings', {
      variable_fps: true,
      targetlength: 10,
      duplicatelastframe: 0,
      constant_rate_factor: 30,
      rotation: 90,
    });
    const result = await t.client.call<Record<string, string>>('machine.timelapse.render');
    const started = timelapseEvents(t.client)
      .filter((e) => e.status === 'started')
      .at(-1);
    expect(started).toMatchObject({
      framecount: '120',
      settings: { framerate: 12, crf: 30, pixelformat: 'yuv420p' },
    });
    const video = probe(join(videos, result.filename ?? ''));
    expect(video.r_frame_rate).toBe('12/1');
    expect([video.width, video.height]).toEqual([240, 320]);
    expect(Number(video.nb_read_frames)).toBe(120);
  }, 60000);

  it('renders at the end of a print (autorender), named after the file', async () => {
    await http(t.sim, 'POST', '/machine/timelapse/settings', { variable_fps: false, rotation: 0 });
    writeGcode(t.sim, 'cube.gcode', layeredGcode(4));
    await t.client.call('printer.print.start', { filename: 'cube.gcode' });
    const done = await t.client.waitFor(
      (m) =>
        m.method === 'notify_timelapse_event' &&
        (m.params?.[0] as { status: string }).status === 'success' &&
        (m.params?.[0] as { printfile: string }).printfile === 'cube.gcode',
      60000,
    );
    const result = done.params?.[0] as Record<string, string>;
    expect(result.filename).toMatch(/^timelapse_cube\.gcode_\d{8}_\d{4}\.mp4$/);
    expect(result.framecount).toBe('4');
    expect(Number(probe(join(videos, result.filename ?? '')).nb_read_frames)).toBe(4);
  }, 90000);

  it('TIMELAPSE_RENDER renders and waits for the result', async () => {
    const seen = t.client.messages.length;
    await t.sim.klippy.runScript('TIMELAPSE_RENDER');
    const render = (): Record<string, unknown> =>
      t.sim.klippy.query({ 'gcode_macro TIMELAPSE_RENDER': ['render'] })[
        'gcode_macro TIMELAPSE_RENDER'
      ] ?? {};
    expect(render().render).toBe(true);
    await t.client.waitFor(
      (m) =>
        t.client.messages.indexOf(m) >= seen &&
        m.method === 'notify_gcode_response' &&
        m.params?.[0] === '// Timelapse: Rendering finished',
      30000,
    );
    expect(render().render).toBe(false);
    const statuses = eventsSince(t, seen).map((e) => e.status);
    expect(statuses[0]).toBe('started');
    expect(statuses.at(-1)).toBe('success');
  }, 60000);
});

describe('timelapse render without ffmpeg', () => {
  let t: TimelapseSim;
  beforeAll(async () => {
    t = await timelapseSim({ ffmpeg_binary_path: '/opt/none/ffmpeg' });
  });
  afterAll(() => t.stop());

  it('fails with the real message; autorender is off', async () => {
    writeFrames(join(t.sim.dataDir, 'timelapse_frames'), 2);
    const res = await http(t.sim, 'POST', '/machine/timelapse/render');
    expect(res.body).toEqual({
      result: {
        action: 'render',
        status: 'error',
        msg: '/opt/none/ffmpeg not found, please install ffmpeg',
      },
    });
    const settings = await http(t.sim, 'GET', '/machine/timelapse/settings');
    expect((settings.body as { result: { autorender: boolean } }).result.autorender).toBe(false);
  });
});
