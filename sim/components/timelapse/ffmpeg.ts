// The render command moonraker-timelapse builds (frame rate or variable fps clamped to its limits,
// rotation and flips as a video filter, crf, pixel format, extra output parameters), the command
// line it reports, Python's strftime for the output name, the progress read from ffmpeg's output,
// and running ffmpeg with its output read line by line. Pure except `runFfmpeg`.

import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import type { Json } from '../../args';
import { pyFloat } from '../../python_values';
import { extraOutputArgs, pixelFormatArg } from './ffmpeg_options';

export { shlexSplit } from './shlex';

type Settings = Record<string, Json>;

const num = (v: Json | undefined, fallback = 0): number => (typeof v === 'number' ? v : fallback);

/** Frames per second: the fixed rate, or frames / target length clamped to [min, max]. */
export function renderFps(s: Settings, framecount: number): number {
  if (s.variable_fps !== true) return num(s.output_framerate, 30);
  const target = num(s.targetlength, 10);
  const fps = Math.trunc(target === 0 ? Infinity : framecount / target);
  return Math.max(Math.min(fps, num(s.variable_fps_max, 60)), num(s.variable_fps_min, 5));
}

/** The `-vf` filter for rotation and flips, in the component's order of checks ('' for none). */
export function videoFilter(s: Settings): string {
  const rotation = num(s.rotation);
  const flipX = s.flip_x === true;
  const flipY = s.flip_y === true;
  if (rotation === 90 && flipY) return 'transpose=3';
  if (rotation === 90) return 'transpose=1';
  if (rotation === 180) return 'hflip,vflip';
  if (rotation === 270) return 'transpose=2';
  if (rotation > 0) return `rotate=${pyFloat(rotation * (Math.PI / 180))}`;
  if (flipX && flipY) return 'hflip,vflip';
  if (flipX) return 'hflip';
  if (flipY) return 'vflip';
  return '';
}

export interface RenderCommand {
  /** The command line as the component reports it (`cmd` of a failed render). */
  cmd: string;
  /**
   * What is run: the binary and its arguments, built word by word (a quote in a file name stays in
   * that name) with only the whitelisted extra parameters (see ffmpeg_options.ts).
   */
  argv: string[];
}

/**
 * The ffmpeg command of a render: frames `inputPattern` to `outFile`. Throws UnsafeOption when the
 * pixel format or the extra parameters are not what ffmpeg may be given.
 */
export function renderCommand(
  ffmpeg: string,
  s: Settings,
  fps: number,
  inputPattern: string,
  outFile: string,
): RenderCommand {
  const filter = videoFilter(s);
  const filterPart = filter ? ` -vf '${filter}'` : '';
  const crf = num(s.constant_rate_factor, 23);
  const extra = String(s.extraoutputparams ?? '');
  const cmd =
    `${ffmpeg} -r ${fps} -i '${inputPattern}'${filterPart}` +
    ` -threads 2 -g 5 -crf ${crf} -vcodec libx264` +
    ` -pix_fmt ${String(s.pixelformat)} -an ${extra} '${outFile}' -y`;
  const argv = [
    ...[ffmpeg, '-r', String(fps), '-i', inputPattern],
    ...(filter ? ['-vf', filter] : []),
    ...['-threads', '2', '-g', '5', '-crf', String(crf), '-vcodec', 'libx264'],
    ...['-pix_fmt', pixelFormatArg(s.pixelformat), '-an'],
    ...extraOutputArgs(extra),
    ...[outFile, '-y'],
  ];
  return { cmd, argv };
}

/** The command that applies the same filter and extra parameters to the preview image. */
export function previewCommand(ffmpeg: string, s: Settings, image: string): RenderCommand | null {
  const filter = videoFilter(s);
  const extra = String(s.extraoutputparams ?? '');
  if (!filter && !extra) return null;
  const filterPart = filter ? ` -vf '${filter}'` : '';
  const cmd = `${ffmpeg} -i '${image}'${filterPart} -an ${extra} '${image}' -y`;
  const argv = [
    ...[ffmpeg, '-i', image],
    ...(filter ? ['-vf', filter] : []),
    '-an',
    ...extraOutputArgs(extra),
    ...[image, '-y'],
  ];
  return { cmd, argv };
}

/**
 * The frame number an ffmpeg output line reports (the first number followed later on the line by
 * 'fps', as the component reads it), or null.
 */
export function progressFrame(line: string): number | null {
  const m = /(\d+)(?=.+fps)/.exec(line);
  return m ? Number(m[1]) : null;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Python's datetime.strftime in the C locale for the usual codes (others kept as written). */
export function strftime(format: string, d: Date): string {
  const p = (n: number, w = 2): string => String(n).padStart(w, '0');
  const start = new Date(d.getFullYear(), 0, 1);
  const yday = Math.floor((d.getTime() - start.getTime()) / 86_400_000) + 1;
  const h12 = d.getHours() % 12 === 0 ? 12 : d.getHours() % 12;
  const codes: Record<string, () => string> = {
    Y: () => String(d.getFullYear()),
    y: () => p(d.getFullYear() % 100),
    m: () => p(d.getMonth() + 1),
    d: () => p(d.getDate()),
    H: () => p(d.getHours()),
    I: () => p(h12),
    M: () => p(d.getMinutes()),
    S: () => p(d.getSeconds()),
    f: () => p(d.getMilliseconds() * 1000, 6),
    p: () => (d.getHours() < 12 ? 'AM' : 'PM'),
    a: () => (DAYS[d.getDay()] ?? '').slice(0, 3),
    A: () => DAYS[d.getDay()] ?? '',
    b: () => (MONTHS[d.getMonth()] ?? '').slice(0, 3),
    B: () => MONTHS[d.getMonth()] ?? '',
    j: () => p(yday, 3),
    w: () => String(d.getDay()),
    '%': () => '%',
  };
  return format.replace(/%(.)/g, (all, code: string) => codes[code]?.() ?? all);
}

/**
 * Runs an ffmpeg command, handing each line of its output (stdout and stderr, split at \n and \r
 * as ffmpeg's progress lines end) to `onLine`. True when it exits with 0.
 */
export function runFfmpeg(
  argv: readonly string[],
  onLine: (line: string) => void,
): Promise<boolean> {
  const [bin, ...args] = argv;
  return new Promise<boolean>((done) => {
    if (!bin) return done(false);
    let child: ChildProcessByStdio<null, Readable, Readable>;
    try {
      child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (err) {
      onLine(err instanceof Error ? err.message : String(err));
      return done(false);
    }
    const reader = (): ((chunk: Buffer) => void) => {
      let rest = '';
      return (chunk) => {
        const parts = (rest + chunk.toString('utf8')).split(/[\r\n]+/);
        rest = parts.pop() ?? '';
        for (const line of parts) if (line.trim() !== '') onLine(line);
      };
    };
    child.stdout.on('data', reader());
    child.stderr.on('data', reader());
    child.on('error', (err) => {
      onLine(err.message);
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}
