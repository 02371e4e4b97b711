// The start-up probe takes only Moonraker for Moonraker: its server.info answer or the 401 of its
// authorization. A web server's page (the single-page-app fallback of a static host) or anything
// else is 'other', with what it answered; real servers on this machine show both.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimProcess, type SimProcess } from '../../test/sim-process';
import { describeMisfit } from '../../lib/answer-fault';
import { probeApi } from '../probe';
import { firstReachable, probeAnswer, probeMisfit } from '../probe-answer';

const INFO = {
  klippy_connected: true,
  klippy_state: 'ready',
  components: ['history'],
  warnings: [],
  moonraker_version: 'v0.10.0',
};
const PAGE = '<!doctype html>\n<html lang="en"><head><title>Printdeck</title></head></html>';

describe('probeMisfit: is this answer to /server/info Moonraker’s?', () => {
  it.each<[string, number, unknown, ReturnType<typeof describeMisfit> | null]>([
    ['server.info', 200, { result: INFO }, null],
    [
      'server.info with Klipper not connected',
      200,
      { result: { ...INFO, klippy_state: 'disconnected' } },
      null,
    ],
    ['the 401 of its authorization', 401, { error: { code: 401, message: 'Unauthorized' } }, null],
    ['a web page', 200, PAGE, { path: '', kind: 'html' }],
    ['a web page with 404', 404, PAGE, { path: '', kind: 'html' }],
    ['a 401 page of a proxy', 401, PAGE, { path: '', kind: 'html' }],
    ['a 401 without Moonraker’s error', 401, { message: 'no' }, { path: 'error', kind: 'u' }],
    ['plain text', 200, 'OK', { path: '', kind: 's', excerpt: 'OK' }],
    ['JSON without result', 200, { status: 'ok' }, { path: 'result', kind: 'u' }],
    ['result null', 200, { result: null }, { path: 'result', kind: 'l' }],
    ['a list', 200, [INFO], { path: '', kind: 'a' }],
    ['nothing', 200, undefined, { path: '', kind: 'u' }],
    [
      'another API’s server/info',
      200,
      { result: { version: '2.1', state: 'ok' } },
      { path: 'result.klippy_state', kind: 'u' },
    ],
    [
      'a wrong field type',
      200,
      { result: { ...INFO, components: 'history' } },
      { path: 'result.components', kind: 's', excerpt: 'history' },
    ],
    ['Moonraker’s JSON with another status', 500, { result: INFO }, { path: '', kind: 'o' }],
  ])('%s', (_name, status, body, fault) => {
    const misfit = probeMisfit(status, body);
    expect(misfit && describeMisfit(misfit)).toEqual(fault);
  });
});

describe('probing real servers', () => {
  let sim: SimProcess;
  let secured: SimProcess;
  let page: http.Server;
  let pageUrl: string;
  let closed: string;
  const slow: http.Server[] = [];

  /** A server that answers every path after `ms` with `body` (a page, or Moonraker's answer). */
  async function slowServer(ms: number, body: string, type: string): Promise<string> {
    const server = http.createServer((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'Content-Type': type });
        res.end(body);
      }, ms);
    });
    slow.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    [sim, secured] = await Promise.all([startSimProcess(), startSimProcess(['--auth'])]);
    // A static host with the SPA fallback: every path answers the app's page.
    page = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(PAGE);
    });
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
    // A port nobody listens on.
    const gone = http.createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    closed = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
    await new Promise((resolve) => gone.close(resolve));
  }, 60_000);

  afterAll(async () => {
    await Promise.all([sim?.stop(), secured?.stop()]);
    await new Promise((resolve) => page?.close(resolve));
    await Promise.all(slow.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('the virtual printer is Moonraker, with or without a login', async () => {
    expect(await probeApi(sim.url, undefined, 5000)).toBe('reachable');
    expect(await probeApi(secured.url, undefined, 5000)).toBe('reachable');
  });

  it('the add-printer check: a page is “other”, a closed port unreachable', async () => {
    expect(await probeApi(pageUrl, undefined, 5000)).toBe('other');
    expect(await probeApi(closed, undefined, 5000)).toBe('unreachable');
  });

  it('a static host’s page is not, and the probe says what it answered', async () => {
    const answer = await probeAnswer(pageUrl, undefined, 5000);
    expect(answer.result).toBe('other');
    expect(answer.error).toMatchObject({
      printer: pageUrl.replace('http://', ''),
      method: 'server.info',
    });
    expect(describeMisfit(answer.error!.misfit)).toEqual({ path: '', kind: 'html' });
  });

  it('the first Moonraker among the candidates wins; the page is named', async () => {
    const found = await firstReachable([pageUrl, closed, sim.url]);
    expect(found.found).toBe(sim.url);
    expect(found.others.map((error) => error.printer)).toEqual([pageUrl.replace('http://', '')]);
  });

  it('the first candidate that is Moonraker is the only one asked, even when slow', async () => {
    // The likely address first: the others are not asked (no failed request in the console).
    const info = await (await fetch(`${sim.url}/server/info`)).text();
    const first = await slowServer(300, info, 'application/json');
    let asked = 0;
    const second = http.createServer((_req, res) => {
      asked += 1;
      res.end(info);
    });
    slow.push(second);
    await new Promise<void>((resolve) => second.listen(0, '127.0.0.1', resolve));
    const secondUrl = `http://127.0.0.1:${(second.address() as AddressInfo).port}`;
    const found = await firstReachable([first, secondUrl]);
    expect(found.found).toBe(first);
    expect(asked).toBe(0);
  });

  it('a busy Moonraker that answers after 1.5 s is still found at start-up', async () => {
    // A Pi under load (or the suite's two cores) may take more than a second for server.info.
    const info = await (await fetch(`${sim.url}/server/info`)).text();
    const busy = await slowServer(1500, info, 'application/json');
    const found = await firstReachable([busy, closed]);
    expect(found.found).toBe(busy);
  });

  it('no Moonraker among them: nothing found, and what answered is named', async () => {
    const found = await firstReachable([pageUrl, closed]);
    expect(found.found).toBeNull();
    expect(found.others).toHaveLength(1);
    expect(describeMisfit(found.others[0]!.misfit).kind).toBe('html');
  });
});
