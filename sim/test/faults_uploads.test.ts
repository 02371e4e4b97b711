// Faults on uploads: a connection cut half-way through the body and a full disk. Neither leaves a
// file (nor a temporary one) behind, and once the fault is cleared the next upload works.

import { request } from 'node:http';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Simulator } from '../index';
import { upload } from '../components/file_manager/test/files_helpers';
import { http, simForSuite, sleep } from './helpers';
import { fault } from './faults_helpers';

/**
 * Sends a whole multipart upload of `size` bytes in 64 KiB pieces; resolves with how it ended:
 * the status of an answer, or 'cut' when the server closed the connection first.
 */
function uploadInPieces(sim: Simulator, name: string, size: number): Promise<number | 'cut'> {
  const boundary = '----printdeckfaults';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  const tail = `\r\n--${boundary}--\r\n`;
  const piece = Buffer.alloc(64 * 1024, 'G1 X1 Y1\n');
  const pieces = Math.ceil(size / piece.length);
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port: sim.port,
      path: '/server/files/upload',
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + pieces * piece.length + tail.length,
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve('cut'));
    void (async () => {
      req.write(head);
      for (let i = 0; i < pieces && !req.destroyed; i++) {
        req.write(piece);
        await sleep(5);
      }
      if (!req.destroyed) req.end(tail);
    })();
  });
}

const gcodeNames = async (sim: Simulator): Promise<string[]> => {
  const list = await http(sim, 'GET', '/server/files/list');
  return (list.body as { result: { path: string }[] }).result.map((f) => f.path);
};

describe('faults on uploads', () => {
  const suite = simForSuite({ faults: true });
  const gcodes = (): string => join(suite.sim.dataDir, 'gcodes');
  const tmp = (): string => join(suite.sim.dataDir, '.tmp_uploads');

  it('cuts an upload half-way: no file is left, and the next upload works', async () => {
    await fault(suite.sim, 'action=upload_cut&bytes=262144');
    expect(await uploadInPieces(suite.sim, 'cut.gcode', 1024 * 1024)).toBe('cut');
    await sleep(200);
    expect(existsSync(join(gcodes(), 'cut.gcode'))).toBe(false);
    expect(readdirSync(tmp())).toEqual([]);
    expect(await gcodeNames(suite.sim)).not.toContain('cut.gcode');
    await fault(suite.sim, 'action=clear');
    expect(await uploadInPieces(suite.sim, 'cut.gcode', 1024 * 1024)).toBe(201);
    expect(await gcodeNames(suite.sim)).toContain('cut.gcode');
  });

  it('answers an upload with an injected error: no file is left, and the next upload works', async () => {
    await fault(suite.sim, 'action=error&method=server.files.upload&code=401&message=Unauthorized');
    const refused = await upload(suite.sim, 'refused.gcode', 'G28\n');
    expect(refused.status).toBe(401);
    expect(existsSync(join(gcodes(), 'refused.gcode'))).toBe(false);
    expect(readdirSync(tmp())).toEqual([]);
    await fault(suite.sim, 'action=clear');
    expect((await upload(suite.sim, 'refused.gcode', 'G28\n')).status).toBe(201);
    expect(await gcodeNames(suite.sim)).toContain('refused.gcode');
  });

  it('answers a large upload whose staging write fails (not an injected fault) instead of hanging', async () => {
    // The staging folder replaced by a plain file: every write into it fails at once.
    rmSync(tmp(), { recursive: true, force: true });
    writeFileSync(tmp(), 'not a folder');
    try {
      const answered = await Promise.race([
        uploadInPieces(suite.sim, 'staged.gcode', 1024 * 1024),
        sleep(15_000).then(() => 'hung' as const),
      ]);
      expect(answered).toBe(500);
      expect(existsSync(join(gcodes(), 'staged.gcode'))).toBe(false);
    } finally {
      rmSync(tmp(), { force: true });
      mkdirSync(tmp());
    }
    expect((await upload(suite.sim, 'staged.gcode', 'G28\n')).status).toBe(201);
  }, 30_000);

  it('refuses uploads on a full disk, shows no free space, and works once cleared', async () => {
    await fault(suite.sim, 'action=disk_full');
    const refused = await upload(suite.sim, 'full.gcode', 'G28\n'.repeat(1000));
    expect(refused.status).toBe(500);
    // Upload errors carry the reason phrase; the write error is in the traceback.
    expect(refused.body).toMatchObject({ error: { code: 500, message: 'Internal Server Error' } });
    const trace = (refused.body as { error: { traceback: string } }).error.traceback;
    expect(trace).toContain('Unable to save file: [Errno 28] No space left on device');
    // A large one too, whose body goes on arriving after the write failed.
    expect(await uploadInPieces(suite.sim, 'full.gcode', 1024 * 1024)).toBe(500);
    expect(existsSync(join(gcodes(), 'full.gcode'))).toBe(false);
    expect(readdirSync(tmp())).toEqual([]);
    const dir = await http(suite.sim, 'GET', '/server/files/directory?path=gcodes');
    const usage = (dir.body as { result: { disk_usage: Record<string, number> } }).result
      .disk_usage;
    expect(usage.free).toBe(0);
    expect(usage.used).toBe(usage.total);
    expect(usage.total).toBeGreaterThan(0);
    await fault(suite.sim, 'action=clear');
    expect((await upload(suite.sim, 'full.gcode', 'G28\n')).status).toBe(201);
    const after = await http(suite.sim, 'GET', '/server/files/directory?path=gcodes');
    expect(
      (after.body as { result: { disk_usage: { free: number } } }).result.disk_usage.free,
    ).toBeGreaterThan(0);
  });
});
