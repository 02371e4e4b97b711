// File manager over HTTP and JSON-RPC: shapes of the recorded answers, uploads (streamed, checksum,
// hostile names, aborted), downloads, path traversal, move/copy/delete, file in use, notifications, zip.

import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { http } from '../../../test/helpers';
import { fileManagerSuite, GCODE, abortedUpload, upload } from './files_helpers';
import { sameShape } from '../../../test/same_shape';
import { FIXTURES_DIR } from '../setup';

const FIXTURES = join(FIXTURES_DIR, 'moonraker');
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as unknown;

describe('file manager', () => {
  const suite = fileManagerSuite();

  it('seeds the fixture G-code and answers with the recorded shapes', async () => {
    const list = await http(suite.sim, 'GET', '/server/files/list');
    const paths = (list.body as { result: { path: string }[] }).result.map((e) => e.path);
    expect(paths).toEqual(['multi.gcode', 'small.gcode']);
    expect(sameShape(fixture('server_files_list_gcodes.json'), list.body)).toBeNull();
    expect(
      sameShape(
        fixture('server_files_roots.json'),
        (await http(suite.sim, 'GET', '/server/files/roots')).body,
      ),
    ).toBeNull();
    const dir = await http(suite.sim, 'GET', '/server/files/directory?path=gcodes&extended=true');
    const any = {
      anyType: ['$.result.files[].extruder_colors', '$.result.files[].filament_weights'],
    };
    expect(
      sameShape(fixture('server_files_directory_gcodes_extended.json'), dir.body, {
        ...any,
        dynamicKeys: ['$.result.files[]'],
      }),
    ).toBeNull();
    const d = (
      dir.body as { result: { dirs: { dirname: string }[]; files: Record<string, unknown>[] } }
    ).result;
    expect(d.dirs.map((x) => x.dirname)).toContain('.thumbs');
    expect(d.files.find((f) => f.filename === 'small.gcode')).toMatchObject({
      estimated_time: 781,
      layer_count: 100,
    });
    const meta = await http(suite.sim, 'GET', '/server/files/metadata?filename=small.gcode');
    expect(
      sameShape(fixture('server_files_metadata.json'), meta.body, { dynamicKeys: ['$.result'] }),
    ).toBeNull();
    expect((meta.body as { result: Record<string, unknown> }).result).toMatchObject({
      filename: 'small.gcode',
      filament_total: 1449.75,
    });
    const thumbs = await http(suite.sim, 'GET', '/server/files/thumbnails?filename=small.gcode');
    expect(sameShape(fixture('server_files_thumbnails.json'), thumbs.body)).toBeNull();
    expect(
      sameShape(
        fixture('server_files_list_config.json'),
        (await http(suite.sim, 'GET', '/server/files/list?root=config')).body,
      ),
    ).toBeNull();
  });

  it('serves thumbnails as PNG without auth and G-code as text with Range', async () => {
    const png = await fetch(`${suite.sim.url}/server/files/gcodes/.thumbs/small-300x300.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const part = await fetch(`${suite.sim.url}/server/files/gcodes/small.gcode`, {
      headers: { range: 'bytes=0-9' },
    });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('; generate');
    expect(part.headers.get('content-type')).toBe('text/plain');
    const head = await fetch(`${suite.sim.url}/server/files/gcodes/small.gcode`, {
      method: 'HEAD',
    });
    expect(head.headers.get('content-length')).toBe('764331');
    const missing = await http(suite.sim, 'GET', '/server/files/gcodes/nope.gcode');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 404, message: 'Not Found' } });
  });

  it('metadata of a missing file: 404 over HTTP, -32601 over RPC', async () => {
    const res = await http(suite.sim, 'GET', '/server/files/metadata?filename=missing.gcode');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      error: { message: 'Metadata not available for <missing.gcode>' },
    });
    const reply = await suite.rpc.request('server.files.metadata', { filename: 'missing.gcode' });
    expect(reply.error).toEqual({
      code: -32601,
      message: 'Metadata not available for <missing.gcode>',
    });
    const dir = await suite.rpc.request('server.files.get_directory', {
      path: 'gcodes/does_not_exist',
    });
    expect(dir.error?.message).toBe(
      `Directory does not exist (${join(suite.gcodes, 'does_not_exist')})`,
    );
    const del = await suite.rpc.request('server.files.delete_file', {
      path: 'gcodes/does_not_exist.gcode',
    });
    expect(del.error).toEqual({
      code: 400,
      message: 'Invalid file path: gcodes/does_not_exist.gcode',
    });
  });

  it('uploads: 201 bare with Location, checksum, notification equal to the result', async () => {
    const sha = createHash('sha256').update(GCODE).digest('hex');
    const res = await upload(suite.sim, 'up.gcode', GCODE, {
      path: 'a/b',
      checksum: sha.toUpperCase(),
    });
    expect(res.status).toBe(201);
    expect(sameShape(fixture('server_files_upload.json'), res.body)).toBeNull();
    expect(res.body).toMatchObject({
      action: 'create_file',
      item: { path: 'a/b/up.gcode', root: 'gcodes' },
      print_started: false,
      print_queued: false,
    });
    expect(res.headers.get('location')).toBe(`${suite.sim.url}/server/files/gcodes/a/b/up.gcode`);
    const note = await suite.rpc.waitFor(
      (m) =>
        m.method === 'notify_filelist_changed' && JSON.stringify(m.params).includes('up.gcode'),
    );
    expect(note.params).toEqual([{ item: res.body.item, action: 'create_file' }]);
    const meta = await suite.rpc.call<Record<string, unknown>>('server.files.metadata', {
      filename: 'a/b/up.gcode',
    });
    expect(meta.estimated_time).toBe(62);

    const bad = await upload(suite.sim, 'bad.gcode', GCODE, { checksum: '00'.repeat(32) });
    expect(bad.status).toBe(422);
    expect(existsSync(join(suite.gcodes, 'bad.gcode'))).toBe(false);
    expect(readdirSync(join(suite.sim.dataDir, '.tmp_uploads'))).toEqual([]);
    expect((await upload(suite.sim, 'x.txt', 'hi')).status).toBe(400);
    const cfg = await upload(suite.sim, 'extra.cfg', '[gcode_macro X]\n', { root: 'config' });
    expect(cfg.status).toBe(201);
    expect(cfg.body).toEqual({
      item: expect.objectContaining({ path: 'extra.cfg', root: 'config' }) as unknown,
      action: 'create_file',
    });
  });

  it('hostile and unicode names round-trip list, download and delete', async () => {
    for (const name of ['<img src=x onerror=alert(1)>.gcode', 'ünï cödé file.gcode']) {
      expect((await upload(suite.sim, name, GCODE)).status).toBe(201);
      const list = (await suite.rpc.call<{ path: string }[]>('server.files.list', {})).map(
        (e) => e.path,
      );
      expect(list).toContain(name);
      const dl = await fetch(`${suite.sim.url}/server/files/gcodes/${encodeURIComponent(name)}`);
      expect(await dl.text()).toBe(GCODE);
      const disposition = dl.headers.get('content-disposition') ?? '';
      expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '')).toBe(name);
      const del = await http(
        suite.sim,
        'DELETE',
        `/server/files/gcodes/${encodeURIComponent(name)}`,
      );
      expect(del.body).toEqual({
        result: {
          item: { path: name, root: 'gcodes', modified: 0, size: 0, permissions: '' },
          action: 'delete_file',
        },
      });
      expect(existsSync(join(suite.gcodes, name))).toBe(false);
    }
  });

  it('an aborted upload leaves no partial file', async () => {
    await abortedUpload(suite.sim, 'partial.gcode');
    expect(existsSync(join(suite.gcodes, 'partial.gcode'))).toBe(false);
    expect(readdirSync(join(suite.sim.dataDir, '.tmp_uploads'))).toEqual([]);
  });

  it('refuses paths outside the roots and touches nothing', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'printdeck-outside-'));
    writeFileSync(join(outside, 'secret.gcode'), 'secret');
    symlinkSync(outside, join(suite.gcodes, 'escape'));
    try {
      for (const path of [
        'gcodes/../config/printer.cfg',
        'gcodes//etc/passwd',
        'gcodes/escape/secret.gcode',
      ]) {
        const res = await suite.rpc.request('server.files.delete_file', { path });
        expect(res.error?.code).toBe(403);
      }
      expect(
        (await suite.rpc.request('server.files.get_directory', { path: 'gcodes/escape' })).error
          ?.code,
      ).toBe(403);
      expect(
        (
          await suite.rpc.request('server.files.move', {
            source: 'gcodes/small.gcode',
            dest: 'gcodes/../../x.gcode',
          })
        ).error?.code,
      ).toBe(403);
      expect((await upload(suite.sim, 'x.gcode', GCODE, { path: '../..' })).status).toBe(400);
      expect((await upload(suite.sim, 'y.gcode', GCODE, { path: 'escape' })).status).toBe(400);
      expect(
        (await http(suite.sim, 'GET', '/server/files/gcodes/escape/secret.gcode')).status,
      ).toBe(403);
      expect(readdirSync(outside)).toEqual(['secret.gcode']);
      expect(existsSync(join(suite.gcodes, 'small.gcode'))).toBe(true);
    } finally {
      rmSync(join(suite.gcodes, 'escape'));
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
