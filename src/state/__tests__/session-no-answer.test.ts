// The chosen printer whose first API check gets no answer (switched off, still booting) is asked
// again every few seconds and connects by itself once it answers; no Reconnect click is needed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionStore } from '../connection';
import { activeScope } from '../scope/active';
import { NO_ANSWER_RETRY_MS } from '../scope/keep-asking';
import { closeSession, startSession } from '../session';
import { FakePrinter, installNetwork, settle, uninstallNetwork } from './session-harness';

describe('a chosen printer that does not answer at first', () => {
  let printer: FakePrinter;
  let requests: { path: string }[];
  beforeEach(() => {
    printer = new FakePrinter('late.local:7125', 21);
    ({ requests } = installNetwork(printer));
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
  });

  const checks = () => requests.filter((r) => r.path === '/server/info').length;

  it('is asked again until it answers, then its socket opens', async () => {
    const answer = printer.http.get('GET /server/info');
    printer.http.set('GET /server/info', () => Promise.reject(new TypeError('Failed to fetch')));
    void startSession(`http://${printer.host}`);
    await settle(5);
    const connection = () => activeScope()?.get(connectionStore).getState();
    expect(connection()).toMatchObject({ socketStatus: 'closed', socketReason: 'unreachable' });
    expect(checks()).toBe(1);
    await vi.advanceTimersByTimeAsync(NO_ANSWER_RETRY_MS);
    expect(checks()).toBe(2);

    if (answer) printer.http.set('GET /server/info', answer);
    await vi.advanceTimersByTimeAsync(NO_ANSWER_RETRY_MS);
    await settle(10);
    expect(checks()).toBe(3);
    expect(connection()).toMatchObject({ apiReachable: true, socketStatus: 'open' });
    expect(printer.sockets()).toHaveLength(1);
  });

  it('is asked no more once another printer is chosen', async () => {
    printer.http.set('GET /server/info', () => Promise.reject(new TypeError('Failed to fetch')));
    void startSession(`http://${printer.host}`);
    await settle(5);
    closeSession();
    const atClose = checks();
    await vi.advanceTimersByTimeAsync(NO_ANSWER_RETRY_MS * 3);
    expect(checks()).toBe(atClose);
  });
});
