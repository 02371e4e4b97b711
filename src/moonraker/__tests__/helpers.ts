// Test helpers: a MoonrakerSocket wired to FakeWebSocket, and a fake one-shot token source.
import { vi } from 'vitest';
import { MoonrakerSocket } from '../connection';
import type { MoonrakerSocketOptions } from '../socket-types';
import { FakeWebSocket } from './fake-websocket';

export const IDENTIFY = {
  client_name: 'Printdeck',
  version: '0.1.0',
  type: 'web' as const,
  url: 'https://printdeck.example',
};

export const WS_URL = 'ws://printer.local:7125/websocket';

/** Lets pending promise callbacks (token fetch, identify result) run. */
export async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

export function makeSocket(overrides: Partial<MoonrakerSocketOptions> = {}) {
  let n = 0;
  const getOneshotToken = vi.fn(async (): Promise<string | null> => `tok${++n}`);
  const socket = new MoonrakerSocket({
    url: WS_URL,
    identify: IDENTIFY,
    getOneshotToken,
    WebSocketImpl: FakeWebSocket.impl,
    ...overrides,
  });
  const statuses: string[] = [];
  socket.on('status', (status, reason) => statuses.push(reason ? `${status}:${reason}` : status));
  const ready = vi.fn();
  socket.on('ready', ready);
  return { socket, getOneshotToken, statuses, ready };
}

/** connect() → the fake opens → identify is answered; returns the open fake. */
export async function openSocket(
  socket: MoonrakerSocket,
  connectionId = 4242,
): Promise<FakeWebSocket> {
  socket.connect();
  await settle();
  const ws = FakeWebSocket.last();
  ws.open();
  ws.answerIdentify(connectionId);
  await settle();
  return ws;
}

/** The promise's rejection (fails the test if it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}
