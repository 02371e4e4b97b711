// Conformance: the simulator's answers have the keys and value types of the recorded real Moonraker
// answers in fixtures/moonraker (documented exceptions in the ShapeOptions below).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RpcClient, http, startTestSim, type TestSim } from './helpers';
import { sameShape, type ShapeOptions } from './same_shape';
import { FIXTURES_DIR, readGcodeFixture } from '../components/file_manager/setup';

const FIXTURES = join(FIXTURES_DIR, 'moonraker');
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as unknown;

/**
 * small.gcode (PrusaSlicer 2.9) as the recording's raw file was written: PrusaSlicer's own output,
 * not post-processed (no SET_PRINT_STATS_INFO or EXCLUDE_OBJECT lines), without thumbnails, chamber
 * temperature (PrusaSlicer 2.5 had no such setting) or filament profile name; so Moonraker found no
 * layer_count, chamber_temp nor filament_name in it.
 */
function likeRecordedRaw(gcode: string): string {
  return gcode
    .replace(/; thumbnail begin[\s\S]*?; thumbnail end\n/g, '')
    .replace(/^(SET_PRINT_STATS_INFO|EXCLUDE_OBJECT).*\n/gm, '')
    .replace(/^; (chamber_temperature|filament_settings_id) = .*\n/gm, '');
}

async function upload(sim: TestSim, name: string, content: string | Buffer): Promise<Response> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)]),
    name,
  );
  return fetch(`${sim.url}/server/files/upload`, { method: 'POST', body: form });
}

/** Object-valued maps whose keys depend on the printer's configuration, not on the protocol. */
const PRINTER_DATA: ShapeOptions = {
  dynamicKeys: [
    '$.result.status',
    '$.result.status.configfile.config',
    '$.result.status.configfile.config.*',
    '$.result.status.configfile.settings',
    '$.result.status.configfile.settings.*',
    '$.result.status.gcode.commands',
    '$.result.status.gcode.commands.*',
    '$.result.status.mcu.mcu_constants',
    '$.result.status.stepper_enable.steppers',
    // Macro variables come from this printer's config.
    '$.result.status.gcode_macro *',
    // Stored bed mesh profiles are this printer's.
    '$.result.status.bed_mesh.profiles',
  ],
};

/** Interfaces and CPUs are the host's; the recording's nulls stand for a PC without vcgencmd. */
const PROC_STATS: ShapeOptions = {
  dynamicKeys: ['$.result.network', '$.result.system_cpu_usage'],
  anyType: ['$.result.throttled_state', '$.result.cpu_temp'],
};

describe('conformance with recorded Moonraker answers', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim();
    await http(sim, 'POST', '/printer/gcode/script', { script: 'G28\nG1 X50 Y50 Z5 F3000' });
    await new Promise((r) => setTimeout(r, 1100)); // one temperature-store sample
  });
  afterAll(() => sim.stop());

  const cases: [string, string, ShapeOptions?][] = [
    ['server_info.json', '/server/info'],
    // Sections of moonraker.conf differ with the loaded components.
    ['server_config.json', '/server/config', { dynamicKeys: ['$.result.config', '$.result.orig'] }],
    // Sensors differ per printer; each sensor's series compare by field.
    ['server_temperature_store.json', '/server/temperature_store', { dynamicKeys: ['$.result'] }],
    ['printer_info.json', '/printer/info'],
    ['printer_objects_list.json', '/printer/objects/list'],
    ['access_info.json', '/access/info'],
    ['access_user.json', '/access/user'],
    ['server_database_list.json', '/server/database/list'],
    ['server_announcements_feeds.json', '/server/announcements/feeds'],
    // The recording has no entries; the simulator's seeded ones are checked in announcements.test.ts.
    ['server_announcements_list.json', '/server/announcements/list'],
    // instance_id and other values differ; keys are the component's.
    ['server_database_item_moonraker.json', '/server/database/item?namespace=moonraker'],
    ['err_http_unknown_endpoint.json', '/server/no_such_endpoint'],
    ['err_http_gcode_unknown_command.json', '/printer/gcode/script?script=NOT_A_REAL_COMMAND'],
    [
      'err_http_objects_query_unknown_object.json',
      '/printer/objects/query?no_such_object&toolhead=position',
    ],
    // The recording is the metadata call; the same missing-argument error from a database read.
    ['err_http_missing_required_arg.json', '/server/database/item'],
    ['access_users_list.json', '/access/users/list'],
    // With the monitors: each sensor's series and its monitors, by field.
    [
      'server_temperature_store_monitors.json',
      '/server/temperature_store?include_monitors=true',
      { dynamicKeys: ['$.result'] },
    ],
    ['err_http_directory_missing.json', '/server/files/directory?path=gcodes/does_not_exist'],
    ['err_http_get_directory_is_not_an_http_path.json', '/server/files/get_directory'],
    ['err_http_metadata_missing_file.json', '/server/files/metadata?filename=does_not_exist.gcode'],
    // Recorded on a PC: no throttle word and no CPU temperature; the simulated host is a Pi.
    ['machine_proc_stats.json', '/machine/proc_stats', PROC_STATS],
    // The host's own interfaces and services; the recording's container had none to offer.
    [
      'machine_system_info.json',
      '/machine/system_info',
      {
        dynamicKeys: [
          '$.result.system_info.network',
          '$.result.system_info.service_state',
          '$.result.system_info.sd_info',
          '$.result.system_info.canbus',
          '$.result.system_info.distribution.release_info',
        ],
      },
    ],
  ];

  for (const [file, path, opts] of cases) {
    it(`${file} ← GET ${path}`, async () => {
      const res = await http(sim, 'GET', path);
      expect(sameShape(fixture(file), res.body, opts)).toBeNull();
    });
  }

  it('err_http_delete_missing_file.json ← DELETE a file that is not there', async () => {
    const res = await http(sim, 'DELETE', '/server/files/gcodes/does_not_exist.gcode');
    expect(res.status).toBe(400);
    expect(sameShape(fixture('err_http_delete_missing_file.json'), res.body)).toBeNull();
  });

  it('server_files_upload_subdir.json ← an upload into a folder that is not there yet', async () => {
    const form = new FormData();
    form.append('file', new Blob(['G28\n']), 'raw/two_cubes_raw.gcode');
    const res = await fetch(`${sim.url}/server/files/upload`, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { item: { path: string; root: string } };
    expect(sameShape(fixture('server_files_upload_subdir.json'), body)).toBeNull();
    expect(body.item).toMatchObject({ path: 'raw/two_cubes_raw.gcode', root: 'gcodes' });
  });

  it('server_files_upload.json, server_files_thumbnails.json ← a sliced file at the root', async () => {
    const res = await upload(sim, 'two_cubes.gcode', readGcodeFixture('small.gcode'));
    expect(res.status).toBe(201);
    expect(sameShape(fixture('server_files_upload.json'), await res.json())).toBeNull();
    const thumbs = await http(sim, 'GET', '/server/files/thumbnails?filename=two_cubes.gcode');
    expect(sameShape(fixture('server_files_thumbnails.json'), thumbs.body)).toBeNull();
    expect((thumbs.body as { result: unknown[] }).result).toHaveLength(2);
  });

  it('server_files_metadata_raw.json ← metadata of a sliced file without thumbnails', async () => {
    const raw = likeRecordedRaw(readGcodeFixture('small.gcode').toString('utf8'));
    expect((await upload(sim, 'raw/no_thumbnails.gcode', raw)).status).toBe(201);
    const res = await http(sim, 'GET', '/server/files/metadata?filename=raw/no_thumbnails.gcode');
    const recorded = fixture('server_files_metadata_raw.json') as { result: object };
    // Every recorded key, with its type; the one key more is the simulator's own estimate of the
    // layer count from the heights, where Moonraker finds none in PrusaSlicer's output.
    expect(sameShape(recorded, res.body, { dynamicKeys: ['$.result'] })).toBeNull();
    const result = (res.body as { result: object }).result;
    expect(Object.keys(recorded.result).filter((k) => !(k in result))).toEqual([]);
    expect(Object.keys(result).filter((k) => !(k in recorded.result))).toEqual(['layer_count']);
  });

  it('server_job_queue_status.json ← GET /server/job_queue/status, empty and with a job', async () => {
    const empty = await http(sim, 'GET', '/server/job_queue/status');
    expect(sameShape(fixture('server_job_queue_status.json'), empty.body)).toBeNull();
    expect(empty.body).toEqual({ result: { queued_jobs: [], queue_state: 'paused' } });
    await http(sim, 'POST', '/server/job_queue/job', { filenames: ['two_cubes.gcode'] });
    const one = await http(sim, 'GET', '/server/job_queue/status');
    expect(sameShape(fixture('server_job_queue_status.json'), one.body)).toBeNull();
    await http(sim, 'DELETE', '/server/job_queue/job?all=true');
  });

  it('server_gcode_store.json (after_print variant has entries)', async () => {
    const res = await http(sim, 'GET', '/server/gcode_store');
    expect(sameShape(fixture('after_print_server_gcode_store.json'), res.body)).toBeNull();
    expect(
      sameShape(fixture('server_gcode_store.json'), { result: { gcode_store: [] } }),
    ).toBeNull();
  });

  it('printer_objects_query_all.json: every object both have, field by field', async () => {
    const expected = fixture('printer_objects_query_all.json') as {
      result: { status: Record<string, unknown> };
    };
    const names = Object.keys(expected.result.status)
      .map((n) => encodeURIComponent(n))
      .join('&');
    const res = await http(sim, 'GET', `/printer/objects/query?${names}`);
    const actual = res.body as { result: { status: Record<string, Record<string, unknown>> } };
    const shared = Object.keys(expected.result.status).filter(
      (n) => Object.keys(actual.result.status[n] ?? {}).length > 0,
    );
    expect(shared.length).toBeGreaterThanOrEqual(20);
    // Objects of hardware this printer.cfg does not have (filament sensor, output pin, bed mesh...) are {}.
    const pick = (st: Record<string, unknown>) => Object.fromEntries(shared.map((n) => [n, st[n]]));
    const exp = { result: { eventtime: 0, status: pick(expected.result.status) } };
    const act = { result: { eventtime: 0, status: pick(actual.result.status) } };
    expect(sameShape(exp, act, PRINTER_DATA)).toBeNull();
    // Objects this printer has under other names compare with their recorded kind.
    const status = actual.result.status;
    const rec = expected.result.status;
    const more = await http(
      sim,
      'GET',
      '/printer/objects/query?heater_fan%20hotend_fan&gcode_macro%20START_PRINT',
    );
    const s2 = (more.body as { result: { status: Record<string, unknown> } }).result.status;
    expect(sameShape(rec['heater_fan heater_fan'], s2['heater_fan hotend_fan'])).toBeNull();
    expect(status.webhooks).toEqual({ state: 'ready', state_message: 'Printer is ready' });
  });

  it('ws_errors.json pairs that apply to this core', async () => {
    const pairs = fixture('ws_errors.json') as {
      label: string;
      request: { method: string; params: Record<string, unknown> };
      response: unknown;
    }[];
    const apply = [
      'unknown_method',
      'gcode_unknown_command',
      'gcode_bad_parameter',
      'objects_query_bad_params',
    ];
    const client = await RpcClient.connect(sim);
    try {
      for (const p of pairs.filter((x) => apply.includes(x.label))) {
        const reply = await client.request(p.request.method, p.request.params);
        const expected = { ...(p.response as Record<string, unknown>), id: reply.id };
        expect(reply, p.label).toEqual(expected);
      }
    } finally {
      client.close();
    }
  });

  it('ws_session.jsonl: notify_proc_stat_update', async () => {
    const lines = readFileSync(join(FIXTURES, 'ws_session.jsonl'), 'utf8').trim().split('\n');
    const recorded = lines
      .map((l) => (JSON.parse(l) as { msg: { method?: string } }).msg)
      .find((m) => m.method === 'notify_proc_stat_update');
    const client = await RpcClient.connect(sim);
    try {
      const sent = await client.waitFor((m) => m.method === 'notify_proc_stat_update', 3000);
      expect(
        sameShape(recorded, sent, {
          dynamicKeys: ['$.params[].network', '$.params[].system_cpu_usage'],
          anyType: ['$.params[].cpu_temp'],
        }),
      ).toBeNull();
    } finally {
      client.close();
    }
  });

  it('ws_session.jsonl: identify and server.info replies', async () => {
    const lines = readFileSync(join(FIXTURES, 'ws_session.jsonl'), 'utf8').trim().split('\n');
    const frames = lines.map((l) => JSON.parse(l) as { dir: string; msg: Record<string, unknown> });
    const replies = frames.filter((f) => f.dir === 'in' && 'result' in f.msg);
    const client = await RpcClient.connect(sim);
    try {
      const identify = await client.request('server.connection.identify', {
        client_name: 'test',
        version: '0.0.1',
        type: 'web',
        url: 'http://x',
      });
      expect(sameShape(replies[0]?.msg, identify)).toBeNull();
      expect(sameShape(replies[1]?.msg, await client.request('server.info'))).toBeNull();
    } finally {
      client.close();
    }
  });
});
