// Helpers for the timelapse tests: a tiny snapshot server (a fixed JPEG, noting where the toolhead
// was at each request), a simulator with the timelapse component, short G-code files written into
// gcodes, the timelapse events of a client, and the names inside a zip.

import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import type { TimelapseEvent } from '../../protocol/timelapse';
import type { SimulatorOptions } from '../index';
import { RpcClient, startTestSim, type TestSim } from './helpers';

/** A JPEG of w × h pixels in one colour. */
export function solidJpeg(w: number, h: number, rgb: [number, number, number]): Buffer {
  const data = Buffer.alloc(w * h * 4);
  for (let i = 0; i < w * h; i++) data.set([...rgb, 255], i * 4);
  return Buffer.from(jpeg.encode({ data, width: w, height: h }, 80).data);
}

export interface SnapshotServer {
  url: string;
  /** Toolhead positions (x, y, z, e) at each snapshot request. */
  positions: number[][];
  /** Answer 500 instead of the image. */
  failing: boolean;
  close(): Promise<void>;
}

export async function snapshotServer(where: () => number[] | null): Promise<SnapshotServer> {
  const image = solidJpeg(64, 48, [200, 80, 40]);
  const positions: number[][] = [];
  const state = { failing: false };
  const server: Server = createServer((_req, res) => {
    const pos = where();
    if (pos) positions.push(pos.slice(0, 4));
    if (state.failing) {
      res.writeHead(500).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(image);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/snap`,
    positions,
    get failing() {
      return state.failing;
    },
    set failing(v: boolean) {
      state.failing = v;
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

export interface TimelapseSim {
  sim: TestSim;
  client: RpcClient;
  camera: SnapshotServer;
  stop(): Promise<void>;
}

/** A simulator whose timelapse component takes its frames from a snapshot server of the test. */
export async function timelapseSim(
  options: Record<string, string> = {},
  simOpts: SimulatorOptions = {},
): Promise<TimelapseSim> {
  let sim: TestSim | null = null;
  const camera = await snapshotServer(() => {
    const pos = sim?.klippy.query({ toolhead: ['position'] }).toolhead?.position;
    return Array.isArray(pos) ? (pos as number[]) : null;
  });
  sim = await startTestSim({ timelapse: { snapshoturl: camera.url, ...options }, ...simOpts });
  const client = await RpcClient.connect(sim);
  const s = sim;
  return {
    sim: s,
    client,
    camera,
    async stop() {
      client.close();
      await s.stop();
      await camera.close();
    },
  };
}

/** Writes a G-code file into the simulator's gcodes folder. */
export function writeGcode(sim: TestSim, name: string, lines: string[]): void {
  writeFileSync(join(sim.dataDir, 'gcodes', name), `${lines.join('\n')}\n`);
}

/** A print of `layers` layers, TIMELAPSE_TAKE_FRAME at each layer change (no extrusion). */
export function layeredGcode(layers: number): string[] {
  const out = ['G28', 'G90', 'G1 Z0.2 F600', 'G1 X50 Y50 F6000'];
  for (let i = 1; i <= layers; i++) {
    out.push(`;LAYER:${i}`, 'TIMELAPSE_TAKE_FRAME');
    out.push(
      `G1 Z${(0.2 * i).toFixed(1)} F600`,
      'G1 X120 Y50 F6000',
      'G1 X120 Y120',
      'G1 X50 Y120',
    );
  }
  out.push('G1 Z10 F600');
  return out;
}

/** The notify_timelapse_event payloads a client received. */
export function timelapseEvents(client: RpcClient): TimelapseEvent[] {
  return client
    .notifications('notify_timelapse_event')
    .map((m) => (m.params?.[0] ?? {}) as TimelapseEvent);
}

/** The file names of a zip (its central directory). */
export function zipNames(path: string): string[] {
  const buf = readFileSync(path);
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    names.push(buf.toString('utf8', at + 46, at + 46 + nameLen));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}
