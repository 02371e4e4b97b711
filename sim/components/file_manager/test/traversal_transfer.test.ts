// Path traversal stays refused in the file-transfer routes: a download (GET /server/files/<root>/
// <path>) and a delete (DELETE on the same address) sent with their path exactly as written, and an
// upload's `root` and `path` form fields and file name. Each is refused with the status Moonraker's
// transfer handlers give (the JSON message is the reason phrase), and nothing outside the data
// folder is read, listed, created or deleted (a canary folder beside it).

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CANARY_TEXT,
  UNNAMED,
  multipart,
  plantedForSuite,
  rawRequest,
  type RawReply,
} from './traversal_helpers';

const LONG_NAME = `${'a'.repeat(300)}.gcode`;

/**
 * [label, address after /server/files/ (BASE: the test's folder), status of GET, status of DELETE].
 * '..' and '%2e%2e' segments are resolved by the URL parser before routing: the address then names
 * no root (404). Moonraker, which routes the raw path, answers those 403.
 */
const ADDRESSES: [string, string, number, number][] = [
  ['.. segments', 'gcodes/../../outside/canary.gcode', 404, 404],
  ['%2e%2e segments', 'gcodes/%2e%2e/%2e%2e/outside/canary.gcode', 404, 404],
  ['URL-encoded slashes', 'gcodes/%2e%2e%2f%2e%2e%2foutside%2fcanary.gcode', 403, 403],
  ['double-encoded', 'gcodes/%252e%252e%252f%252e%252e%252foutside%252fcanary.gcode', 404, 400],
  ['backslashes', 'gcodes/..%5C..%5Coutside%5Ccanary.gcode', 403, 403],
  ['NUL byte', 'gcodes/small.gcode%00.png', 403, 403],
  ['absolute inside a root', 'gcodes//etc/passwd', 403, 403],
  ['absolute path', 'etc/passwd', 404, 404],
  ['absolute path to the canary', 'BASE/outside/canary.gcode', 404, 404],
  ['root ..', '..%2F..%2Foutside%2Fcanary.gcode', 404, 404],
  ['no such root', 'nope/x.gcode', 404, 404],
  ['symlinked folder out', 'gcodes/canary-dir/canary.gcode', 403, 403],
  ['symlinked file out', 'gcodes/canary-link.gcode', 403, 403],
  ['symlink to /etc', 'gcodes/etc/passwd', 403, 403],
  ['symlink out in a subfolder', 'gcodes/sub/canary-leak.gcode', 403, 403],
  ['dangling symlink out', 'gcodes/canary-dangling.gcode', 403, 403],
  ['an image through a symlink out (no login asked)', 'gcodes/canary-dir/canary.png', 403, 403],
  ['long name', `gcodes/${LONG_NAME}`, 404, 400],
];

const REASON: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/** [label, form fields, the file part's name, status]. */
const UPLOADS: [string, Record<string, string>, string, number][] = [
  ['path ../..', { path: '../..' }, 'u1.gcode', 400],
  ['path to the canary', { path: '../../outside' }, 'u2.gcode', 400],
  ['absolute path', { path: '/etc' }, 'u3.gcode', 400],
  ['absolute path to the canary', { path: 'BASE/outside' }, 'u4.gcode', 400],
  ['backslashes', { path: '..\\..\\outside' }, 'u5.gcode', 400],
  ['.. after a folder', { path: 'sub/../../..' }, 'u6.gcode', 400],
  ['NUL byte', { path: 'sub\0/../../..' }, 'u7.gcode', 400],
  ['symlinked folder out', { path: 'canary-dir' }, 'u8.gcode', 400],
  ['symlink to /etc', { path: 'etc' }, 'u9.gcode', 400],
  ['dangling symlink out', {}, 'canary-dangling.gcode', 400],
  ['root ..', { root: '..' }, 'u10.gcode', 400],
  ['root with ..', { root: 'gcodes/..' }, 'u11.gcode', 400],
  ['absolute root', { root: 'BASE/outside' }, 'u12.gcode', 400],
  ['no such root', { root: 'nope' }, 'u13.gcode', 400],
  ['read-only root', { root: 'logs', path: '../outside' }, 'u14.log', 400],
  ['long name', {}, LONG_NAME, 500],
  ['file name with ..', {}, '../../outside/u15.gcode', 400],
  ['file name with .. after a folder', {}, 'sub/../../u16.gcode', 400],
  ['file name with backslashes', {}, '..\\..\\outside\\u17.gcode', 400],
  ['file name into a symlinked folder out', {}, 'canary-dir/u18.gcode', 400],
];

describe('path traversal in downloads, deletes and uploads', () => {
  const p = plantedForSuite();

  const fill = (text: string): string => text.replace('BASE', p.base.replace(/^\//, ''));
  /** The canary folder is as it was, and the reply holds nothing of it. */
  const untouched = (reply: RawReply): void => {
    expect(p.snapshot()).toEqual(p.atStart);
    expect(reply.text).not.toContain(CANARY_TEXT);
    expect(reply.text).not.toContain(UNNAMED);
  };
  const errorOf = (reply: RawReply): [number, string | undefined] => [
    reply.status,
    (JSON.parse(reply.text) as { error?: { message: string } }).error?.message,
  ];

  for (const verb of ['GET', 'HEAD', 'DELETE'] as const) {
    it(`${verb} /server/files/<hostile path> is refused`, async () => {
      const got: [string, number, string | undefined][] = [];
      const want: [string, number, string | undefined][] = [];
      for (const [label, address, get, del] of ADDRESSES) {
        const reply = await rawRequest(p.sim, verb, `/server/files/${fill(address)}`);
        untouched(reply);
        const status = verb === 'DELETE' ? del : get;
        if (verb === 'HEAD') {
          got.push([label, reply.status, undefined]);
          want.push([label, status, undefined]);
        } else {
          got.push([label, ...errorOf(reply)]);
          want.push([label, status, REASON[status]]);
        }
      }
      expect(got).toEqual(want);
    });
  }

  it("an upload's hostile root, path or file is refused", async () => {
    const got: [string, number, string | undefined][] = [];
    const want: [string, number, string | undefined][] = [];
    for (const [label, fields, name, status] of UPLOADS) {
      const filled = Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, v.replace('BASE', p.base)]),
      );
      const reply = await rawRequest(
        p.sim,
        'POST',
        '/server/files/upload',
        multipart(filled, name, `; ${label}\nG28\n`),
      );
      untouched(reply);
      got.push([label, ...errorOf(reply)]);
      want.push([label, status, REASON[status]]);
    }
    expect(got).toEqual(want);
  });

  it("an upload's file name with folders lands in those folders of the root, as on Moonraker", async () => {
    for (const [name, path] of [
      ['sub/deeper/up1.gcode', 'sub/deeper/up1.gcode'],
      ['/up2-dir/up2.gcode', 'up2-dir/up2.gcode'],
      [' sub\\up3.gcode ', 'sub/up3.gcode'],
    ] as const) {
      const reply = await rawRequest(
        p.sim,
        'POST',
        '/server/files/upload',
        multipart({}, name, 'G28\n'),
      );
      untouched(reply);
      expect(reply.status).toBe(201);
      expect((JSON.parse(reply.text) as { item: unknown }).item).toMatchObject({
        root: 'gcodes',
        path,
      });
      expect(existsSync(join(p.data, 'gcodes', path))).toBe(true);
    }
  });
});
