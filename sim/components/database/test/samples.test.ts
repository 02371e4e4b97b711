// The sample settings of Fluidd and Mainsail: a fresh data folder's database holds them (read whole
// as a dashboard reads its namespace), and a user's removal of them sticks across restarts.

import { describe, expect, it } from 'vitest';
import { startSimulator } from '../../../index';
import { simForSuite } from '../../../test/helpers';

interface Item {
  namespace: string;
  value: Record<string, unknown>;
}

describe('sample namespaces of other dashboards', () => {
  const suite = simForSuite();

  it('serves the Fluidd and Mainsail samples on a fresh data folder', async () => {
    const { namespaces } = await suite.rpc.call<{ namespaces: string[] }>('server.database.list');
    expect(namespaces).toEqual(expect.arrayContaining(['fluidd', 'mainsail']));
    const fluidd = await suite.rpc.call<Item>('server.database.get_item', { namespace: 'fluidd' });
    expect(Object.keys(fluidd.value).sort()).toEqual(
      ['cameras', 'charts', 'console', 'layout', 'macros', 'uiSettings'].sort(),
    );
    const presets = await suite.rpc.call<{ value: { name: string }[] }>(
      'server.database.get_item',
      { namespace: 'fluidd', key: 'uiSettings.dashboard.tempPresets' },
    );
    expect(presets.value.map((p) => p.name)).toEqual(['PLA', 'PETG (Fluidd)']);
    const mainsail = await suite.rpc.call<Item>('server.database.get_item', {
      namespace: 'mainsail',
      key: 'gcodehistory',
    });
    expect(mainsail.value).toEqual({ entries: ['G28', 'Z_TILT_ADJUST', 'M117 Hello'] });
  });

  it('does not write them again once a user removed them', async () => {
    for (const key of ['general', 'uiSettings', 'control', 'presets', 'macros', 'console'])
      await suite.rpc.call('server.database.delete_item', { namespace: 'mainsail', key });
    for (const key of ['gcodehistory', 'webcams', 'dashboard', 'view'])
      await suite.rpc.call('server.database.delete_item', { namespace: 'mainsail', key });
    const again = await startSimulator({ port: 0, dataDir: suite.sim.dataDir });
    try {
      const res = await fetch(`${again.url}/server/database/item?namespace=mainsail`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({
        error: { code: 404, message: 'Namespace mainsail not found' },
      });
    } finally {
      await again.close();
    }
  });
});
