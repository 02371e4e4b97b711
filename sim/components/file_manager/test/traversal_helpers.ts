// Helpers of the path-traversal and symlink tests: a simulator whose data folder sits in a folder of
// the test (`base/data`) beside a canary folder (`base/outside`) that nothing may read, list, create
// or delete; symlinks out of the roots planted in the data folder; a snapshot of everything outside
// the data folder; raw HTTP requests whose path no client normalises.

import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../../index';
import { afterAll, beforeAll } from 'vitest';
import { RpcClient } from '../../../test/helpers';

/** In every canary file: an answer holding it has read a file outside the data folder. */
export const CANARY_TEXT = 'CANARY-CONTENT-7f3a';
/** A canary file no request names: an answer holding its name has listed the canary folder. */
export const UNNAMED = 'unnamed-marker-51c.gcode';

export interface Planted {
  base: string;
  data: string;
  outside: string;
  sim: Simulator;
  rpc: RpcClient;
  /** Everything outside the data folder: paths (with file contents) under `base`. */
  snapshot(): Record<string, string>;
  close(): Promise<void>;
}

function walk(dir: string, prefix: string, out: Record<string, string>, skip: string): void {
  for (const name of readdirSync(dir).sort()) {
    const abs = join(dir, name);
    if (abs === skip) continue;
    const rel = `${prefix}${name}`;
    const st = lstatSync(abs);
    if (st.isDirectory()) {
      out[`${rel}/`] = '';
      walk(abs, `${rel}/`, out, skip);
    } else out[rel] = st.isFile() ? readFileSync(abs, 'utf8') : 'link';
  }
}

/**
 * A simulator with symlinks out of its roots: gcodes/canary-dir → the canary folder,
 * gcodes/canary-link.gcode → a canary file, gcodes/etc → /etc, gcodes/sub/canary-leak.gcode → a
 * canary file, gcodes/canary-dangling.gcode → a file the canary folder does not have,
 * config/canary-cfg-dir → the canary folder; and symlinks that stay inside: gcodes/inside-link.gcode
 * → small.gcode, gcodes/inside-dir → sub/deeper.
 */
export async function plantedSim(): Promise<Planted> {
  const base = mkdtempSync(join(tmpdir(), 'printdeck-traversal-'));
  const data = join(base, 'data');
  const outside = join(base, 'outside');
  mkdirSync(data);
  mkdirSync(join(outside, 'canarydir'), { recursive: true });
  writeFileSync(join(outside, 'canary.gcode'), `; ${CANARY_TEXT}\nG28\n`);
  writeFileSync(join(outside, 'canary.cfg'), `# ${CANARY_TEXT}\n`);
  writeFileSync(join(outside, UNNAMED), `; ${CANARY_TEXT}\n`);
  writeFileSync(join(outside, 'canarydir', 'inner.gcode'), `; ${CANARY_TEXT}\n`);
  const sim = await startSimulator({ port: 0, dataDir: data, restartDelayMs: 200 });
  await sim.klippy.whenReady();
  const gcodes = join(data, 'gcodes');
  symlinkSync(outside, join(gcodes, 'canary-dir'));
  symlinkSync(join(outside, 'canary.gcode'), join(gcodes, 'canary-link.gcode'));
  symlinkSync('/etc', join(gcodes, 'etc'));
  mkdirSync(join(gcodes, 'sub', 'deeper'), { recursive: true });
  writeFileSync(join(gcodes, 'sub', 'deeper', 'real.gcode'), 'G28\n');
  symlinkSync(join(outside, 'canary.gcode'), join(gcodes, 'sub', 'canary-leak.gcode'));
  symlinkSync(join(outside, 'canary-new.gcode'), join(gcodes, 'canary-dangling.gcode'));
  symlinkSync('small.gcode', join(gcodes, 'inside-link.gcode'));
  symlinkSync('sub/deeper', join(gcodes, 'inside-dir'));
  symlinkSync(outside, join(data, 'config', 'canary-cfg-dir'));
  const rpc = await RpcClient.connect(sim);
  return {
    base,
    data,
    outside,
    sim,
    rpc,
    snapshot() {
      const out: Record<string, string> = {};
      walk(base, '', out, data);
      return out;
    },
    async close() {
      try {
        rpc.close();
        await sim.close();
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    },
  };
}

/** A suite's planted simulator, with everything outside its data folder as it was at the start. */
export interface PlantedSuite extends Omit<Planted, 'close'> {
  readonly atStart: Record<string, string>;
}

/** Plants a simulator (plantedSim) before the suite's tests and takes it down after them. */
export function plantedForSuite(): PlantedSuite {
  let planted: Planted | undefined;
  let atStart: Record<string, string> = {};
  beforeAll(async () => {
    planted = await plantedSim();
    atStart = planted.snapshot();
  });
  afterAll(async () => {
    await planted?.close();
  });
  const get = (): Planted => {
    if (!planted) throw new Error('the suite has not planted its simulator yet');
    return planted;
  };
  return {
    get base() {
      return get().base;
    },
    get data() {
      return get().data;
    },
    get outside() {
      return get().outside;
    },
    get sim() {
      return get().sim;
    },
    get rpc() {
      return get().rpc;
    },
    snapshot: () => get().snapshot(),
    get atStart() {
      return atStart;
    },
  };
}

export interface RawReply {
  status: number;
  text: string;
}

/** An HTTP request sent with its path exactly as written (no URL normalisation of '..' or %2e). */
export function rawRequest(
  sim: Simulator,
  method: string,
  path: string,
  body?: { type: string; data: Buffer },
): Promise<RawReply> {
  const url = new URL(sim.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: body
          ? { 'content-type': body.type, 'content-length': body.data.length }
          : undefined,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body?.data);
  });
}

/** A multipart/form-data body with text fields and one file part. */
export function multipart(
  fields: Record<string, string>,
  filename: string,
  content: string,
): { type: string; data: Buffer } {
  const boundary = '----printdecktraversal';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { type: `multipart/form-data; boundary=${boundary}`, data: Buffer.from(parts.join('')) };
}
