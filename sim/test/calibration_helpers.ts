// Calibration tests' helpers: a simulator over a printer.cfg of the test's choosing, and a client
// that runs G-code and returns the console lines it produced.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultPrinterCfg } from '../klipper/config';
import { startSimulator } from '../index';
import { linesUntilEcho } from './gcode_helpers';
import { RpcClient, type TestSim } from './helpers';

export type Status = Record<string, Record<string, unknown>>;

/** A simulator whose printer.cfg is `cfg(defaultCfg)` (the default printer when omitted). */
export async function startCalSim(
  cfg?: (defaultCfg: string) => string,
  opts: {
    timeScale?: number;
    dataDir?: string;
    waitReady?: boolean;
    bed?: { seed: number; endstopTrue: number; probeTrigger: number } | null;
  } = {},
): Promise<TestSim> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'printdeck-cal-'));
  // A fixed bed (seed, real endstop and probe trigger heights) so the results do not vary by run.
  // (`bed: null`: the simulator makes its own, as on a first start.)
  if (opts.bed !== null) {
    mkdirSync(join(dataDir, 'database'), { recursive: true });
    writeFileSync(
      join(dataDir, 'database', 'sim_bed.json'),
      JSON.stringify(opts.bed ?? { seed: 20260101, endstopTrue: 0.012, probeTrigger: 1.93 }),
    );
  }
  if (cfg) {
    mkdirSync(join(dataDir, 'config'), { recursive: true });
    const gcodes = join(dataDir, 'gcodes');
    writeFileSync(join(dataDir, 'config', 'printer.cfg'), cfg(defaultPrinterCfg(gcodes)));
  }
  const sim = await startSimulator({
    port: 0,
    dataDir,
    restartDelayMs: 200,
    timeScale: opts.timeScale ?? 50,
  });
  if (opts.waitReady !== false) await sim.klippy.whenReady();
  return {
    ...sim,
    dataDir,
    async stop() {
      await sim.close();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export class GcodeClient {
  private constructor(readonly rpc: RpcClient) {}

  static async connect(sim: TestSim): Promise<GcodeClient> {
    return new GcodeClient(await RpcClient.connect(sim));
  }

  run(script: string): Promise<unknown> {
    return this.rpc.call('printer.gcode.script', { script });
  }

  /** Runs a script and returns the console lines it produced (errors included). */
  async console(script: string): Promise<string[]> {
    const c = this.rpc;
    const before = c.notifications('notify_gcode_response').length;
    const marker = `M${Math.random().toString(36).slice(2)}`;
    await c.request('printer.gcode.script', { script });
    await c.call('printer.gcode.script', { script: `ECHO ${marker}` });
    return linesUntilEcho(c, before, marker);
  }

  /** The error message of a refused script (undefined when it succeeded). */
  async refusal(script: string): Promise<string | undefined> {
    return (await this.rpc.request('printer.gcode.script', { script })).error?.message;
  }

  async query(objects: string[]): Promise<Status> {
    const res = await this.rpc.call<{ status: Status }>('printer.objects.query', {
      objects: Object.fromEntries(objects.map((o) => [o, null])),
    });
    return res.status;
  }

  async objectNames(): Promise<string[]> {
    return (await this.rpc.call<{ objects: string[] }>('printer.objects.list')).objects;
  }

  close(): void {
    this.rpc.close();
  }
}
