// Every answer Printdeck reads is checked: a real Moonraker's recorded answers pass, and a malformed
// answer to each checked call (a web page, null, {}, a list, a field of the wrong type) rejects with
// an AnswerError that names the printer, the call and what came back — and is handed to the session.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeMisfit } from '../../lib/answer-fault';
import { ANSWERS, checked } from '../answers';
import { createApi } from '../api';
import { AnswerError } from '../errors';
import { createHttpClient } from '../http';
import { FakeWebSocket } from './fake-websocket';
import { makeSocket, openSocket, rejectionOf, settle } from './helpers';

const RECORDINGS = path.resolve(__dirname, '../../../fixtures/moonraker');
const read = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(RECORDINGS, file), 'utf8'));

/** Recorded HTTP answers of a real Moonraker and Klipper, by the method they answer. */
const RECORDED: [string, string][] = [
  ['server_info.json', 'server.info'],
  ['server_config.json', 'server.config'],
  ['server_temperature_store.json', 'server.temperature_store'],
  ['after_print_server_temperature_store.json', 'server.temperature_store'],
  ['server_gcode_store.json', 'server.gcode_store'],
  ['after_print_server_gcode_store.json', 'server.gcode_store'],
  ['server_database_item_moonraker.json', 'server.database.get_item'],
  ['server_announcements_list.json', 'server.announcements.list'],
  ['server_webcams_list.json', 'server.webcams.list'],
  ['server_files_roots.json', 'server.files.roots'],
  ['server_files_list_gcodes.json', 'server.files.list'],
  ['server_files_list_config.json', 'server.files.list'],
  ['server_files_directory_gcodes_extended.json', 'server.files.get_directory'],
  ['server_files_directory_gcodes_raw.json', 'server.files.get_directory'],
  ['server_files_metadata.json', 'server.files.metadata'],
  ['after_print_server_files_metadata.json', 'server.files.metadata'],
  ['server_history_list.json', 'server.history.list'],
  ['after_print_server_history_list.json', 'server.history.list'],
  ['server_history_totals.json', 'server.history.totals'],
  ['after_print_server_history_totals.json', 'server.history.totals'],
  ['machine_update_status.json', 'machine.update.status'],
  ['machine_proc_stats.json', 'machine.proc_stats'],
  ['machine_system_info.json', 'machine.system_info'],
  ['printer_info.json', 'printer.info'],
  ['printer_objects_list.json', 'printer.objects.list'],
  ['after_print_printer_objects_list.json', 'printer.objects.list'],
  ['printer_objects_query_all.json', 'printer.objects.query'],
  ['after_print_printer_objects_query_all.json', 'printer.objects.query'],
];

describe('a real Moonraker’s answers pass the checks', () => {
  it.each(RECORDED)('%s (%s)', (file, method) => {
    const { result } = read(file) as { result: unknown };
    expect(ANSWERS[method], `${method} is checked`).toBeDefined();
    expect(() => checked('printer', method, result)).not.toThrow();
  });

  it.each(['ws_session.jsonl', 'ws_print_session.jsonl', 'ws_print_complete.jsonl'])(
    'every checked answer and notification of %s',
    (file) => {
      const lines = readFileSync(path.join(RECORDINGS, file), 'utf8').split('\n').filter(Boolean);
      const asked = new Map<unknown, string>();
      let seen = 0;
      for (const line of lines) {
        const { dir, msg } = JSON.parse(line) as {
          dir: string;
          msg: { method?: string; id?: unknown; result?: unknown; params?: unknown[] };
        };
        if (dir === 'out' && msg.method) asked.set(msg.id, msg.method);
        if (dir !== 'in') continue;
        const method = msg.method ?? asked.get(msg.id);
        if (!method || !ANSWERS[method] || (!msg.method && !('result' in msg))) continue;
        const value = msg.method ? msg.params?.[0] : msg.result;
        expect(() => checked('printer', method, value), method).not.toThrow();
        seen++;
      }
      expect(seen).toBeGreaterThan(10);
    },
  );
});

const PAGE = '<!doctype html><html><head><title>Printdeck</title></head><body></body></html>';

/** Socket calls that are checked, each with a valid answer and one with a field of the wrong type. */
const CALLS: [string, unknown, unknown][] = [
  [
    'server.info',
    { klippy_state: 'ready', components: [], warnings: [], moonraker_version: 'v0.10' },
    { klippy_state: 'ready', components: 'history', warnings: [], moonraker_version: 'v0.10' },
  ],
  ['printer.info', { state: 'ready', state_message: '' }, { state: 1, state_message: '' }],
  ['printer.objects.list', { objects: ['toolhead'] }, { objects: [1] }],
  ['printer.objects.subscribe', { status: { toolhead: {} } }, { status: { toolhead: 3 } }],
  ['printer.objects.query', { status: {} }, { status: [] }],
  ['server.config', { config: { server: {} } }, { config: { server: 'x' } }],
  ['server.temperature_store', { extruder: {} }, { extruder: [] }],
  ['server.gcode_store', { gcode_store: [{ message: 'ok' }] }, { gcode_store: [{ message: 2 }] }],
  ['server.database.get_item', { value: null }, {}],
  ['server.database.post_item', { value: 1 }, { key: 'x' }],
  ['server.files.roots', [{ name: 'gcodes' }], [{ name: null }]],
  ['server.files.list', [{ path: 'a.gcode' }], [{ filename: 'a.gcode' }]],
  [
    'server.files.get_directory',
    { dirs: [], files: [{ filename: 'a' }], root_info: { permissions: 'rw' } },
    { dirs: [], files: [{ filename: 'a' }] },
  ],
  ['server.files.metadata', { thumbnails: [{ relative_path: 't.png' }] }, { thumbnails: {} }],
  ['server.history.list', { jobs: [] }, { jobs: [{ job_id: 1 }] }],
  ['server.history.totals', { job_totals: {} }, { job_totals: 0 }],
  ['server.history.delete_job', { deleted_jobs: ['1'] }, { deleted_jobs: '1' }],
  [
    'server.announcements.list',
    { entries: [] },
    { entries: [{ entry_id: 'a', title: null, description: '', url: '' }] },
  ],
  ['server.webcams.list', { webcams: [] }, { webcams: [null] }],
  [
    'machine.update.status',
    { version_info: { system: { name: 'system', configured_type: 'system' } } },
    { version_info: { klipper: { name: 'klipper', configured_type: 'git_repo', info_tags: 'x' } } },
  ],
  ['machine.proc_stats', { moonraker_stats: [] }, { moonraker_stats: {} }],
  ['machine.system_info', { system_info: {} }, { system_info: [] }],
];

const EMPTY_IS_VALID: ReadonlySet<string> = new Set([
  'server.temperature_store',
  'server.files.metadata',
]);

const MALFORMED: [string, unknown, { path: string; kind: string; excerpt?: string }][] = [
  ['a web page', PAGE, { path: '', kind: 'html' }],
  ['text', 'Internal Server Error', { path: '', kind: 's', excerpt: 'Internal Server Error' }],
  ['null', null, { path: '', kind: 'l' }],
  ['a list', [1, 2], { path: '', kind: 'a' }],
  ['a number', 42, { path: '', kind: 'n' }],
];

describe('malformed answers over the socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function setup() {
    const { socket } = makeSocket();
    const ws = await openSocket(socket);
    const bad: AnswerError[] = [];
    const api = createApi(
      (method, params, options) => socket.call(method, params, options),
      'printer.local:7125',
      (error) => bad.push(error),
    );
    /** Sends `method` and answers it with `result` (a frame without `result` when undefined). */
    async function answer(method: string, result: unknown): Promise<unknown> {
      const promise = api.call(method as never).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      await settle();
      const { id } = ws.request(method);
      if (result === undefined) ws.receive({ jsonrpc: '2.0', id });
      else ws.reply(id, result);
      return promise;
    }
    return { api, answer, bad };
  }

  it.each(CALLS)('%s: a fitting answer is handed over as it came', async (method, valid) => {
    const { answer, bad } = await setup();
    expect(await answer(method, valid)).toEqual({ value: valid });
    expect(bad).toEqual([]);
  });

  describe.each(CALLS)('%s', (method, valid, wrongType) => {
    const cases: [string, unknown][] = [
      ...MALFORMED.map(([name, value]): [string, unknown] => [name, value]),
      ['no result at all', undefined],
      ['a field of the wrong type', wrongType],
    ];
    // {} is a valid (empty) temperature store, and metadata without any optional field.
    if (!Array.isArray(valid) && !EMPTY_IS_VALID.has(method)) cases.push(['{}', {}]);
    it.each(cases)(
      'answered with %s: an AnswerError naming printer, call and answer',
      async (_name, value) => {
        const { answer, bad } = await setup();
        const outcome = (await answer(method, value)) as { error?: unknown };
        const error = outcome.error;
        expect(error).toBeInstanceOf(AnswerError);
        const answerError = error as AnswerError;
        expect(answerError.printer).toBe('printer.local:7125');
        expect(answerError.method).toBe(method);
        expect(answerError.message).toContain(`printer.local:7125 answered ${method}`);
        expect(bad).toEqual([error]);
      },
    );
  });

  it.each(MALFORMED)('%s is described as such', async (_name, value, fault) => {
    const { answer } = await setup();
    const { error } = (await answer('server.info', value)) as { error: AnswerError };
    expect(describeMisfit(error.misfit)).toEqual(fault);
  });

  it('names the field that is wrong and what it holds', async () => {
    const { answer } = await setup();
    const { error } = (await answer('printer.objects.list', { objects: 'toolhead' })) as {
      error: AnswerError;
    };
    expect(describeMisfit(error.misfit)).toEqual({
      path: 'objects',
      kind: 's',
      excerpt: 'toolhead',
    });
  });

  it('a lazily loaded call checks the shape it gives', async () => {
    const { api, bad } = await setup();
    const ws = FakeWebSocket.last();
    const promise = api.call('machine.device_power.devices', undefined, {
      shape: { devices: ['o'] },
    });
    await settle();
    ws.reply(ws.request('machine.device_power.devices').id, { devices: 'none' });
    const error = await rejectionOf(promise);
    expect(error).toBeInstanceOf(AnswerError);
    expect(bad).toHaveLength(1);
  });
});

describe('status updates: what the shell and the session read outside the cards', () => {
  it.each<[string, unknown, string | null]>([
    [
      'a partial update',
      { toolhead: { position: [1, 2, 3, 0] }, extruder: { temperature: 5 } },
      null,
    ],
    ['an empty update', {}, null],
    ['an object that is not one', { extruder: 215 }, 'extruder'],
    [
      'sensors as text',
      { heaters: { available_sensors: 'extruder' } },
      'heaters.available_sensors',
    ],
    ['a position with text', { toolhead: { position: ['1', 2] } }, 'toolhead.position[0]'],
    ['the print state as a number', { print_stats: { state: 1 } }, 'print_stats.state'],
    ['config settings as a list', { configfile: { settings: [] } }, 'configfile.settings'],
    ['nothing', undefined, ''],
  ])('%s', (_name, update, path) => {
    let misfit: unknown = null;
    try {
      checked('p', 'notify_status_update', update);
    } catch (error) {
      misfit = (error as AnswerError).misfit.path;
    }
    expect(misfit).toBe(path);
  });
});

describe('malformed answers over HTTP', () => {
  const page = () => new Response(PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } });
  const client = (respond: () => Response) =>
    createHttpClient({
      baseUrl: 'http://192.168.1.5:80/',
      fetchImpl: (async () => respond()) as unknown as typeof fetch,
    });

  it.each(['/server/info', '/access/oneshot_token', '/server/files/list'])(
    '%s answered with a web page: an AnswerError naming the printer and the call',
    async (pathName) => {
      const error = await rejectionOf(client(page).get(pathName));
      expect(error).toBeInstanceOf(AnswerError);
      expect(error).toMatchObject({
        printer: '192.168.1.5:80',
        method: pathName.slice(1).replace(/\//g, '.'),
      });
      expect(describeMisfit((error as AnswerError).misfit)).toEqual({ path: '', kind: 'html' });
    },
  );

  it('a file read as text is not checked', async () => {
    const text = await client(page).get('/server/files/config/printer.cfg', undefined, {
      responseType: 'text',
    });
    expect(text).toBe(PAGE);
  });

  it('a login answer without its tokens is refused', async () => {
    const json = () => new Response(JSON.stringify({ result: { username: 'a' } }));
    const error = await rejectionOf(client(json).post('/access/login', {}));
    expect(error).toMatchObject({ method: 'access.login', misfit: { path: 'token' } });
  });
});
