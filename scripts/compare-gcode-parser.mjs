// Checks that the G-code parser of the work tree gives the same result, bit for bit, as the parser
// of a git revision (default HEAD): every array up to its count, layers, bounds, objects, counts.
// Files: the fixtures, any paths given, and generated lines that reach every branch of the hot loop
// (relative moves, G92 offsets, exponents, long numbers, M82/M83, CRLF, tabs, comments, arcs...),
// each parsed whole and streamed in chunks of several sizes (lines cut across chunks).
//   node scripts/compare-gcode-parser.mjs [--ref <rev>] [file ...]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { build } from 'esbuild';

const args = process.argv.slice(2);
const refAt = args.indexOf('--ref');
const ref = refAt >= 0 ? args.splice(refAt, 2)[1] : 'HEAD';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gcode-compare-'));

async function bundle(root, out) {
  await build({
    entryPoints: [path.join(root, 'src/lib/gcode/parser.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'error',
  });
  return import(out);
}

const old = path.join(tmp, 'old');
fs.mkdirSync(old);
const archive = execFileSync('git', ['archive', ref, 'src/lib/gcode']);
execFileSync('tar', ['-x', '-C', old], { input: archive });
const before = await bundle(old, path.join(tmp, 'old.mjs'));
const after = await bundle(process.cwd(), path.join(tmp, 'new.mjs'));

/** Lines that exercise the loop's branches, in a random but repeatable order. */
function generated(lines) {
  let seed = 12345;
  const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const num = () => {
    const r = rand();
    if (r < 0.05) return `${(rand() * 100).toFixed(0)}e${rand() < 0.5 ? '-' : ''}1`;
    if (r < 0.1) return (rand() * 1000).toFixed(9);
    if (r < 0.15) return `-${(rand() * 2).toFixed(1 + Math.floor(rand() * 5))}`;
    if (r < 0.2) {
      const odd = ['.', '-', '+3', '-0', '0.', '.5', '007', '12345678', '1234567.8', '.12345678'];
      return odd[Math.floor(rand() * odd.length)];
    }
    if (r < 0.3) return (rand() * 10 ** Math.floor(rand() * 10)).toFixed(Math.floor(rand() * 10));
    return (rand() * 250).toFixed(Math.floor(rand() * 6));
  };
  const specials = [
    'G91',
    'G90',
    'M83',
    'M82',
    'M82.0',
    'M8e1',
    'M204 S500',
    'm205 X1',
    'M1234567',
    'M-1',
    'G92 E0',
    'G92 X10',
    'G92',
    'G28',
    'G28 Z',
    'G10',
    'G11',
    'T1',
    'T0',
    '; LAYER:3',
    ';LAYER_CHANGE',
    '; comment',
    ';',
    '',
    '   ',
    '\t',
    'G2 X10 Y10 I5 J0 E1',
    'G3 X0 Y0 R5',
    'SET_PRINT_STATS_INFO CURRENT_LAYER=2',
    'EXCLUDE_OBJECT_START NAME=part_1',
    'EXCLUDE_OBJECT_END',
    'G1',
    'G0',
    'G1;x',
    'G10 ; x',
    'G1X1',
    'G01 X1',
    '\tG1 X1 Y2',
    'g1 x3 y4 e5',
    'G1 X1 Y2 F3000 ; move',
    'G1 Z0.2\r',
    'G1 X5 Y5 E0.1\r',
    'G1 E-1',
    'G1 E1',
    `G1 X${'1'.repeat(80000)}`,
  ];
  const out = [];
  for (let i = 0; i < lines; i++) {
    if (rand() < 0.15) {
      out.push(specials[Math.floor(rand() * specials.length)]);
      continue;
    }
    let line = rand() < 0.1 ? 'G0' : 'G1';
    for (const axis of ['X', 'Y', 'Z', 'E', 'F'])
      if (rand() < (axis === 'Z' ? 0.1 : 0.6)) line += ` ${axis}${num()}`;
    out.push(line);
  }
  return new TextEncoder().encode(out.join('\n') + '\n');
}

function files() {
  const list = [];
  const fixtures = 'fixtures/gcode';
  for (const name of fs.readdirSync(fixtures).filter((n) => /\.gcode(\.gz)?$/.test(n))) {
    const raw = fs.readFileSync(path.join(fixtures, name));
    list.push([name, new Uint8Array(name.endsWith('.gz') ? gunzipSync(raw) : raw)]);
  }
  for (const file of args) list.push([file, new Uint8Array(fs.readFileSync(file))]);
  list.push(['generated', generated(200_000)]);
  return list;
}

function parse(lib, bytes, chunk) {
  if (!chunk) return lib.parseGcode(bytes);
  const parser = new lib.GcodeParser({ sizeHint: bytes.length });
  for (let o = 0; o < bytes.length; o += chunk) parser.push(bytes.subarray(o, o + chunk));
  return parser.finish();
}

const bits = (a, count) => Buffer.from(a.buffer, a.byteOffset, count * a.BYTES_PER_ELEMENT);

function differences(a, b) {
  const out = [];
  const n = a.moveCount;
  if (n !== b.moveCount) out.push(`moveCount ${n} ≠ ${b.moveCount}`);
  const arrays = [
    ['positions', 3 * (n + 1)],
    ['extrusion', n],
    ['kind', n],
    ['tool', n],
    ['filePosition', n],
    ['object', n],
    ['layerZ', a.layerCount],
    ['layerFirstMove', a.layerCount],
  ];
  for (const [key, count] of arrays) {
    if (!bits(a[key], count).equals(bits(b[key], count))) out.push(key);
  }
  for (const key of [
    'bytes',
    'layerCount',
    'bounds',
    'objects',
    'unsupportedArcs',
    'totalLayerHint',
  ]) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) out.push(key);
  }
  return out;
}

let failed = 0;
for (const [name, bytes] of files()) {
  for (const chunk of [0, 1 << 20, 65537, 4093, 777]) {
    if (chunk && chunk < 4096 && bytes.length > 8e6) continue;
    const diff = differences(parse(before, bytes, chunk), parse(after, bytes, chunk));
    const label = `${name} (${(bytes.length / 1e6).toFixed(1)} MB, ${chunk ? `chunks of ${chunk}` : 'whole'})`;
    if (diff.length > 0) failed++;
    console.log(
      `${diff.length ? 'DIFFERENT' : 'same'}  ${label}${diff.length ? `: ${diff.join(', ')}` : ''}`,
    );
  }
}
fs.rmSync(tmp, { recursive: true, force: true });
console.log(failed ? `${failed} differences against ${ref}` : `all the same as ${ref}`);
process.exit(failed ? 1 : 0);
