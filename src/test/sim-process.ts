// The virtual printer as a separate process for the dashboard's own tests (src/ may not import
// sim/): `tsx sim/main.ts` on a free port with a temporary data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RpcCall } from '../moonraker/api';

export interface SimProcess {
  url: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '../..');

export function startSimProcess(args: string[] = []): Promise<SimProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'printdeck-src-sim-'));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'sim/main.ts',
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--data',
      dataDir,
      ...args,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the simulator did not start:\n${output}`));
    }, 30_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({ url: match[1].replace(/\/$/, ''), stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
}

/** JSON-RPC over HTTP (POST /server/jsonrpc) to the simulator `sim()` names, as Moonraker takes it. */
export function httpRpc(sim: () => SimProcess): RpcCall {
  return async (method, params) => {
    const response = await fetch(`${sim().url}/server/jsonrpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', method, params, id: 1 }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { message: string } };
    if (body.error) throw new Error(body.error.message);
    return body.result;
  };
}
