// server.webcams.* against the simulator's webcam component: a new printer lists none; cameras are
// created with Moonraker's defaults, validated, looked up by uid or name, renamed, deleted, stored
// in the database's `webcams` namespace (kept over server.restart), announced by
// notify_webcams_changed; the virtual camera's `[webcam printer]` (--webcam) is read-only; test
// really fetches the snapshot.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NEW_WEBCAM_DEFAULTS,
  type Webcam,
  type WebcamTestResult,
} from '../../../../protocol/webcams';
import { http, rpcError, simForSuite } from '../../../test/helpers';

type One = { webcam: Webcam };
type Many = { webcams: Webcam[] };

describe('server.webcams on a printer without cameras', () => {
  const suite = simForSuite();

  it('lists none, and the component is loaded after announcements', async () => {
    expect(await suite.rpc.call<Many>('server.webcams.list')).toEqual({ webcams: [] });
    const info = await suite.rpc.call<{ components: string[] }>('server.info');
    const at = info.components.indexOf('webcam');
    expect(info.components[at - 1]).toBe('announcements');
    expect(suite.sim.app.find('webcams')?.list()).toEqual([]);
  });

  it('creates a camera with the defaults, stores it and announces the list', async () => {
    const { webcam } = await suite.rpc.call<One>('server.webcams.post_item', {
      name: 'Bed',
      stream_url: '/webcam/?action=stream',
      service: 'mjpegstreamer-adaptive',
    });
    expect(webcam).toMatchObject({
      name: 'Bed',
      ...NEW_WEBCAM_DEFAULTS,
      service: 'mjpegstreamer-adaptive',
      stream_url: '/webcam/?action=stream',
    });
    expect(Object.keys(webcam)).toHaveLength(16);
    expect(webcam.uid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const note = await suite.rpc.waitFor((m) => m.method === 'notify_webcams_changed');
    expect(note.params).toEqual([{ webcams: [webcam] }]);
    const stored = await suite.rpc.call<{ value: Record<string, unknown> }>(
      'server.database.get_item',
      {
        namespace: 'webcams',
        key: webcam.uid,
      },
    );
    expect(stored.value).toMatchObject({ name: 'Bed', urlStream: '/webcam/?action=stream' });
    expect((await http(suite.sim, 'GET', '/server/webcams/item?name=Bed')).body).toEqual({
      result: { webcam },
    });
  });

  it('refuses bad values and unknown cameras with Moonraker messages', async () => {
    const bad = [
      [{ name: 'X', stream_url: '/s', rotation: 45 }, 400, "Invalid value for 'rotation': 45"],
      [
        { name: 'X', stream_url: '/s', aspect_ratio: '4x3' },
        400,
        "Invalid value for 'aspect_ratio': 4x3",
      ],
      [{ name: 'X' }, 400, 'No data for argument: stream_url'],
      [{ stream_url: '/s' }, 400, 'No data for argument: name'],
      [{ uid: 'nope', name: 'X' }, 404, 'Webcam with UID nope not found'],
    ] as const;
    for (const [params, status, message] of bad) {
      const res = await http(suite.sim, 'POST', '/server/webcams/item', params);
      expect([res.status, (res.body as { error: { message: string } }).error.message]).toEqual([
        status,
        message,
      ]);
    }
    const err = await rpcError(suite.rpc.call('server.webcams.get_item', { name: 'Nobody' }));
    expect(err).toMatchObject({ code: -32601, message: 'Webcam Nobody not found' });
    expect((await suite.rpc.call<Many>('server.webcams.list')).webcams.map((w) => w.name)).toEqual([
      'Bed',
    ]);
  });

  it('updates only the fields sent, renames by uid, refuses a taken name', async () => {
    const [bed] = (await suite.rpc.call<Many>('server.webcams.list')).webcams as [Webcam];
    const side = (
      await suite.rpc.call<One>('server.webcams.post_item', { name: 'Side', stream_url: '/side' })
    ).webcam;
    const { webcam } = await suite.rpc.call<One>('server.webcams.post_item', {
      uid: bed.uid,
      name: 'Front',
      rotation: 90,
      flip_horizontal: true,
    });
    expect(webcam).toEqual({ ...bed, name: 'Front', rotation: 90, flip_horizontal: true });
    // Renamed: it moves to the end of the list, as Moonraker's dict does.
    expect((await suite.rpc.call<Many>('server.webcams.list')).webcams.map((w) => w.name)).toEqual([
      'Side',
      'Front',
    ]);
    // By name: an update of that camera.
    const byName = await suite.rpc.call<One>('server.webcams.post_item', {
      name: 'Side',
      target_fps: 5,
    });
    expect(byName.webcam).toMatchObject({ uid: side.uid, target_fps: 5, stream_url: '/side' });
    const err = await rpcError(
      suite.rpc.call('server.webcams.post_item', { uid: side.uid, name: 'Front' }),
    );
    expect(err.message).toBe(
      "Cannot rename webcam from 'Side' to 'Front'.  Webcam with requested name 'Front' already exists.",
    );
  });

  it('deletes by uid or name, answering the deleted camera', async () => {
    const list = (await suite.rpc.call<Many>('server.webcams.list')).webcams;
    const side = list.find((w) => w.name === 'Side') as Webcam;
    const res = await http(suite.sim, 'DELETE', `/server/webcams/item?uid=${side.uid}`);
    expect(res.body).toEqual({ result: { webcam: side } });
    const note = await suite.rpc.waitFor(
      (m) =>
        m.method === 'notify_webcams_changed' &&
        (m.params as [Many])[0].webcams.map((w) => w.name).join() === 'Front',
    );
    expect((note.params as [Many])[0].webcams).toHaveLength(1);
    const again = await http(suite.sim, 'DELETE', `/server/webcams/item?uid=${side.uid}`);
    expect(again.status).toBe(404);
    const db = await suite.rpc.call<{ value: Record<string, unknown> }>(
      'server.database.get_item',
      {
        namespace: 'webcams',
      },
    );
    expect(Object.keys(db.value)).toEqual([list.find((w) => w.name === 'Front')?.uid]);
  });

  it('keeps the database cameras over server.restart', async () => {
    const before = (await suite.rpc.call<Many>('server.webcams.list')).webcams;
    await suite.rpc.call('server.restart');
    await suite.sim.restarted();
    const after = (await http(suite.sim, 'GET', '/server/webcams/list')).body as { result: Many };
    expect(after.result.webcams).toEqual(before);
  });

  it('test: a camera whose snapshot cannot be fetched, and one without snapshot URL', async () => {
    await http(suite.sim, 'POST', '/server/webcams/item', {
      name: 'Far',
      stream_url: 'http://127.0.0.1:9/stream',
      snapshot_url: 'http://127.0.0.1:9/snap',
    });
    const far = await http(suite.sim, 'POST', '/server/webcams/test', { name: 'Far' });
    expect(far.body).toEqual({
      result: {
        name: 'Far',
        snapshot_reachable: false,
        snapshot_url: 'http://127.0.0.1:9/snap',
        stream_url: 'http://127.0.0.1:9/stream',
      },
    });
    // The printer's web server on port 80 (nginx on a real printer) is the simulator here.
    await http(suite.sim, 'POST', '/server/webcams/item', {
      name: 'Local',
      stream_url: 'http://127.0.0.1/webcam/?action=stream',
      snapshot_url: 'http://localhost/webcam/?action=snapshot',
    });
    const local = await http(suite.sim, 'POST', '/server/webcams/test', { name: 'Local' });
    expect(local.body).toMatchObject({
      result: {
        snapshot_reachable: true,
        snapshot_url: 'http://localhost/webcam/?action=snapshot',
        stream_url: 'http://127.0.0.1/webcam/?action=stream',
      },
    });
    const front = await http(suite.sim, 'POST', '/server/webcams/test', { name: 'Front' });
    expect(front.body).toEqual({
      result: {
        name: 'Front',
        snapshot_reachable: false,
        snapshot_url: '',
        stream_url: `${suite.sim.url}/webcam/?action=stream`,
      },
    });
  });
});

describe('the virtual camera in moonraker.conf (--webcam)', () => {
  const suite = simForSuite({ webcam: true });

  it('is listed from its [webcam printer] section, written into moonraker.conf', async () => {
    const { webcams } = await suite.rpc.call<Many>('server.webcams.list');
    expect(webcams).toEqual([
      expect.objectContaining({
        name: 'printer',
        service: 'mjpegstreamer-adaptive',
        stream_url: '/webcam/?action=stream',
        snapshot_url: '/webcam/?action=snapshot',
        source: 'config',
      }),
    ]);
    const conf = readFileSync(join(suite.sim.dataDir, 'config', 'moonraker.conf'), 'utf8');
    expect(conf).toContain('[webcam printer]\nservice: mjpegstreamer-adaptive\n');
    const config = await suite.rpc.call<{ config: Record<string, Record<string, unknown>> }>(
      'server.config',
    );
    expect(config.config['webcam printer']).toMatchObject({ enabled: true, target_fps: 15 });
  });

  it('is read-only, keeps its uid over a restart, and its snapshot is reachable', async () => {
    const [cam] = (await suite.rpc.call<Many>('server.webcams.list')).webcams as [Webcam];
    const post = await rpcError(suite.rpc.call('server.webcams.post_item', { name: 'printer' }));
    expect(post).toMatchObject({
      code: 400,
      message: "Cannot overwrite webcam 'printer' sourced from Moonraker configuration",
    });
    const del = await rpcError(suite.rpc.call('server.webcams.delete_item', { uid: cam.uid }));
    expect(del.message).toBe("Cannot delete webcam 'printer' sourced from Moonraker configuration");
    const test = await suite.rpc.call<WebcamTestResult>('server.webcams.test', { uid: cam.uid });
    expect(test).toEqual({
      name: 'printer',
      snapshot_reachable: true,
      snapshot_url: `${suite.sim.url}/webcam/?action=snapshot`,
      stream_url: `${suite.sim.url}/webcam/?action=stream`,
    });
    await suite.rpc.call('server.restart');
    await suite.sim.restarted();
    const after = (await http(suite.sim, 'GET', '/server/webcams/list')).body as { result: Many };
    expect(after.result.webcams).toEqual([cam]);
  });
});
