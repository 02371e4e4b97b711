// File manager mutations over JSON-RPC: directories, move/rename/copy, delete with force, the file in
// use (403, with a fake print runner), uploads that start a print, zip archives.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileManagerSuite, GCODE, upload } from './files_helpers';

describe('file manager mutations', () => {
  const suite = fileManagerSuite();

  it('creates, moves, renames, copies and deletes directories and files', async () => {
    const mk = await suite.rpc.call<Record<string, unknown>>('server.files.post_directory', {
      path: 'gcodes/box',
    });
    expect(mk).toMatchObject({
      action: 'create_dir',
      item: { path: 'box', root: 'gcodes', permissions: 'rw' },
    });
    expect(
      (await suite.rpc.request('server.files.post_directory', { path: 'gcodes/box' })).error
        ?.message,
    ).toBe(`[Errno 17] File exists: '${join(suite.gcodes, 'box')}'`);
    expect(
      (await suite.rpc.request('server.files.post_directory', { path: 'docs/x' })).error,
    ).toEqual({
      code: 405,
      message: 'Operation Not Supported',
    });
    const cp = await suite.rpc.call<Record<string, unknown>>('server.files.copy', {
      source: 'gcodes/small.gcode',
      dest: 'gcodes/box/copy.gcode',
    });
    expect(cp).toMatchObject({ action: 'create_file', item: { path: 'box/copy.gcode' } });
    const mv = await suite.rpc.call<Record<string, unknown>>('server.files.move', {
      source: 'gcodes/box/copy.gcode',
      dest: 'gcodes/box/renamed.gcode',
    });
    expect(mv).toEqual({
      action: 'move_file',
      item: expect.objectContaining({ path: 'box/renamed.gcode' }) as unknown,
      source_item: { path: 'box/copy.gcode', root: 'gcodes' },
    });
    const note = await suite.rpc.waitFor(
      (m) =>
        m.method === 'notify_filelist_changed' &&
        JSON.stringify(m.params).includes('renamed.gcode'),
    );
    expect(note.params).toEqual([mv]);
    expect(existsSync(join(suite.gcodes, 'box/.thumbs/renamed-32x32.png'))).toBe(true);
    expect(existsSync(join(suite.gcodes, 'box/.thumbs/copy-32x32.png'))).toBe(false);
    await suite.rpc.call('server.files.post_directory', { path: 'gcodes/shelf' });
    const mvDir = await suite.rpc.call<Record<string, unknown>>('server.files.move', {
      source: 'gcodes/box',
      dest: 'gcodes/shelf',
    });
    expect(mvDir).toMatchObject({ action: 'move_dir', item: { path: 'shelf/box' } });
    const meta = await suite.rpc.call<Record<string, unknown>>('server.files.metadata', {
      filename: 'shelf/box/renamed.gcode',
    });
    expect(meta.estimated_time).toBe(781);
    expect(
      (await suite.rpc.request('server.files.delete_directory', { path: 'gcodes/shelf' })).error
        ?.message,
    ).toMatch(/^\[Errno 39\] Directory not empty/);
    const del = await suite.rpc.call('server.files.delete_directory', {
      path: 'gcodes/shelf',
      force: true,
    });
    expect(del).toEqual({
      item: { path: 'shelf', root: 'gcodes', modified: 0, size: 0, permissions: '' },
      action: 'delete_dir',
    });
    expect(existsSync(join(suite.gcodes, 'shelf'))).toBe(false);
    expect(
      (
        await suite.rpc.request('server.files.move', {
          source: 'config_examples/sample-macros.cfg',
          dest: 'config/m.cfg',
        })
      ).error?.message,
    ).toBe('Source path is read-only, cannot move: config_examples');
  });

  it('refuses to touch the file in use with 403', async () => {
    mkdirSync(join(suite.gcodes, 'job'), { recursive: true });
    writeFileSync(join(suite.gcodes, 'job/run.gcode'), GCODE);
    suite.print.loaded = 'job/run.gcode';
    try {
      const inUse = { code: 403, message: 'File currently in use' };
      expect(
        (await suite.rpc.request('server.files.delete_file', { path: 'gcodes/job/run.gcode' }))
          .error,
      ).toEqual(inUse);
      expect(
        (
          await suite.rpc.request('server.files.move', {
            source: 'gcodes/job/run.gcode',
            dest: 'gcodes/x.gcode',
          })
        ).error,
      ).toEqual(inUse);
      expect(
        (
          await suite.rpc.request('server.files.move', {
            source: 'gcodes/small.gcode',
            dest: 'gcodes/job/run.gcode',
          })
        ).error,
      ).toEqual(inUse);
      expect(
        (
          await suite.rpc.request('server.files.delete_directory', {
            path: 'gcodes/job',
            force: true,
          })
        ).error,
      ).toEqual(inUse);
      const up = await upload(suite.sim, 'run.gcode', 'x', { path: 'job' });
      expect(up.status).toBe(403);
      expect(readFileSync(join(suite.gcodes, 'job/run.gcode'), 'utf8')).toBe(GCODE);
      const cp = await suite.rpc.call<Record<string, unknown>>('server.files.copy', {
        source: 'gcodes/job/run.gcode',
        dest: 'gcodes/run-copy.gcode',
      });
      expect(cp.action).toBe('create_file');
      const busy = await upload(suite.sim, 'next.gcode', GCODE, { print: 'true' });
      expect(busy.body.print_started).toBe(false);
    } finally {
      suite.print.loaded = null;
    }
    const start = await upload(suite.sim, 'go.gcode', GCODE, { print: 'true' });
    expect(start.body.print_started).toBe(true);
    expect(suite.print.loaded).toBe('go.gcode');
    suite.print.loaded = null;
  });

  it('zips files into a writable root', async () => {
    const res = await suite.rpc.call<{ destination: Record<string, unknown>; action: string }>(
      'server.files.zip',
      {
        items: ['gcodes/small.gcode', 'config_examples'],
        dest: 'config/bundle.zip',
      },
    );
    expect(res).toMatchObject({
      action: 'zip_files',
      destination: { path: 'bundle.zip', root: 'config' },
    });
    const zip = readFileSync(join(suite.sim.dataDir, 'config/bundle.zip'));
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.includes(Buffer.from('gcodes/small.gcode'))).toBe(true);
    expect(zip.includes(Buffer.from('config_examples/sample-macros.cfg'))).toBe(true);
    expect(
      (await suite.rpc.request('server.files.zip', { items: ['logs/none.log'] })).error?.message,
    ).toBe("No file/directory exits at 'logs/none.log'");
    expect(
      (
        await suite.rpc.request('server.files.zip', {
          items: ['gcodes/small.gcode'],
          dest: 'logs/a.zip',
        })
      ).error?.message,
    ).toBe("Destination Root 'logs' is read-only");
  });
});
