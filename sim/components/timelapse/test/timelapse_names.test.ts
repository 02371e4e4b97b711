// The timelapse component writes only inside its folders: the output name (time_format_code and the
// printed file's name) is checked to stay in the timelapse folder (and the frames folder for the
// video ffmpeg writes first), symlinks resolved, before anything is written; ffmpeg gets the name as
// one argument and, from extraoutputparams and pixelformat, only whitelisted encoding options. A
// refused render or saveframes answers an error and leaves no file anywhere: not beside the data
// folder (a canary folder), not in the data folder, not in the frames or timelapse folders.

import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderCommand } from '../ffmpeg';
import { extraOutputArgs, pixelFormatArg } from '../ffmpeg_options';
import { solidJpeg, timelapseSim, type TimelapseSim } from '../../../test/timelapse_helpers';

describe('extraOutputArgs', () => {
  it.each([
    ['', []],
    ['-preset ultrafast', ['-preset', 'ultrafast']],
    ['-movflags +faststart -tune film', ['-movflags', '+faststart', '-tune', 'film']],
    ['-c:v h264_v4l2m2m -b:v 4M', ['-c:v', 'h264_v4l2m2m', '-b:v', '4M']],
    ['-vf scale=iw/2:-2,hflip', ['-vf', 'scale=iw/2:-2,hflip']],
    ['-metadata title="A b"', ['-metadata', 'title=A b']],
    [
      '-r 25 -s 1280x720 -pix_fmt yuv420p -an',
      ['-r', '25', '-s', '1280x720', '-pix_fmt', 'yuv420p', '-an'],
    ],
  ])('%j is allowed', (text, args) => {
    expect(extraOutputArgs(text)).toEqual(args);
  });

  it.each([
    ['/tmp/x.mp4', "extraoutputparams: '/tmp/x.mp4' is not an encoding option"],
    ['-f mp4 /tmp/x.mp4', "extraoutputparams: '-f' is not an encoding option"],
    ['-y /tmp/x.mp4', "extraoutputparams: '-y' is not an encoding option"],
    ['-i /etc/passwd', "extraoutputparams: '-i' is not an encoding option"],
    ['file:/tmp/x.mp4', "extraoutputparams: 'file:/tmp/x.mp4' is not an encoding option"],
    ['-preset fast http://host/x', "extraoutputparams: 'http://host/x' is not an encoding option"],
    [
      '-vf movie=/etc/passwd',
      "extraoutputparams: 'movie=/etc/passwd' is not a valid value of '-vf'",
    ],
    ['-vf amovie=/x.wav', "extraoutputparams: 'amovie=/x.wav' is not a valid value of '-vf'"],
    [
      '-vf drawtext=textfile=/etc/passwd',
      "extraoutputparams: 'drawtext=textfile=/etc/passwd' is not a valid value of '-vf'",
    ],
    [
      '-vf "scale=2:2[a];[a]hflip"',
      "extraoutputparams: 'scale=2:2[a];[a]hflip' is not a valid value of '-vf'",
    ],
    ['-filter_complex hflip', "extraoutputparams: '-filter_complex' is not an encoding option"],
    ['-x264-params stats=/tmp/s', "extraoutputparams: '-x264-params' is not an encoding option"],
    ['-passlogfile /tmp/p', "extraoutputparams: '-passlogfile' is not an encoding option"],
    ['-preset ../x', "extraoutputparams: '../x' is not a valid value of '-preset'"],
    ['-b:v', "extraoutputparams: '' is not a valid value of '-b:v'"],
    [
      '-c:v copy -map 0 -f tee "a.mp4|/tmp/b.mp4"',
      "extraoutputparams: '-map' is not an encoding option",
    ],
    ["-preset 'open", 'extraoutputparams: No closing quotation'],
  ])('%j is refused', (text, message) => {
    expect(() => extraOutputArgs(text)).toThrow(message);
  });

  it.each([
    ['yuv420p', true],
    ['yuvj422p', true],
    ['yuv420p /tmp/x.mp4', false],
    ['', false],
    ['../x', false],
  ])('pixelformat %j allowed: %s', (value, ok) => {
    if (ok) expect(pixelFormatArg(value)).toBe(value);
    else expect(() => pixelFormatArg(value)).toThrow('is not a pixel format');
  });

  it('keeps a quote in the output name inside that one argument', () => {
    const out = "/f/timelapse_a' '/tmp/b.mp4";
    const c = renderCommand(
      '/usr/bin/ffmpeg',
      { constant_rate_factor: 23, pixelformat: 'yuv420p', extraoutputparams: '' },
      30,
      '/f/frame%6d.jpg',
      out,
    );
    expect(c.argv.slice(-2)).toEqual([out, '-y']);
    expect(c.argv.filter((a) => a.includes('/tmp/b.mp4'))).toEqual([out]);
  });
});

describe('timelapse output names against the virtual printer', () => {
  let t: TimelapseSim;
  let outside: string;
  let frames: string;
  let videos: string;
  const listings = (): Record<string, string[]> => ({
    outside: readdirSync(outside).sort(),
    data: readdirSync(t.sim.dataDir).sort(),
    frames: readdirSync(frames).sort(),
    videos: readdirSync(videos).sort(),
  });
  let before: Record<string, string[]>;

  beforeAll(async () => {
    t = await timelapseSim();
    outside = mkdtempSync(join(tmpdir(), 'printdeck-outside-'));
    writeFileSync(join(outside, 'canary.txt'), 'canary');
    frames = join(t.sim.dataDir, 'timelapse_frames');
    videos = join(t.sim.dataDir, 'timelapse');
    const image = solidJpeg(32, 24, [10, 200, 10]);
    for (let i = 1; i <= 3; i++) writeFileSync(join(frames, `frame00000${i}.jpg`), image);
    await t.client.call('machine.timelapse.post_settings', { duplicatelastframe: 1 });
    before = listings();
  });
  afterEach(async () => {
    await t.client.call('machine.timelapse.post_settings', {
      time_format_code: '%Y%m%d_%H%M',
      extraoutputparams: '',
      pixelformat: 'yuv420p',
    });
  });
  afterAll(async () => {
    await t.stop();
    rmSync(outside, { recursive: true, force: true });
  });

  /** Far enough up from the data folder's timelapse folders to reach the file system's root. */
  const up = '/..'.repeat(16);

  // [what, settings (OUT stands for the canary folder), the message of a refused render]
  const CASES: [string, Record<string, string>, string][] = [
    [
      'a time format walking up to the canary folder',
      { time_format_code: `${up}OUT/x` },
      `output file 'timelapse__${up}OUT/x.mp4' is outside the timelapse folder`,
    ],
    [
      "a time format with '..' inside the name",
      { time_format_code: 'y/../../x' },
      "output file 'timelapse__y/../../x.mp4' is outside the timelapse folder",
    ],
    [
      'a time format that quotes its way to a second output file',
      { time_format_code: `x.mp4' 'OUT/q` },
      '',
    ],
    [
      'extraoutputparams naming another output file',
      { extraoutputparams: '-f mp4 OUT/e1.mp4' },
      "extraoutputparams: '-f' is not an encoding option",
    ],
    [
      'extraoutputparams overwriting a path with -y',
      { extraoutputparams: '-y OUT/e2.mp4' },
      "extraoutputparams: '-y' is not an encoding option",
    ],
    [
      'extraoutputparams with a protocol',
      { extraoutputparams: 'file:OUT/e3.mp4' },
      "extraoutputparams: 'file:OUT/e3.mp4' is not an encoding option",
    ],
    [
      'extraoutputparams with a filter reading a file',
      { extraoutputparams: '-vf movie=OUT/canary.txt' },
      "extraoutputparams: 'movie=OUT/canary.txt' is not a valid value of '-vf'",
    ],
    [
      'extraoutputparams writing a stats file',
      { extraoutputparams: '-x264-params stats=OUT/e4.log:pass=1' },
      "extraoutputparams: '-x264-params' is not an encoding option",
    ],
    [
      'a pixel format followed by another output file',
      { pixelformat: 'yuv420p OUT/e5.mp4' },
      "pixelformat: 'yuv420p OUT/e5.mp4' is not a pixel format",
    ],
  ];

  const withOut = (o: Record<string, string>): Record<string, string> =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.replaceAll('OUT', outside)]));

  it.each(CASES)(
    'render refuses %s, writing nothing',
    async (_what, settings, message) => {
      await t.client.call('machine.timelapse.post_settings', withOut(settings));
      const result = await t.client.call<Record<string, string>>('machine.timelapse.render');
      expect(result.status).toBe('error');
      expect(result.msg).toContain(`Rendering Video failed: ${message.replaceAll('OUT', outside)}`);
      expect(listings()).toEqual(before);
    },
    30000,
  );

  // saveframes names its zip after the time format too (the ffmpeg options are not its business,
  // and a quote in the name is only a character of it: no command line is split).
  const NAME_CASES = CASES.filter(
    ([, settings]) => 'time_format_code' in settings && !settings.time_format_code?.includes("'"),
  );

  it.each(NAME_CASES)('saveframes refuses %s, writing nothing', async (_what, settings) => {
    await t.client.call('machine.timelapse.post_settings', withOut(settings));
    const reply = await t.client.request('machine.timelapse.saveframes');
    const result = reply.result as Record<string, string> | undefined;
    // A name inside the folder but through a missing subfolder fails to open; outside is refused.
    if (result) expect(result).not.toHaveProperty('zipfile');
    if (result?.status === 'error')
      expect(result.msg).toContain('Saving frames failed: output file');
    expect(listings()).toEqual(before);
  });

  it('a symlink at the output name (dangling, to the canary folder) is not written through', async () => {
    await t.client.call('machine.timelapse.post_settings', { time_format_code: 'fixed' });
    const links = ['timelapse__fixed_frames.zip', 'timelapse__fixed.mp4'];
    for (const name of links) symlinkSync(join(outside, `via-${name}`), join(videos, name));
    try {
      const saved = await t.client.call<Record<string, string>>('machine.timelapse.saveframes');
      expect(saved).toEqual({
        action: 'saveframes',
        status: 'error',
        msg: "Saving frames failed: output file 'timelapse__fixed_frames.zip' is outside the timelapse folder",
      });
      const rendered = await t.client.call<Record<string, string>>('machine.timelapse.render');
      expect(rendered).toEqual({
        action: 'render',
        status: 'error',
        msg: "Rendering Video failed: output file 'timelapse__fixed.mp4' is outside the timelapse folder",
      });
      expect(readdirSync(outside)).toEqual(['canary.txt']);
    } finally {
      for (const name of links) rmSync(join(videos, name));
    }
  }, 30000);

  it('a normal name and safe encoding options still render and save', async () => {
    await t.client.call('machine.timelapse.post_settings', {
      time_format_code: '%Y-%m-%d_%H%M%S',
      extraoutputparams: '-preset ultrafast -movflags +faststart -metadata title="A b"',
    });
    const rendered = await t.client.call<Record<string, string>>('machine.timelapse.render');
    expect(rendered.status).toBe('success');
    expect(rendered.filename).toMatch(/^timelapse__\d{4}-\d{2}-\d{2}_\d{6}\.mp4$/);
    const saved = await t.client.call<Record<string, string>>('machine.timelapse.saveframes');
    expect(saved.status).toBe('finished');
    const made = readdirSync(videos);
    expect(made).toContain(rendered.filename);
    expect(made).toContain(saved.zipfile);
    expect(readdirSync(outside)).toEqual(['canary.txt']);
  }, 60000);
});
