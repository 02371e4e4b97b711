// Bad HTTP input gets a 4xx with Moonraker's `{error: {code, message}}` (never a 500), and the
// server keeps serving: broken uploads, bad percent-encoding in paths and queries, request bodies
// over the 50 MiB Moonraker allows outside uploads (413, answered without reading the rest), bad
// Content-Length headers, a JSON-RPC body of the wrong type.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startTestSim, type TestSim } from './helpers';
import { exchange, send } from './raw_request';

const MiB = 1024 * 1024;

const part = (disposition: string, content: string, boundary = 'XB'): string =>
  `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n` +
  `Content-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`;

/** name, headers, body → status, message, a piece of the traceback (the detail) */
const UPLOADS: [string, Record<string, string>, string, number, string, string][] = [
  [
    'an empty file name',
    { 'Content-Type': 'multipart/form-data; boundary=XB' },
    part('name="file"; filename=""', 'G28'),
    400,
    'Bad Request',
    'Multipart filename omitted',
  ],
  [
    'a file part without a file name',
    { 'Content-Type': 'multipart/form-data; boundary=XB' },
    part('name="file"', 'G28'),
    400,
    'Bad Request',
    'Multipart filename omitted',
  ],
  [
    'a body that is no multipart',
    { 'Content-Type': 'multipart/form-data; boundary=XB' },
    'garbage without a boundary',
    400,
    'Bad Request',
    'File Upload Parsing Failed',
  ],
  [
    'a body cut short',
    { 'Content-Type': 'multipart/form-data; boundary=XB' },
    '--XB\r\nContent-Disposition: form-data; name="file"; filename="cut.gcode"\r\n\r\nG28\r\n',
    400,
    'Bad Request',
    'File Upload Parsing Failed',
  ],
  [
    'a malformed part header',
    { 'Content-Type': 'multipart/form-data; boundary=XB' },
    '--XB\r\nContent-Disposition form-data\r\n\r\nG28\r\n--XB--\r\n',
    400,
    'Bad Request',
    'File Upload Parsing Failed',
  ],
  [
    'no content type',
    {},
    part('name="file"; filename="a.gcode"', 'G28'),
    400,
    'Bad Request',
    'Content-Type',
  ],
  [
    'no boundary',
    { 'Content-Type': 'multipart/form-data' },
    part('name="file"; filename="a.gcode"', 'G28'),
    400,
    'Bad Request',
    'Boundary',
  ],
  [
    'the wrong content type',
    { 'Content-Type': 'text/plain' },
    'G28',
    400,
    'Bad Request',
    'text/plain',
  ],
];

describe('bad HTTP input', () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim();
    writeFileSync(join(sim.dataDir, 'gcodes', '%zz.gcode'), 'G28\n');
  });
  afterAll(() => sim.stop());

  const serving = async (): Promise<void> => {
    expect((await http(sim, 'GET', '/server/info')).status).toBe(200);
  };

  it('broken uploads: 400 with the reason, the detail in the traceback', async () => {
    for (const [name, headers, body, status, message, detail] of UPLOADS) {
      const r = await send(sim, 'POST', '/server/files/upload', headers, body);
      expect.soft(r.status, name).toBe(status);
      expect.soft(r.json, name).toMatchObject({ error: { code: status, message } });
      const trace = (r.json as { error?: { traceback?: string } } | undefined)?.error?.traceback;
      expect.soft(trace, name).toContain(detail);
      await serving();
    }
  });

  it('percent-encoding in a file path: a stray % is kept, bytes that are no UTF-8 are a 400', async () => {
    for (const [verb, path, status] of [
      // A '%' that starts no escape stays as it is (Python's unquote): the file named so.
      ['GET', '/server/files/gcodes/%zz.gcode', 200],
      ['GET', '/server/files/gcodes/%zz-none.gcode', 404],
      // Moonraker's answer for a file that is not there.
      ['DELETE', '/server/files/gcodes/%zz-none.gcode', 400],
      ['GET', '/server/files/%zz/a.gcode', 404],
      // An escape that is no UTF-8.
      ['GET', '/server/files/gcodes/%ff.gcode', 400],
      ['DELETE', '/server/files/gcodes/%C3%28.gcode', 400],
      ['GET', '/server/files/%ff/a.gcode', 400],
    ] as const) {
      const r = await send(sim, verb, path);
      expect.soft(r.status, `${verb} ${path}`).toBe(status);
      if (status !== 200) expect.soft(r.json, path).toMatchObject({ error: { code: status } });
      else expect.soft(r.text, path).toBe('G28\n');
      await serving();
    }
  });

  it('a path that starts with // is a path, not a host (no /server/info behind it)', async () => {
    for (const path of ['//evil.example/server/info', '//server/info']) {
      const r = await send(sim, 'GET', path);
      expect.soft(r.status, path).toBe(404);
      expect.soft(r.json, path).toMatchObject({ error: { code: 404 } });
    }
    await serving();
  });

  it('percent-encoding in a query: a stray % is kept, bytes that are no UTF-8 are a 400', async () => {
    const kept = await send(sim, 'GET', '/server/files/metadata?filename=%zz-none.gcode');
    expect(kept.json).toMatchObject({
      error: { code: 404, message: 'Metadata not available for <%zz-none.gcode>' },
    });
    for (const [verb, path, body] of [
      ['GET', '/server/files/metadata?filename=%ff.gcode', undefined],
      ['POST', '/printer/gcode/script?script=M117%20%C3%28', undefined],
      ['POST', '/printer/gcode/script?%ff=1&script=M117', undefined],
      ['POST', '/printer/gcode/script', 'script=M117%20%ff'],
    ] as const) {
      const headers: Record<string, string> =
        body === undefined ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' };
      const r = await send(sim, verb, path, headers, body);
      expect(r.status, path).toBe(400);
      expect(r.json).toMatchObject({
        error: {
          code: 400,
          message: 'Error Parsing Request Arguments. Is the Content-Type correct?',
        },
      });
    }
    await serving();
  });

  it('a body over 50 MiB announced by Content-Length: 413 at once, connection closed', async () => {
    const head =
      'POST /server/database/item HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${51 * MiB}\r\n\r\n{"namespace": "probe", "key": "k", "value": "`;
    const r = await exchange(sim, head);
    expect(r.closed).toBe(true);
    expect(r.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(r.text.slice(r.text.indexOf('\r\n\r\n') + 4))).toMatchObject({
      error: { code: 413 },
    });
    await serving();
  });

  it('a chunked body that grows over 50 MiB: 413 without waiting for its end', async () => {
    const head =
      'POST /server/jsonrpc HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      'Transfer-Encoding: chunked\r\n\r\n';
    const chunk = Buffer.from(`${MiB.toString(16)}\r\n${'x'.repeat(MiB)}\r\n`);
    let sent = 0;
    const r = await exchange(sim, head, 20_000, (write) => {
      // Never the closing chunk: a server that waits for the end never answers.
      const pump = (): void => {
        while (sent < 80) {
          sent += 1;
          if (!write(chunk)) {
            setTimeout(pump, 5);
            return;
          }
        }
      };
      pump();
    });
    expect(r.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(r.closed).toBe(true);
    await serving();
  });

  it('an upload announced over max_upload_size (1024 MiB): 413 at once', async () => {
    const head =
      'POST /server/files/upload HTTP/1.1\r\nHost: x\r\n' +
      'Content-Type: multipart/form-data; boundary=XB\r\n' +
      `Content-Length: ${1025 * MiB}\r\n\r\n--XB\r\n`;
    const r = await exchange(sim, head);
    expect(r.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(r.closed).toBe(true);
    await serving();
  });

  it('a Content-Length Node cannot take, a JSON-RPC body not JSON: 400 with a JSON error', async () => {
    for (const [name, header] of [
      ['not a number', 'Content-Length: abc\r\n'],
      ['negative', 'Content-Length: -5\r\n'],
      ['twice, different', 'Content-Length: 5\r\nContent-Length: 6\r\n'],
      ['with chunked too', 'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n'],
    ]) {
      const r = await exchange(sim, `POST /server/info HTTP/1.1\r\nHost: x\r\n${header}\r\nabcdef`);
      expect.soft(r.text, name).toMatch(/^HTTP\/1\.1 400 /);
      const body = r.text.slice(r.text.indexOf('\r\n\r\n') + 4);
      expect
        .soft(body, name)
        .toBe(JSON.stringify({ error: { code: 400, message: 'Bad Request' } }));
      await serving();
    }
    const r = await send(sim, 'POST', '/server/jsonrpc', { 'Content-Type': 'text/plain' }, '{}');
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({
      error: { code: 400, message: 'Invalid content type, application/json required' },
    });
    await serving();
  });
});
