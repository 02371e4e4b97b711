// Conformance of the spoolman component and the virtual Spoolman with the documented shapes: the
// answers of server.spoolman.* and its notifications as Moonraker's API documents show them, and
// Spoolman's spool, info and health as its API models declare them (a record with every field set).
// The documented samples below are written from those documents (values are this file's own).

import { describe, expect, it } from 'vitest';
import { http, simForSuite } from './helpers';
import { waitUntil } from './print_helpers';
import { sameShape } from './same_shape';

/** Moonraker's documents: server.spoolman.status, spool_id, the proxy's v2 answers. */
const STATUS = {
  spoolman_connected: true,
  pending_reports: [{ spool_id: 1, filament_used: 10.5 }],
  spool_id: 2,
};
const SPOOL_ID = { spool_id: 2 };
/**
 * The v2 success answer. Moonraker's document shows `response` and `error` only; the component's
 * code also returns `response_headers` (Spoolman's headers), which is what the simulator follows.
 */
const PROXY_V2_OK = {
  response: {},
  response_headers: { 'Content-Type': 'application/json' },
  error: null,
};
const PROXY_V2_ERROR = {
  response: null,
  error: { status_code: 404, message: 'No spool with ID 3 found.' },
};
const NOTIFY_ACTIVE_SPOOL = [{ spool_id: 1 }];
const NOTIFY_STATUS = [{ spoolman_connected: false }];

/** Spoolman's models (api/v1/models.py) with every optional field set. */
const VENDOR = {
  id: 1,
  registered: 't',
  name: 'n',
  comment: 'c',
  empty_spool_weight: 1,
  external_id: 'e',
  extra: {},
};
const FILAMENT = {
  id: 1,
  registered: 't',
  name: 'n',
  vendor: VENDOR,
  material: 'PLA',
  price: 1,
  density: 1.24,
  diameter: 1.75,
  weight: 1000,
  spool_weight: 200,
  article_number: 'a',
  comment: 'c',
  settings_extruder_temp: 210,
  settings_bed_temp: 60,
  color_hex: 'FF0000',
  external_id: 'e',
  extra: {},
};
const SPOOL = {
  id: 1,
  registered: 't',
  first_used: 't',
  last_used: 't',
  filament: FILAMENT,
  price: 1,
  remaining_weight: 1,
  initial_weight: 1,
  spool_weight: 1,
  used_weight: 1,
  remaining_length: 1,
  used_length: 1,
  location: 'l',
  lot_nr: 'l',
  comment: 'c',
  archived: false,
  extra: {},
};
const INFO = {
  version: 'v',
  debug_mode: false,
  automatic_backups: true,
  data_dir: 'd',
  logs_dir: 'l',
  backups_dir: 'b',
  db_type: 'sqlite',
  external_db_name: 'SpoolmanDB',
  git_commit: null,
  build_date: null,
};

describe('conformance of server.spoolman.* with the documented shapes', () => {
  const suite = simForSuite({ spoolman: { port: 0 } }, async (sim) => {
    await waitUntil(() => sim.app.find('spoolman')?.connected === true, 5000);
  });
  const proxy = (params: Record<string, unknown>): Promise<unknown> =>
    suite.rpc.call('server.spoolman.proxy', { use_v2_response: true, ...params });

  it('status, get and post spool_id, over HTTP and JSON-RPC', async () => {
    await suite.rpc.call('server.spoolman.post_spool_id', { spool_id: 2 });
    const status = await http(suite.sim, 'GET', '/server/spoolman/status');
    // Nothing is pending here: the document's pending report shape is checked below.
    expect(
      sameShape({ ...STATUS, pending_reports: [] }, (status.body as { result: unknown }).result),
    ).toBeNull();
    expect(sameShape(SPOOL_ID, await suite.rpc.call('server.spoolman.get_spool_id'))).toBeNull();
    expect(
      sameShape(SPOOL_ID, await suite.rpc.call('server.spoolman.post_spool_id', { spool_id: 1 })),
    ).toBeNull();
    const manager = suite.sim.app.find('spoolman');
    manager?.pending.set(1, 10.5);
    expect(sameShape(STATUS, await suite.rpc.call('server.spoolman.status'))).toBeNull();
    manager?.pending.clear();
  });

  it('the proxy’s v2 answers', async () => {
    expect(
      sameShape(PROXY_V2_OK, await proxy({ request_method: 'GET', path: '/v1/health' }), {
        dynamicKeys: ['$.response', '$.response_headers'],
      }),
    ).toBeNull();
    expect(
      sameShape(PROXY_V2_ERROR, await proxy({ request_method: 'GET', path: '/v1/spool/99' })),
    ).toBeNull();
  });

  it('the notifications', async () => {
    await suite.rpc.call('server.spoolman.post_spool_id', { spool_id: 3 });
    const set = await suite.rpc.waitFor((m) => m.method === 'notify_active_spool_set');
    expect(sameShape(NOTIFY_ACTIVE_SPOOL, set.params)).toBeNull();
    await http(suite.sim, 'POST', '/debug/sim/spoolman?action=stop');
    const changed = await suite.rpc.waitFor((m) => m.method === 'notify_spoolman_status_changed');
    expect(sameShape(NOTIFY_STATUS, changed.params)).toBeNull();
    await http(suite.sim, 'POST', '/debug/sim/spoolman?action=start');
    await waitUntil(() => suite.sim.app.find('spoolman')?.connected === true, 5000);
  });

  it('Spoolman’s spool, info and health through the proxy', async () => {
    const vendor = (await proxy({
      request_method: 'POST',
      path: '/v1/vendor',
      body: { name: 'V', comment: 'c', empty_spool_weight: 150, external_id: 'v1' },
    })) as { response: { id: number } };
    const filament = (await proxy({
      request_method: 'POST',
      path: '/v1/filament',
      body: {
        name: 'F',
        vendor_id: vendor.response.id,
        material: 'PLA',
        price: 20,
        density: 1.24,
        diameter: 1.75,
        weight: 1000,
        spool_weight: 150,
        article_number: 'A1',
        comment: 'c',
        settings_extruder_temp: 210,
        settings_bed_temp: 60,
        color_hex: '00FF00',
        external_id: 'f1',
      },
    })) as { response: { id: number } };
    const spool = (await proxy({
      request_method: 'POST',
      path: '/v1/spool',
      body: {
        filament_id: filament.response.id,
        price: 18,
        initial_weight: 1000,
        spool_weight: 150,
        used_weight: 10,
        location: 'L',
        lot_nr: 'N',
        comment: 'c',
        first_used: '2024-05-01T12:00:00Z',
        last_used: '2024-05-02T12:00:00Z',
      },
    })) as { response: unknown };
    expect(sameShape(SPOOL, spool.response)).toBeNull();
    const list = (await proxy({
      request_method: 'GET',
      path: '/v1/spool',
      query: 'location="L"',
    })) as { response: unknown };
    expect(sameShape([SPOOL], list.response)).toBeNull();
    const info = (await proxy({ request_method: 'GET', path: '/v1/info' })) as {
      response: unknown;
    };
    expect(sameShape(INFO, info.response)).toBeNull();
    expect(await proxy({ request_method: 'GET', path: '/v1/health' })).toMatchObject({
      response: { status: 'healthy' },
    });
  });
});
