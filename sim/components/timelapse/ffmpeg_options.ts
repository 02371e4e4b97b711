// What the timelapse settings may hand ffmpeg: `extraoutputparams` may only add encoding options of
// the one output (a whitelist of options, each with the shape of its value, and of video filters
// that read no file), and `pixelformat` is one pixel format name. Never another output file, an
// input, a muxer, a protocol or a filter that opens files. Pure: no I/O.

import { shlexSplit } from './shlex';

/** A setting's value that ffmpeg is not given; the message says why. */
export class UnsafeOption extends Error {}

const WORD = /^[A-Za-z0-9_]+$/;
const INT = /^-?\d+$/;
const NUMBER = /^\d+(\.\d+)?$/;
const BITRATE = /^\d+(\.\d+)?[kKmMgG]?$/;
const RATE = /^\d+(\.\d+)?(\/\d+)?$/;
const SIZE = /^(\d+x\d+|[a-z0-9]+)$/;
const ASPECT = /^\d+(\.\d+)?([:/]\d+)?$/;
const MOVFLAGS = /^[+-]?[a-z_]+([+-][a-z_]+)*$/;
/** Metadata written into the output file itself: a plain key and any text but a NUL. */
const METADATA = /^[A-Za-z0-9_]+=[^\0]*$/;

/** Video filters that transform frames and take no file, device or command input. */
const FILTERS = new Set([
  'crop',
  'deflicker',
  'eq',
  'format',
  'fps',
  'framerate',
  'hflip',
  'hqdn3d',
  'minterpolate',
  'null',
  'pad',
  'rotate',
  'scale',
  'setdar',
  'setpts',
  'setsar',
  'tmix',
  'transpose',
  'unsharp',
  'vflip',
]);
/** A filter's arguments: options and expressions only (no quoting, escapes, labels or chains). */
const FILTER_ARGS = /^[A-Za-z0-9_.:=+\-*/()]*$/;

function isFilterChain(text: string): boolean {
  if (text === '') return false;
  return text.split(',').every((part) => {
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    const args = eq < 0 ? '' : part.slice(eq + 1);
    return FILTERS.has(name) && FILTER_ARGS.test(args);
  });
}

type ValueRule = RegExp | ((value: string) => boolean) | null;

/** The options `extraoutputparams` may hold, with the rule of the value that follows (null: none). */
const OUTPUT_OPTIONS = new Map<string, ValueRule>([
  ['-preset', WORD],
  ['-tune', WORD],
  ['-profile', WORD],
  ['-profile:v', WORD],
  ['-level', NUMBER],
  ['-level:v', NUMBER],
  ['-crf', NUMBER],
  ['-qp', INT],
  ['-q:v', NUMBER],
  ['-b:v', BITRATE],
  ['-maxrate', BITRATE],
  ['-minrate', BITRATE],
  ['-bufsize', BITRATE],
  ['-g', INT],
  ['-keyint_min', INT],
  ['-bf', INT],
  ['-refs', INT],
  ['-threads', INT],
  ['-r', RATE],
  ['-s', SIZE],
  ['-aspect', ASPECT],
  ['-pix_fmt', WORD],
  ['-vcodec', WORD],
  ['-c:v', WORD],
  ['-codec:v', WORD],
  ['-tag:v', WORD],
  ['-fps_mode', WORD],
  ['-vsync', WORD],
  ['-movflags', MOVFLAGS],
  ['-metadata', METADATA],
  ['-vf', isFilterChain],
  ['-filter:v', isFilterChain],
  ['-an', null],
  ['-sn', null],
  ['-dn', null],
]);

function valueFits(rule: RegExp | ((value: string) => boolean), value: string): boolean {
  return typeof rule === 'function' ? rule(value) : rule.test(value);
}

/**
 * `extraoutputparams` split as the component's shell command splits it, each word checked against
 * the whitelist. Throws UnsafeOption naming the first word that is no allowed option or value.
 */
export function extraOutputArgs(text: string): string[] {
  let words: string[];
  try {
    words = shlexSplit(text);
  } catch (e) {
    throw new UnsafeOption(`extraoutputparams: ${e instanceof Error ? e.message : String(e)}`);
  }
  for (let i = 0; i < words.length; i++) {
    const option = words[i] ?? '';
    const rule = OUTPUT_OPTIONS.get(option);
    if (rule === undefined)
      throw new UnsafeOption(`extraoutputparams: '${option}' is not an encoding option`);
    if (rule === null) continue;
    const value = words[i + 1];
    if (value === undefined || !valueFits(rule, value))
      throw new UnsafeOption(
        `extraoutputparams: '${value ?? ''}' is not a valid value of '${option}'`,
      );
    i++;
  }
  return words;
}

/** The pixel format setting as one ffmpeg argument (a name such as yuv420p). */
export function pixelFormatArg(value: unknown): string {
  const text = String(value);
  if (!WORD.test(text)) throw new UnsafeOption(`pixelformat: '${text}' is not a pixel format`);
  return text;
}
