// server.database.*: nested keys, errors and protected namespaces, persisted in SQLite across restarts.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSimulator } from '../../../index';
import { simForSuite } from '../../../test/helpers';

describe('server.database', () => {
  const suite = simForSuite();

  it('posts, reads and deletes nested items', async () => {
    expect(
      await suite.rpc.call('server.database.post_item', {
        namespace: 'dash',
        key: 'settings.theme',
        value: 'dark',
      }),
    ).toEqual({
      namespace: 'dash',
      key: 'settings.theme',
      value: 'dark',
    });
    await suite.rpc.call('server.database.post_item', {
      namespace: 'dash',
      key: ['files', 'a.gcode'],
      value: { n: 1 },
    });
    expect(await suite.rpc.call('server.database.get_item', { namespace: 'dash' })).toEqual({
      namespace: 'dash',
      key: null,
      value: { settings: { theme: 'dark' }, files: { 'a.gcode': { n: 1 } } },
    });
    expect(
      await suite.rpc.call('server.database.get_item', {
        namespace: 'dash',
        key: ['files', 'a.gcode', 'n'],
      }),
    ).toMatchObject({ value: 1 });
    expect(
      (await suite.rpc.call<{ namespaces: string[] }>('server.database.list')).namespaces,
    ).toEqual(expect.arrayContaining(['dash', 'moonraker']));
    expect(
      await suite.rpc.call('server.database.delete_item', {
        namespace: 'dash',
        key: 'settings.theme',
      }),
    ).toEqual({
      namespace: 'dash',
      key: 'settings.theme',
      value: 'dark',
    });
    await suite.rpc.call('server.database.delete_item', { namespace: 'dash', key: 'settings' });
    await suite.rpc.call('server.database.delete_item', { namespace: 'dash', key: 'files' });
    expect(
      (await suite.rpc.call<{ namespaces: string[] }>('server.database.list')).namespaces,
    ).not.toContain('dash');
    expect(existsSync(join(suite.sim.dataDir, 'database', 'moonraker.sqlite'))).toBe(true);
  });

  it('reports Moonraker errors with their codes', async () => {
    const err = async (method: string, params: Record<string, unknown>) =>
      (await suite.rpc.request(method, params)).error;
    expect(await err('server.database.get_item', { namespace: 'nope' })).toEqual({
      code: -32601,
      message: 'Namespace nope not found',
    });
    expect(await err('server.database.get_item', { namespace: 'nope', key: 'a.b' })).toEqual({
      code: -32601,
      message: "Key 'a.b' in namespace 'nope' not found",
    });
    expect(
      await err('server.database.post_item', { namespace: 'moonraker', key: 'x', value: 1 }),
    ).toEqual({
      code: 403,
      message: "Write access to namespace 'moonraker' is forbidden",
    });
    expect(await err('server.database.get_item', { namespace: 'database' })).toEqual({
      code: 403,
      message: "Read/Write access to namespace 'database' is forbidden",
    });
    expect(
      await err('server.database.post_item', { namespace: 'x', key: 'a..b', value: 1 }),
    ).toEqual({
      code: 400,
      message: "Invalid Key Format: 'a..b'",
    });
    expect(await err('server.database.post_item', { namespace: 'x', key: 5, value: 1 })).toEqual({
      code: 400,
      message: "Value for argument 'key' is an invalid type: int",
    });
    await suite.rpc.call('server.database.post_item', { namespace: 'x', key: 'a.b', value: 1 });
    expect(
      await err('server.database.post_item', { namespace: 'x', key: 'a.b.c', value: 1 }),
    ).toEqual({
      code: 400,
      message: "Item at key 'a.b' in namespace 'x'is not a dictionary object, cannot insert",
    });
    expect(await err('server.database.post_item', { namespace: 'x', key: 'k' })).toEqual({
      code: 400,
      message: 'No data for argument: value',
    });
    expect(
      await suite.rpc.call('server.database.get_item', {
        namespace: 'moonraker',
        key: 'file_manager',
      }),
    ).toMatchObject({
      value: { metadata_version: 3 },
    });
  });

  it('keeps data in the SQLite file across simulator restarts', async () => {
    await suite.rpc.call('server.database.post_item', {
      namespace: 'keep',
      key: 'v',
      value: [1, 2],
    });
    const other = await startSimulator({ port: 0, dataDir: join(suite.sim.dataDir, 'second') });
    await other.close();
    const again = await startSimulator({ port: 0, dataDir: suite.sim.dataDir });
    try {
      const res = await fetch(`${again.url}/server/database/item?namespace=keep&key=v`);
      expect(await res.json()).toEqual({ result: { namespace: 'keep', key: 'v', value: [1, 2] } });
    } finally {
      await again.close();
    }
  });
});
