// Path traversal stays refused in every server.files.* call that takes a path, over HTTP (arguments
// in the query string, decoded once as Moonraker decodes them) and JSON-RPC: '..', backslashes, an
// absolute path, a NUL byte, a root that does not exist, symlinks out of a root (planted in the test's
// data folder), URL-encoded and double-encoded text, long names. Each answer is Moonraker's error for
// it (the virtual printer refuses with 403 what Moonraker would follow out of the root), and nothing
// outside the data folder is read, listed, created or deleted (a canary folder beside it).

import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pyOsError } from '../os_error';
import { http } from '../../../test/helpers';
import { CANARY_TEXT, UNNAMED, plantedForSuite } from './traversal_helpers';

type Kind = 'out' | 'noroot' | 'missing';
/** [label, value as the server receives it (BASE: the test's folder), kind]. */
type Case = [string, string, Kind];
interface Answer {
  code: number;
  message?: string;
  result?: unknown;
}

const LONG_NAME = `${'a'.repeat(300)}.gcode`;
const LONG_PATH = `${'d/'.repeat(2100)}x.gcode`;
const ENCODED = '%2e%2e%2f%2e%2e%2foutside%2fcanary.gcode';
const DOUBLE = '%252e%252e%252f%252e%252e%252foutside%252fcanary.gcode';

const PATHS: Case[] = [
  ['..', 'gcodes/..', 'out'],
  ['../..', 'gcodes/../..', 'out'],
  ['.. to the canary', 'gcodes/../../outside/canary.gcode', 'out'],
  ['.. into another root', 'gcodes/../config/printer.cfg', 'out'],
  ['backslashes', 'gcodes/..\\..\\outside\\canary.gcode', 'out'],
  ['absolute inside a root', 'gcodes//etc/passwd', 'out'],
  ['NUL byte', 'gcodes/small.gcode\0/../../../outside/canary.gcode', 'out'],
  ['symlinked folder out', 'gcodes/canary-dir/canary.gcode', 'out'],
  ['symlinked file out', 'gcodes/canary-link.gcode', 'out'],
  ['symlink to /etc', 'gcodes/etc/passwd', 'out'],
  ['symlink out in a subfolder', 'gcodes/sub/canary-leak.gcode', 'out'],
  ['dangling symlink out', 'gcodes/canary-dangling.gcode', 'out'],
  ['absolute path', '/etc/passwd', 'noroot'],
  ['absolute path to the canary', 'BASE/outside/canary.gcode', 'noroot'],
  ['root ..', '../outside/canary.gcode', 'noroot'],
  ['no such root', 'nope/x.gcode', 'noroot'],
  ['URL-encoded text', `gcodes/${ENCODED}`, 'missing'],
  ['double-encoded text', `gcodes/${DOUBLE}`, 'missing'],
  ['long name', `gcodes/${LONG_NAME}`, 'missing'],
  ['long path', `gcodes/${LONG_PATH}`, 'missing'],
];

/** HTTP only: [label, raw query value, what the server decodes it to, kind]. */
const RAW_QUERY: [string, string, string, Kind][] = [
  ['URL-encoded once', `gcodes%2F${ENCODED}`, 'gcodes/../../outside/canary.gcode', 'out'],
  ['double-encoded', `gcodes%2F${DOUBLE}`, `gcodes/${ENCODED}`, 'missing'],
];

const FILENAMES: Case[] = [
  ['..', '../outside/canary.gcode', 'out'],
  ['../..', '../../outside/canary.gcode', 'out'],
  ['backslashes', '..\\..\\outside\\canary.gcode', 'out'],
  ['absolute path', '/etc/passwd', 'out'],
  ['absolute path to the canary', 'BASE/outside/canary.gcode', 'out'],
  ['NUL byte', 'small.gcode\0.gcode', 'out'],
  ['symlinked folder out', 'canary-dir/canary.gcode', 'out'],
  ['symlinked file out', 'canary-link.gcode', 'out'],
  ['symlink out in a subfolder', 'sub/canary-leak.gcode', 'out'],
  ['dangling symlink out', 'canary-dangling.gcode', 'out'],
  ['URL-encoded text', ENCODED, 'missing'],
  ['long name', LONG_NAME, 'missing'],
];

const ROOTS = ['..', '../outside', '/etc', 'gcodes/..', 'nope', 'BASE/outside', 'gcodes\0'];

/** Moonraker's refusal of a path outside its root, as the virtual printer words it. */
const outside = (value: string): Answer => {
  const clean = value.replace(/^\/+/, '');
  const root = clean.split('/')[0] ?? '';
  const rel = clean.slice(root.length + 1).replace(/\\/g, '/');
  return { code: 403, message: `Path '${root}/${rel}' is outside root '${root}'` };
};
const noRoot = (value: string): Answer => ({
  code: 400,
  message: `Invalid root path (${value.replace(/^\/+/, '').split('/')[0] ?? ''})`,
});

interface Endpoint {
  name: string;
  method: string;
  verb: 'GET' | 'POST' | 'DELETE';
  url: string;
  /** The request's arguments for a hostile value. */
  args(value: string): Record<string, unknown>;
  /** The answer for a value naming nothing that exists inside the root (null: not asked). */
  missing(value: string, abs: string): Answer | null;
}

/** A long name as a destination: the file system refuses it, worded as Python's OSError. */
const tooLong = (value: string, abs: string): Answer | null =>
  value.includes(LONG_NAME) || value.includes(LONG_PATH)
    ? { code: 400, message: `[Errno 36] File name too long: '${abs}'` }
    : null;

const ENDPOINTS: Endpoint[] = [
  {
    name: 'get_directory',
    method: 'server.files.get_directory',
    verb: 'GET',
    url: '/server/files/directory',
    args: (path) => ({ path }),
    missing: (_v, abs) => ({ code: 400, message: `Directory does not exist (${abs})` }),
  },
  {
    name: 'post_directory',
    method: 'server.files.post_directory',
    verb: 'POST',
    url: '/server/files/directory',
    args: (path) => ({ path }),
    missing: tooLong,
  },
  {
    name: 'delete_directory',
    method: 'server.files.delete_directory',
    verb: 'DELETE',
    url: '/server/files/directory',
    args: (path) => ({ path, force: true }),
    missing: (v) => ({ code: 400, message: `Directory does not exist (${v})` }),
  },
  {
    name: 'move source',
    method: 'server.files.move',
    verb: 'POST',
    url: '/server/files/move',
    args: (source) => ({ source, dest: 'gcodes/moved.gcode' }),
    missing: (_v, abs) => ({ code: 400, message: `File ${abs} does not exist` }),
  },
  {
    name: 'move dest',
    method: 'server.files.move',
    verb: 'POST',
    url: '/server/files/move',
    args: (dest) => ({ source: 'gcodes/scratch.gcode', dest }),
    missing: tooLong,
  },
  {
    name: 'copy source',
    method: 'server.files.copy',
    verb: 'POST',
    url: '/server/files/copy',
    args: (source) => ({ source, dest: 'gcodes/copied.gcode' }),
    missing: (_v, abs) => ({ code: 400, message: `File ${abs} does not exist` }),
  },
  {
    name: 'copy dest',
    method: 'server.files.copy',
    verb: 'POST',
    url: '/server/files/copy',
    args: (dest) => ({ source: 'gcodes/scratch.gcode', dest }),
    missing: tooLong,
  },
  {
    name: 'zip items',
    method: 'server.files.zip',
    verb: 'POST',
    url: '/server/files/zip',
    args: (item) => ({ items: [item], dest: 'config/t.zip' }),
    missing: (v) => ({ code: 400, message: `No file/directory exits at '${v}'` }),
  },
  {
    name: 'zip dest',
    method: 'server.files.zip',
    verb: 'POST',
    url: '/server/files/zip',
    args: (dest) => ({ items: ['gcodes/small.gcode'], dest }),
    missing: () => null,
  },
  {
    name: 'delete_file',
    method: 'server.files.delete_file',
    verb: 'DELETE',
    url: '',
    args: (path) => ({ path }),
    missing: (v) => ({ code: 400, message: `Invalid file path: ${v}` }),
  },
];

describe('pyOsError', () => {
  it.each([
    ['ENOENT', "[Errno 2] No such file or directory: '/d/x'"],
    ['EEXIST', "[Errno 17] File exists: '/d/x'"],
    ['ENAMETOOLONG', "[Errno 36] File name too long: '/d/x'"],
    ['ENOTEMPTY', "[Errno 39] Directory not empty: '/d/x'"],
    ['EWHATEVER', 'plain message'],
  ])('%s → %s', (code, text) => {
    expect(pyOsError(Object.assign(new Error('plain message'), { code }), '/d/x')).toBe(text);
  });
});

describe('path traversal in the file calls', () => {
  const p = plantedForSuite();

  const fill = (value: string): string => value.replace('BASE', p.base);
  const rpcAnswer = async (method: string, args: Record<string, unknown>): Promise<Answer> => {
    const reply = await p.rpc.request(method, args);
    if (!reply.error) return { code: 200, result: reply.result };
    // JSON-RPC carries a 404 as -32601, as Moonraker does.
    const code = reply.error.code === -32601 ? 404 : reply.error.code;
    return { code, message: reply.error.message };
  };
  const httpAnswer = async (verb: string, url: string, query: string): Promise<Answer> => {
    const res = await http(p.sim, verb, `${url}?${query}`);
    const body = res.body as { result?: unknown; error?: { message: string } };
    if (res.status === 200) return { code: 200, result: body.result };
    return { code: res.status, message: body.error?.message };
  };
  /** The query string of a request's arguments, each value percent-encoded once. */
  const queryOf = (args: Record<string, unknown>, raw?: [string, string]): string =>
    Object.entries(args)
      .map(([k, v]) => {
        const text = Array.isArray(v) ? v.join(',') : String(v);
        const value = raw && text === raw[0] ? raw[1] : encodeURIComponent(text);
        return `${k}=${value}`;
      })
      .join('&');

  /** After each request: the canary folder is as it was, the answer holds nothing of it. */
  const untouched = (answer: Answer): void => {
    expect(p.snapshot()).toEqual(p.atStart);
    const text = JSON.stringify(answer);
    expect(text).not.toContain(CANARY_TEXT);
    expect(text).not.toContain(UNNAMED);
  };
  const expected = (ep: Endpoint, value: string, kind: Kind): Answer | null => {
    if (kind === 'out') return outside(value);
    if (kind === 'noroot') return noRoot(value);
    return ep.missing(value, join(p.data, value));
  };
  /** The file the destination cases try to move or copy (put back if a case moved it). */
  const prepare = async (ep: Endpoint): Promise<void> => {
    if (!ep.name.endsWith(' dest') || existsSync(join(p.data, 'gcodes', 'scratch.gcode'))) return;
    copyFileSync(join(p.data, 'gcodes', 'small.gcode'), join(p.data, 'gcodes', 'scratch.gcode'));
  };

  for (const ep of ENDPOINTS) {
    it(`${ep.name} over JSON-RPC refuses every hostile path`, async () => {
      const got: [string, Answer | null][] = [];
      const want: [string, Answer | null][] = [];
      for (const [label, given, kind] of PATHS) {
        const value = fill(given);
        const exp = expected(ep, value, kind);
        if (!exp) continue;
        await prepare(ep);
        const answer = await rpcAnswer(ep.method, ep.args(value));
        untouched(answer);
        got.push([label, answer]);
        want.push([label, exp]);
      }
      expect(got).toEqual(want);
    });

    if (ep.url === '') continue;
    it(`${ep.name} over HTTP refuses every hostile path, decoded once`, async () => {
      const got: [string, Answer | null][] = [];
      const want: [string, Answer | null][] = [];
      const cases: [string, string, string | undefined, Kind][] = [
        ...PATHS.map(([l, v, k]): [string, string, string | undefined, Kind] => [
          l,
          v,
          undefined,
          k,
        ]),
        ...RAW_QUERY.map(([l, raw, v, k]): [string, string, string, Kind] => [l, v, raw, k]),
      ];
      for (const [label, given, raw, kind] of cases) {
        const value = fill(given);
        const exp = expected(ep, value, kind);
        if (!exp) continue;
        await prepare(ep);
        const args = ep.args(raw ? `RAW:${label}` : value);
        const query = queryOf(args, raw ? [`RAW:${label}`, raw] : undefined);
        const answer = await httpAnswer(ep.verb, ep.url, query);
        untouched(answer);
        got.push([label, answer]);
        want.push([label, exp]);
      }
      expect(got).toEqual(want);
    });
  }

  it('metadata, metascan and thumbnails refuse every hostile file name', async () => {
    const got: [string, string, Answer][] = [];
    const want: [string, string, Answer][] = [];
    for (const [label, given, kind] of FILENAMES) {
      const filename = fill(given);
      const shown = `gcodes/${filename}`;
      for (const [method, exp] of [
        [
          'server.files.metadata',
          { code: 404, message: `Metadata not available for <${filename}>` },
        ],
        [
          'server.files.metascan',
          kind === 'out'
            ? outside(shown)
            : { code: 404, message: `File '${filename}' does not exist` },
        ],
        ['server.files.thumbnails', { code: 200, result: [] }],
      ] as const) {
        const answer = await rpcAnswer(method, { filename });
        untouched(answer);
        got.push([label, method, answer]);
        want.push([label, method, exp]);
      }
    }
    expect(got).toEqual(want);
  });

  it('server.files.list refuses every root that is not one', async () => {
    for (const given of ROOTS) {
      const root = fill(given);
      const exp = { code: 400, message: `Failed to build file list, invalid path: ${root}: None` };
      const viaRpc = await rpcAnswer('server.files.list', { root });
      const viaHttp = await httpAnswer(
        'GET',
        '/server/files/list',
        `root=${encodeURIComponent(root)}`,
      );
      untouched(viaRpc);
      expect([viaRpc, viaHttp]).toEqual([exp, exp]);
    }
  });
});
