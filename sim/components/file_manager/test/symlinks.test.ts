// Symlinks in the roots, as Moonraker's file manager follows them (a walk that follows symlinked
// folders, each real folder once, a folder met at a shallower level first; symlinked files 'r'),
// except that nothing outside its root is ever listed or read: a symlink whose target leaves the
// root is left out of server.files.list and get_directory, zip and directory copies, and refused by
// downloads, metadata, copy, move and delete. Symlinks that stay inside the root keep working.

import {
  lstatSync,
  readFileSync,
  readlinkSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipNames } from '../../../test/timelapse_helpers';
import { CANARY_TEXT, UNNAMED, plantedForSuite, rawRequest } from './traversal_helpers';

interface ListEntry {
  path: string;
  permissions: string;
}
interface DirListing {
  dirs: { dirname: string; permissions: string }[];
  files: { filename: string; permissions: string }[];
}

describe('symlinks in the roots', () => {
  const p = plantedForSuite();
  const answers: string[] = [];
  /** A JSON-RPC call whose answer (result or error) is kept for the canary check. */
  const call = async <T>(method: string, params: Record<string, unknown>): Promise<T> => {
    const reply = await p.rpc.request(method, params);
    answers.push(JSON.stringify(reply));
    if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
    return reply.result as T;
  };
  const refusal = async (method: string, params: Record<string, unknown>) => {
    const reply = await p.rpc.request(method, params);
    answers.push(JSON.stringify(reply));
    return reply.error;
  };

  it('server.files.list follows symlinks that stay in the root, each folder once, and no other', async () => {
    const list = await call<ListEntry[]>('server.files.list', { root: 'gcodes' });
    expect(list.map((e) => [e.path, e.permissions])).toEqual([
      ['inside-dir/real.gcode', 'rw'],
      ['inside-link.gcode', 'r'],
      ['multi.gcode', 'rw'],
      ['small.gcode', 'rw'],
    ]);
    const config = await call<ListEntry[]>('server.files.list', { root: 'config' });
    expect(config.map((e) => e.path).filter((x) => x.includes('canary'))).toEqual([]);
  });

  it('get_directory shows no symlink that leaves the root', async () => {
    for (const extended of [false, true]) {
      const top = await call<DirListing>('server.files.get_directory', {
        path: 'gcodes',
        extended,
      });
      expect(top.dirs.map((d) => [d.dirname, d.permissions])).toEqual([
        ['.thumbs', 'rw'],
        ['inside-dir', 'rw'],
        ['sub', 'rw'],
      ]);
      expect(top.files.map((f) => [f.filename, f.permissions])).toEqual([
        ['inside-link.gcode', 'r'],
        ['multi.gcode', 'rw'],
        ['small.gcode', 'rw'],
      ]);
    }
    const sub = await call<DirListing>('server.files.get_directory', { path: 'gcodes/sub' });
    expect(sub.dirs.map((d) => d.dirname)).toEqual(['deeper']);
    expect(sub.files).toEqual([]);
    const config = await call<DirListing>('server.files.get_directory', { path: 'config' });
    expect(config.dirs.map((d) => d.dirname)).not.toContain('canary-cfg-dir');
  });

  it('metadata, metascan and thumbnails never read a file through a symlink out', async () => {
    for (const filename of [
      'canary-link.gcode',
      'sub/canary-leak.gcode',
      'canary-dir/canary.gcode',
    ]) {
      expect(await refusal('server.files.metadata', { filename })).toEqual({
        code: -32601,
        message: `Metadata not available for <${filename}>`,
      });
      expect(await refusal('server.files.metascan', { filename })).toEqual({
        code: 403,
        message: `Path 'gcodes/${filename}' is outside root 'gcodes'`,
      });
      expect(await call('server.files.thumbnails', { filename })).toEqual([]);
    }
    const meta = await call<{ slicer: string }>('server.files.metascan', {
      filename: 'inside-link.gcode',
    });
    expect(meta.slicer).toBeTruthy();
  });

  it('zip leaves out what a folder links to outside the root', async () => {
    for (const [items, dest] of [
      [['gcodes/sub'], 'gcodes/sub.zip'],
      [['gcodes'], 'gcodes/all.zip'],
      [['config'], 'config/config.zip'],
    ] as const) {
      await call('server.files.zip', { items, dest, store_only: true });
      const [root, name] = dest.split('/') as [string, string];
      const file = join(p.data, root, name);
      expect(zipNames(file).filter((n) => n.includes('canary'))).toEqual([]);
      expect(readFileSync(file, 'latin1')).not.toContain(CANARY_TEXT);
    }
    expect(zipNames(join(p.data, 'gcodes', 'all.zip'))).toContain('gcodes/inside-link.gcode');
    const refused = await refusal('server.files.zip', { items: ['gcodes/sub/canary-leak.gcode'] });
    expect(refused).toEqual({
      code: 403,
      message: "Path 'gcodes/sub/canary-leak.gcode' is outside root 'gcodes'",
    });
  });

  it('a copied folder leaves out its symlinks out of the root; a copied inside link is a file', async () => {
    await call('server.files.copy', { source: 'gcodes/sub', dest: 'gcodes/sub-copy' });
    expect(readdirSync(join(p.data, 'gcodes', 'sub-copy')).sort()).toEqual(['deeper']);
    await call('server.files.copy', {
      source: 'gcodes/inside-link.gcode',
      dest: 'config/copied.gcode',
    });
    const copied = join(p.data, 'config', 'copied.gcode');
    expect(lstatSync(copied).isFile()).toBe(true);
    expect(readFileSync(copied, 'utf8')).toBe(
      readFileSync(join(p.data, 'gcodes', 'small.gcode'), 'utf8'),
    );
  });

  it('copy, move and upload never write through a dangling symlink out of the root', async () => {
    const outside = "Path 'gcodes/canary-dangling.gcode' is outside root 'gcodes'";
    for (const method of ['server.files.copy', 'server.files.move']) {
      expect(
        await refusal(method, {
          source: 'gcodes/small.gcode',
          dest: 'gcodes/canary-dangling.gcode',
        }),
      ).toEqual({ code: 403, message: outside });
    }
    const form = new FormData();
    form.append('file', new Blob(['G28\n']), 'canary-dangling.gcode');
    const up = await fetch(`${p.sim.url}/server/files/upload`, { method: 'POST', body: form });
    answers.push(await up.text());
    expect(up.status).toBe(400);
    expect(readlinkSync(join(p.data, 'gcodes', 'canary-dangling.gcode'))).toBe(
      join(p.outside, 'canary-new.gcode'),
    );
  });

  it("deleting a file never deletes thumbnails through a '.thumbs' linked out of the root", async () => {
    await call('server.files.post_directory', { path: 'gcodes/t' });
    await call('server.files.copy', { source: 'gcodes/small.gcode', dest: 'gcodes/t/small.gcode' });
    const thumbs = join(p.data, 'gcodes', 't', '.thumbs');
    const names = readdirSync(thumbs);
    expect(names.length).toBeGreaterThan(0);
    // The thumbnails folder is swapped for a link to a folder outside holding files of those names.
    const victims = join(p.outside, 'thumbs');
    renameSync(thumbs, victims);
    symlinkSync(victims, thumbs);
    try {
      await call('server.files.delete_file', { path: 'gcodes/t/small.gcode' });
      expect(readdirSync(victims).sort()).toEqual([...names].sort());
    } finally {
      rmSync(thumbs);
      rmSync(victims, { recursive: true });
    }
  });

  it('downloads, deletes and moves refuse a symlink out; an inside symlink downloads', async () => {
    for (const path of [
      'canary-link.gcode',
      'sub/canary-leak.gcode',
      'canary-dir/canary.gcode',
      'etc/hostname',
    ]) {
      const res = await rawRequest(p.sim, 'GET', `/server/files/gcodes/${path}`);
      answers.push(res.text);
      expect(res.status).toBe(403);
      expect(await refusal('server.files.delete_file', { path: `gcodes/${path}` })).toEqual({
        code: 403,
        message: `Path 'gcodes/${path}' is outside root 'gcodes'`,
      });
      expect(
        await refusal('server.files.move', {
          source: `gcodes/${path}`,
          dest: 'gcodes/moved.gcode',
        }),
      ).toEqual({ code: 403, message: `Path 'gcodes/${path}' is outside root 'gcodes'` });
    }
    expect(
      await refusal('server.files.delete_directory', { path: 'gcodes/canary-dir', force: true }),
    ).toEqual({ code: 403, message: "Path 'gcodes/canary-dir' is outside root 'gcodes'" });
    const inside = await fetch(`${p.sim.url}/server/files/gcodes/inside-dir/real.gcode`);
    expect([inside.status, await inside.text()]).toEqual([200, 'G28\n']);
    const link = await fetch(`${p.sim.url}/server/files/gcodes/inside-link.gcode`);
    expect(await link.text()).toBe(readFileSync(join(p.data, 'gcodes', 'small.gcode'), 'utf8'));
  });

  it('nothing outside the data folder was created, deleted, changed, listed or read', () => {
    expect(p.snapshot()).toEqual(p.atStart);
    for (const a of answers) {
      expect(a).not.toContain(CANARY_TEXT);
      expect(a).not.toContain(UNNAMED);
      expect(a).not.toContain('inner.gcode');
    }
  });
});
