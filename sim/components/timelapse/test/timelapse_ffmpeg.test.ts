// The render command's parts as moonraker-timelapse builds them (table tests): the frame rate
// (fixed, or frames / target length clamped to min and max), the rotation and flip filter, the
// command line with its extra output parameters split as Moonraker's shell command splits it, the
// progress frame read from ffmpeg's lines, and Python's strftime for the output names.

import { describe, expect, it } from 'vitest';
import {
  previewCommand,
  progressFrame,
  renderCommand,
  renderFps,
  shlexSplit,
  strftime,
  videoFilter,
} from '../ffmpeg';

describe('renderFps', () => {
  const base = {
    output_framerate: 30,
    targetlength: 10,
    variable_fps_min: 5,
    variable_fps_max: 60,
  };
  it.each([
    [{ variable_fps: false }, 120, 30],
    [{ variable_fps: true }, 120, 12],
    [{ variable_fps: true }, 129, 12],
    [{ variable_fps: true }, 20, 5],
    [{ variable_fps: true }, 2000, 60],
    [{ variable_fps: true, variable_fps_min: 1 }, 15, 1],
  ])('%o with %i frames → %i fps', (s, frames, fps) => {
    expect(renderFps({ ...base, ...s }, frames)).toBe(fps);
  });
});

describe('videoFilter', () => {
  it.each([
    [{}, ''],
    [{ rotation: 90 }, 'transpose=1'],
    [{ rotation: 90, flip_y: true }, 'transpose=3'],
    [{ rotation: 180 }, 'hflip,vflip'],
    [{ rotation: 270 }, 'transpose=2'],
    [{ rotation: 270, flip_y: true }, 'transpose=2'],
    [{ rotation: 45 }, 'rotate=0.7853981633974483'],
    [{ flip_x: true, flip_y: true }, 'hflip,vflip'],
    [{ flip_x: true }, 'hflip'],
    [{ flip_y: true }, 'vflip'],
    [{ rotation: 180, flip_x: true }, 'hflip,vflip'],
  ])('%o → %s', (s, filter) => {
    expect(videoFilter({ rotation: 0, flip_x: false, flip_y: false, ...s })).toBe(filter);
  });
});

describe('renderCommand', () => {
  const s = { constant_rate_factor: 23, pixelformat: 'yuv420p', extraoutputparams: '' };
  it('is the component command line, split into arguments', () => {
    const c = renderCommand('/usr/bin/ffmpeg', s, 30, '/f/frame%6d.jpg', '/f/out file.mp4');
    expect(c.cmd).toBe(
      "/usr/bin/ffmpeg -r 30 -i '/f/frame%6d.jpg' -threads 2 -g 5 -crf 23 -vcodec libx264 -pix_fmt yuv420p -an  '/f/out file.mp4' -y",
    );
    expect(c.argv).toEqual([
      ...['/usr/bin/ffmpeg', '-r', '30', '-i', '/f/frame%6d.jpg', '-threads', '2', '-g', '5'],
      ...['-crf', '23', '-vcodec', 'libx264', '-pix_fmt', 'yuv420p', '-an'],
      ...['/f/out file.mp4', '-y'],
    ]);
  });
  it('puts the filter after the input and the extra parameters before the output', () => {
    const c = renderCommand(
      'ffmpeg',
      { ...s, rotation: 90, extraoutputparams: '-movflags +faststart -metadata title="A b"' },
      12,
      'in%6d.jpg',
      'o.mp4',
    );
    expect(c.argv.slice(5, 7)).toEqual(['-vf', 'transpose=1']);
    expect(c.argv.slice(-7)).toEqual([
      ...['-an', '-movflags', '+faststart', '-metadata', 'title=A b'],
      ...['o.mp4', '-y'],
    ]);
  });
  it('rewrites the preview only with a filter or extra parameters', () => {
    expect(previewCommand('ffmpeg', { rotation: 0, extraoutputparams: '' }, 'p.jpg')).toBeNull();
    expect(previewCommand('ffmpeg', { flip_x: true, extraoutputparams: '' }, 'p.jpg')?.cmd).toBe(
      "ffmpeg -i 'p.jpg' -vf 'hflip' -an  'p.jpg' -y",
    );
  });
});

describe('shlexSplit', () => {
  it.each([
    ['', []],
    ['a  b', ['a', 'b']],
    ["'a b' c", ['a b', 'c']],
    ['"a \\" b"', ['a " b']],
    ['x\\ y', ['x y']],
    ["pre'fix'ed", ['prefixed']],
  ])('%s', (text, words) => {
    expect(shlexSplit(text)).toEqual(words);
  });
  it('refuses an open quote', () => {
    expect(() => shlexSplit("'open")).toThrow('No closing quotation');
  });
});

describe('progressFrame', () => {
  it.each([
    ['frame=   42 fps= 21 q=28.0 size=       0kB time=00:00:01.33 bitrate=   0.3kbits/s', 42],
    ['frame=  125 fps=0.0 q=-1.0 Lsize=      12kB time=00:00:04.10', 125],
    ['  Stream #0:0: Video: mjpeg, yuvj420p, 320x240, 30 fps, 30 tbr', 0],
    ['Input #0, image2, from frame%6d.jpg:', null],
  ])('%s → %s', (line, frame) => {
    expect(progressFrame(line)).toBe(frame);
  });
});

describe('strftime', () => {
  const d = new Date(2024, 7, 6, 14, 2, 9, 45);
  it.each([
    ['%Y%m%d_%H%M', '20240806_1402'],
    ['%y-%m-%d %H:%M:%S', '24-08-06 14:02:09'],
    ['%a %A %b %B %j', 'Tue Tuesday Aug August 219'],
    ['%I%p %f %% %Q', '02PM 045000 % %Q'],
  ])('%s → %s', (format, out) => {
    expect(strftime(format, d)).toBe(out);
  });
});
