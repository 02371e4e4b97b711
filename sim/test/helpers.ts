// Test helpers: a simulator per suite in its own temp data folder, HTTP helpers and a JSON-RPC client.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { startSimulator, type Simulator, type SimulatorOptions } from '../index';

export interface TestSim extends Simulator {
  dataDir: string;
  stop(): Promise<void>;
}

export async function startTestSim(opts: SimulatorOptions = {}): Promise<TestSim> {
  const dataDir = mkdtempSync(join(tmpdir(), 'printdeck-sim-'));
  const sim = await startSimulator({ port: 0, dataDir, restartDelayMs: 200, ...opts });
  await sim.klippy.whenReady();
  return {
    ...sim,
    dataDir,
    async stop() {
      await sim.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface HttpResult {
  status: number;
  body: unknown;
  headers: Headers;
}

export async function http(
  sim: Simulator,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpResult> {
  const res = await fetch(`${sim.url}${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text === '' ? null : (JSON.parse(text) as unknown),
    headers: res.headers,
  };
}

export interface RpcMessage {
  jsonrpc: '2.0';
  id?: number | string | null;
  method?: string;
  params?: unknown[];
  result?: unknown;
  error?: { code: number; message: string };
}

export class RpcClient {
  readonly messages: RpcMessage[] = [];
  private nextId = 1;
  private readonly pending = new Map<number, (m: RpcMessage) => void>();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const parsed = JSON.parse(data.toString('utf8')) as RpcMessage | RpcMessage[];
      for (const m of Array.isArray(parsed) ? parsed : [parsed]) {
        this.messages.push(m);
        if (typeof m.id === 'number' && m.method === undefined) this.pending.get(m.id)?.(m);
      }
    });
  }

  static async connect(sim: Simulator, query = ''): Promise<RpcClient> {
    const ws = new WebSocket(`${sim.url.replace('http', 'ws')}/websocket${query}`);
    await new Promise<void>((ok, fail) => {
      ws.once('open', () => ok());
      ws.once('error', fail);
    });
    return new RpcClient(ws);
  }

  /** Sends a request and resolves with the whole response envelope. */
  request(method: string, params?: Record<string, unknown>): Promise<RpcMessage> {
    const id = this.nextId++;
    const msg =
      params === undefined
        ? { jsonrpc: '2.0', method, id }
        : { jsonrpc: '2.0', method, params, id };
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.ws.send(JSON.stringify(msg));
    });
  }

  /** Sends a request; resolves with `result`, rejects with the error object. */
  async call<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T> {
    const reply = await this.request(method, params);
    if (reply.error)
      throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
    return reply.result as T;
  }

  sendRaw(text: string): void {
    this.ws.send(text);
  }

  notifications(method?: string): RpcMessage[] {
    return this.messages.filter(
      (m) => m.method !== undefined && (method === undefined || m.method === method),
    );
  }

  async waitFor(pred: (m: RpcMessage) => boolean, timeoutMs = 5000): Promise<RpcMessage> {
    const start = Date.now();
    let seen = 0;
    for (;;) {
      for (; seen < this.messages.length; seen++) {
        const m = this.messages[seen];
        if (m && pred(m)) return m;
      }
      if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for a message');
      await sleep(20);
    }
  }

  close(): void {
    this.ws.close();
  }
}

/** The error a JSON-RPC call (RpcClient.call) rejects with; throws when the call succeeds. */
export async function rpcError(call: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await call;
  } catch (err) {
    return err as { code: number; message: string };
  }
  throw new Error('the request did not fail');
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Polls `pred` every 20 ms until it holds; throws once `timeoutMs` have gone by. */
export async function waitUntil(pred: () => boolean, timeoutMs = 20000): Promise<void> {
  const start = Date.now();
  while (!pred()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await sleep(20);
  }
}

/** Whether the process `pid` still runs (an encoder the simulator started, say). */
export function isAlive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A suite's simulator and its JSON-RPC client, there from the suite's `beforeAll` on. */
export interface SuiteSim {
  readonly sim: TestSim;
  readonly rpc: RpcClient;
  /** A new client for the suite, after the simulator has restarted and dropped the old one. */
  reconnect(): Promise<RpcClient>;
}

/**
 * Starts a simulator and a JSON-RPC client on it before the suite's tests and closes both after
 * them. `ready` may prepare the printer further before the first test.
 */
export function simForSuite(
  opts: SimulatorOptions = {},
  ready?: (sim: TestSim, rpc: RpcClient) => void | Promise<void>,
): SuiteSim {
  let sim: TestSim | undefined;
  let rpc: RpcClient | undefined;
  beforeAll(async () => {
    sim = await startTestSim(opts);
    rpc = await RpcClient.connect(sim);
    await ready?.(sim, rpc);
  });
  afterAll(async () => {
    rpc?.close();
    await sim?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the suite has not started its simulator yet');
    return value;
  };
  return {
    get sim() {
      return started(sim);
    },
    get rpc() {
      return started(rpc);
    },
    async reconnect() {
      rpc?.close();
      rpc = await RpcClient.connect(started(sim));
      return rpc;
    },
  };
}
