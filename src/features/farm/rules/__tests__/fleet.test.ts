import { describe, expect, it } from 'vitest';
import { HttpError, MoonrakerError } from '../../../../moonraker/errors';
import { createHttpClient } from '../../../../moonraker/http';
import { PendingCalls } from '../../../../moonraker/pending';
import {
  fleetSummary,
  MESSAGE_LENGTH,
  refusalOf,
  refusalsByReason,
  runFleet,
  type FleetResult,
  type RefusalReason,
} from '../fleet';
import { virtualClock } from '../virtual-clock';

/** The error Printdeck's HTTP client throws for this answer (status and body as the printer sent them). */
async function httpFailure(status: number, body: string): Promise<unknown> {
  const client = createHttpClient({
    baseUrl: 'http://printer.local',
    fetchImpl: async () => new Response(body, { status }),
  });
  return client.post('/printer/print/start', { filename: 'cube.gcode' }).then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );
}

/** The error Printdeck's JSON-RPC channel rejects a call with for this error answer. */
async function rpcFailure(code: number, message: string): Promise<unknown> {
  const pending = new PendingCalls();
  const call = pending.add(12345, 'printer.print.start', 0);
  pending.settle(12345, undefined, { code, message });
  return call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );
}

const moonrakerBody = (code: number, message: string, traceback?: string) =>
  JSON.stringify({ error: { code, message, ...(traceback ? { traceback } : {}) } });

/** How Moonraker's file handlers answer a refusal over HTTP: the reason phrase, the text in the traceback. */
const forbidden = (text: string) =>
  moonrakerBody(
    403,
    'Forbidden',
    `Traceback (most recent call last):\n\nmoonraker.utils.exceptions.ServerError: ${text}\n\ntornado.web.HTTPError: HTTP 403: Forbidden (${text})\n`,
  );

const SHUTDOWN =
  'Shutdown due to webhooks request\nOnce the underlying issue is corrected, use the\n"FIRMWARE_RESTART" command to reset the firmware, reload the\nconfig, and restart the host software.\nPrinter is shutdown\n';
const STARTUP =
  '\nPrinter is not ready\nThe klippy host software is attempting to connect.  Please\nretry in a few moments.\n';
const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n';

describe('refusalOf', () => {
  // What the printer answered (the simulator's and Moonraker's own texts) → reason, message shown.
  const cases: [string, () => Promise<unknown> | unknown, RefusalReason, string][] = [
    // login
    [
      'HTTP 401',
      () => httpFailure(401, moonrakerBody(401, 'Unauthorized')),
      'login',
      'Unauthorized',
    ],
    [
      'HTTP 401 bad token',
      () => httpFailure(401, moonrakerBody(401, 'JWT Decode Error')),
      'login',
      'JWT Decode Error',
    ],
    ['JSON-RPC 401 (-32602)', () => rpcFailure(-32602, 'Unauthorized'), 'login', 'Unauthorized'],
    ['JSON-RPC expired token', () => rpcFailure(-32602, 'JWT Expired'), 'login', 'JWT Expired'],
    [
      'JSON-RPC bad params is no login',
      () => rpcFailure(-32602, 'Invalid params:\nfilename'),
      'error',
      'Invalid params:\nfilename',
    ],
    [
      'another Error with code 401',
      () => Object.assign(new Error('Unauthorized'), { code: 401 }),
      'login',
      'Unauthorized',
    ],
    // busy
    [
      'start during a print (Klipper)',
      () => httpFailure(400, moonrakerBody(400, 'SD busy')),
      'busy',
      'SD busy',
    ],
    ['start during a print over the socket', () => rpcFailure(400, 'SD busy'), 'busy', 'SD busy'],
    [
      'delete the printed file (HTTP)',
      () => httpFailure(403, forbidden('File currently in use')),
      'busy',
      'File currently in use',
    ],
    [
      'delete the printed file (socket)',
      () => rpcFailure(403, 'File currently in use'),
      'busy',
      'File currently in use',
    ],
    [
      'upload over the printed file',
      () => httpFailure(403, forbidden('File is loaded, upload not permitted')),
      'busy',
      'File is loaded, upload not permitted',
    ],
    [
      'update while printing (503)',
      () => httpFailure(503, moonrakerBody(503, 'Update Refused: Klippy is printing')),
      'busy',
      'Update Refused: Klippy is printing',
    ],
    [
      'power off while printing',
      () =>
        httpFailure(400, moonrakerBody(400, 'Unable to change power for printer while printing')),
      'busy',
      'Unable to change power for printer while printing',
    ],
    // not-ready
    [
      'Klipper shut down',
      () => httpFailure(400, moonrakerBody(400, SHUTDOWN)),
      'not-ready',
      SHUTDOWN.trim(),
    ],
    ['Klipper starting', () => rpcFailure(400, STARTUP), 'not-ready', STARTUP.trim()],
    [
      'Klipper halted',
      () => rpcFailure(400, 'Option x is missing\nPrinter is halted\n'),
      'not-ready',
      'Option x is missing\nPrinter is halted',
    ],
    [
      'Klipper not connected',
      () => httpFailure(503, moonrakerBody(503, 'Klippy Host not connected')),
      'not-ready',
      'Klippy Host not connected',
    ],
    [
      'Klipper went away',
      () => rpcFailure(503, 'Klippy Disconnected'),
      'not-ready',
      'Klippy Disconnected',
    ],
    ['a bare 503', () => httpFailure(503, ''), 'not-ready', 'HTTP 503'],
    [
      'a proxy 503 page',
      () => httpFailure(503, '<!DOCTYPE html><html><body>down</body></html>'),
      'not-ready',
      'HTTP 503',
    ],
    // disk-full
    [
      'HTTP 507',
      () => httpFailure(507, moonrakerBody(507, 'Insufficient Storage')),
      'disk-full',
      'Insufficient Storage',
    ],
    [
      'upload on a full disk',
      () =>
        httpFailure(
          500,
          moonrakerBody(500, 'Unable to save file: ENOSPC: no space left on device, write'),
        ),
      'disk-full',
      'Unable to save file: ENOSPC: no space left on device, write',
    ],
    [
      'Python OSError',
      () =>
        httpFailure(
          500,
          moonrakerBody(500, "[Errno 28] No space left on device: '/home/pi/gcodes/a.gcode'"),
        ),
      'disk-full',
      "[Errno 28] No space left on device: '/home/pi/gcodes/a.gcode'",
    ],
    [
      'a write failure without its cause',
      () => httpFailure(500, moonrakerBody(500, 'Unable to save file')),
      'error',
      'Unable to save file',
    ],
    // unreachable
    ['nobody answers', () => new HttpError(0, 'fetch failed'), 'unreachable', 'fetch failed'],
    [
      'request timed out',
      () => new HttpError(0, 'Request timed out after 5000 ms'),
      'unreachable',
      'Request timed out after 5000 ms',
    ],
    [
      'socket call timed out',
      () => new MoonrakerError('TIMEOUT', "Request 'printer.print.start' timed out after 30000 ms"),
      'unreachable',
      "Request 'printer.print.start' timed out after 30000 ms",
    ],
    [
      'socket closed mid-call',
      () => new MoonrakerError('CONNECTION_LOST', 'The connection to Moonraker was lost'),
      'unreachable',
      'The connection to Moonraker was lost',
    ],
    [
      'socket not open',
      () =>
        new MoonrakerError('NOT_CONNECTED', "Not connected: 'printer.print.start' was not sent"),
      'unreachable',
      "Not connected: 'printer.print.start' was not sent",
    ],
    [
      'fetch itself failed',
      () => new TypeError('Failed to fetch'),
      'unreachable',
      'Failed to fetch',
    ],
    [
      'a proxy cannot reach Moonraker',
      () => httpFailure(502, NGINX_502),
      'unreachable',
      '502 Bad Gateway',
    ],
    ['a proxy timed out', () => httpFailure(504, ''), 'unreachable', 'HTTP 504'],
    // error
    [
      'a G-code error',
      () => rpcFailure(400, 'Must home axis first: 10.000 0.000 0.000 [0.000]'),
      'error',
      'Must home axis first: 10.000 0.000 0.000 [0.000]',
    ],
    [
      'a file that is not there',
      () => rpcFailure(400, 'Unable to open file'),
      'error',
      'Unable to open file',
    ],
    [
      'a 403 of a namespace is no login',
      () => rpcFailure(403, "Write access to namespace 'moonraker' is forbidden"),
      'error',
      "Write access to namespace 'moonraker' is forbidden",
    ],
    [
      'a 403 page',
      () => httpFailure(403, '<html><head><title>403 Forbidden</title></head></html>'),
      'error',
      '403 Forbidden',
    ],
    ['unknown method', () => rpcFailure(-32601, 'Method not found'), 'error', 'Method not found'],
    ['an Error', () => new Error('boom'), 'error', 'boom'],
    ['a string', () => 'odd failure', 'error', 'odd failure'],
    ['nothing', () => undefined, 'error', 'Unknown error'],
    ['an empty message', () => new HttpError(500, ''), 'error', 'HTTP 500'],
  ];
  it.each(cases)('%s', async (_label, make, reason, message) => {
    expect(refusalOf(await make())).toEqual({ kind: 'refused', reason, message });
  });

  it('cuts a long text short and never shows markup', async () => {
    const long = refusalOf(new Error('x'.repeat(5000)));
    expect(long.message).toHaveLength(MESSAGE_LENGTH);
    expect(long.message.endsWith('…')).toBe(true);
    const page = refusalOf(await httpFailure(500, '<html><body><h1>Oops</h1></body></html>'));
    expect(page).toEqual({ kind: 'refused', reason: 'error', message: 'HTTP 500' });
  });

  it('keeps a message that merely has parentheses', async () => {
    const text = 'Unable to change power for printer (left rack) while printing';
    const error = await httpFailure(
      400,
      moonrakerBody(400, text, `tornado.web.HTTPError: HTTP 400: ${text}\n`),
    );
    expect(refusalOf(error)).toEqual({ kind: 'refused', reason: 'busy', message: text });
  });
});

describe('runFleet', () => {
  it('runs every printer once, in the order given, one refusal stopping nobody', async () => {
    const calls: string[] = [];
    const action = async (id: string) => {
      calls.push(id);
      if (id === 'voron') throw new MoonrakerError(400, 'SD busy');
      if (id === 'ender') throw new HttpError(0, 'fetch failed');
    };
    const results = await runFleet(['mk4', 'voron', 'ender', 'mk4', 'mini', 'voron'], action, {
      scheduler: virtualClock(),
    });
    expect(calls).toEqual(['mk4', 'voron', 'ender', 'mini']);
    expect(results).toEqual([
      { printerId: 'mk4', outcome: { kind: 'done' } },
      { printerId: 'voron', outcome: { kind: 'refused', reason: 'busy', message: 'SD busy' } },
      {
        printerId: 'ender',
        outcome: { kind: 'refused', reason: 'unreachable', message: 'fetch failed' },
      },
      { printerId: 'mini', outcome: { kind: 'done' } },
    ]);
  });

  it('staggers the starts and skips the printers not started when aborted', async () => {
    const clock = virtualClock(0);
    const controller = new AbortController();
    const startedAt: Array<[string, number]> = [];
    const action = async (id: string) => {
      startedAt.push([id, clock.now()]);
    };
    const run = runFleet(['a', 'b', 'c', 'd'], action, {
      staggerS: 60,
      scheduler: clock,
      signal: controller.signal,
    });
    await clock.advance(60_000);
    controller.abort();
    await clock.advance(600_000);
    const results = await run;
    expect(startedAt).toEqual([
      ['a', 0],
      ['b', 60_000],
    ]);
    expect(results.map((r) => r.outcome.kind)).toEqual(['done', 'done', 'skipped', 'skipped']);
    expect(fleetSummary(results)).toEqual({ done: 2, queued: 0, refused: 0, skipped: 2 });
  });

  it('an action that throws at once is a refusal of that printer only', async () => {
    const action = (id: string): Promise<void> => {
      if (id === 'b') throw new MoonrakerError('NOT_CONNECTED', 'Not connected');
      return Promise.resolve();
    };
    const results = await runFleet(['a', 'b', 'c'], action, { scheduler: virtualClock() });
    expect(results.map((r) => r.outcome.kind)).toEqual(['done', 'refused', 'done']);
  });

  it('no printers: no results', async () => {
    expect(await runFleet([], async () => undefined, { scheduler: virtualClock() })).toEqual([]);
  });

  it('a stagger out of range runs nothing', async () => {
    const calls: string[] = [];
    const run = runFleet(['a'], async (id) => void calls.push(id), {
      staggerS: 4000,
      scheduler: virtualClock(),
    });
    await expect(run).rejects.toThrow(RangeError);
    expect(calls).toEqual([]);
  });
});

describe('fleetSummary and refusalsByReason', () => {
  const refused = (id: string, reason: RefusalReason): FleetResult => ({
    printerId: id,
    outcome: { kind: 'refused', reason, message: reason },
  });
  const results: FleetResult[] = [
    { printerId: 'a', outcome: { kind: 'done' } },
    refused('b', 'login'),
    refused('c', 'busy'),
    { printerId: 'd', outcome: { kind: 'skipped' } },
    refused('e', 'busy'),
    { printerId: 'f', outcome: { kind: 'queued' } },
    refused('g', 'no-queue'),
  ];
  it.each([
    ['none', [], { done: 0, queued: 0, refused: 0, skipped: 0 }],
    ['mixed', results, { done: 1, queued: 1, refused: 4, skipped: 1 }],
  ] as const)('summary of %s', (_label, list, wanted) => {
    expect(fleetSummary(list)).toEqual(wanted);
  });
  it('groups refusals by reason in a fixed order', () => {
    expect(refusalsByReason(results)).toEqual([
      { reason: 'busy', printerIds: ['c', 'e'] },
      { reason: 'no-queue', printerIds: ['g'] },
      { reason: 'login', printerIds: ['b'] },
    ]);
    expect(refusalsByReason([])).toEqual([]);
  });
});
