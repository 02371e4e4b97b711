// Test helpers: a simulator per suite in its own temp data folder, HTTP helpers and a JSON-RPC client.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
