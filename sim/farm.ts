// The virtual farm: N virtual printers in one process, each a whole simulator (startSimulator) on its
// own port with its own data folder, name and printer (sim/farm_plan.ts). A new data folder gets its
// model's printer.cfg (bed size, heated chamber or not); every printer's moonraker.conf lists the
// farm's origins in cors_domains, so a dashboard served by one can call the others even with --auth;
// printer 1's database holds the farm as the shared printers list (namespace printdeck, key printers).

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';
import { defaultPrinterCfg } from './klipper/default_cfg';
import {
  farmOrigins,
  originOf,
  planFarm,
  publicHost,
  withCorsOrigins,
  type PlannedPrinter,
} from './farm_plan';
import { startSimulator, type Simulator, type SimulatorOptions } from './index';

export interface FarmPrinter extends PlannedPrinter {
  sim: Simulator;
  /** Where a browser reaches it (the shared printers list's apiUrl). */
  apiUrl: string;
}

export interface Farm {
  printers: FarmPrinter[];
  /** Closes every printer's server. */
  close(): Promise<void>;
}

/** An entry of the shared printers list (printdeck/printers in Moonraker's database). */
export interface SharedPrinter {
  name: string;
  apiUrl: string;
  tags: string[];
}

export const SHARED_LIST = { namespace: 'printdeck', key: 'printers' } as const;

/** The printer.cfg of a new farm printer: its model's, headed by its name. */
function writeModelConfig(printer: PlannedPrinter): void {
  const dataDir = resolve(printer.dataDir);
  const cfg = join(dataDir, 'config', 'printer.cfg');
  if (existsSync(cfg)) return;
  mkdirSync(join(dataDir, 'config'), { recursive: true });
  const text = defaultPrinterCfg(join(dataDir, 'gcodes'), printer.model);
  writeFileSync(cfg, `# ${printer.name}, a printer of the Printdeck virtual farm.\n${text}`);
}

/** Adds the farm's origins to moonraker.conf; true when the file changed. */
function allowFarmOrigins(sim: Simulator, origins: readonly string[]): boolean {
  const path = join(sim.app.options.dataDir, 'config', 'moonraker.conf');
  if (!existsSync(path)) return false;
  const text = readFileSync(path, 'utf8');
  const next = withCorsOrigins(text, origins);
  if (next === text) return false;
  writeFileSync(path, next);
  return true;
}

/**
 * Starts `count` printers with the options of `opts` (port P: printers on P…P+count-1; 0: each on
 * an ephemeral port). One printer is exactly `startSimulator(opts)`. Rejects, with every printer
 * closed again, when one cannot start (e.g. its port is taken).
 */
export async function startFarm(opts: SimulatorOptions, count: number): Promise<Farm> {
  const plan = planFarm(
    { dataDir: opts.dataDir ?? '.sim-data', port: opts.port ?? 7125, webcam: !!opts.webcam },
    count,
  );
  for (const printer of plan.slice(1)) writeModelConfig(printer);
  const started = await Promise.allSettled(
    plan.map((p) =>
      startSimulator({ ...opts, dataDir: p.dataDir, port: p.port, webcam: p.webcam }),
    ),
  );
  const sims = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.findIndex((s) => s.status === 'rejected');
  if (failed >= 0) {
    await Promise.all(sims.map((s) => s.close()));
    const why = (started[failed] as PromiseRejectedResult).reason as Error;
    const p = plan[failed];
    throw new Error(
      `${p?.name ?? 'A printer'} (port ${p?.port ?? '?'}) did not start: ${why.message}`,
    );
  }

  const host = publicHost(opts.host ?? '127.0.0.1', networkInterfaces());
  const printers = plan.map((p, i) => {
    const sim = sims[i] as Simulator;
    return { ...p, sim, apiUrl: originOf(host, sim.port) };
  });
  const close = async (): Promise<void> => {
    await Promise.all(printers.map((p) => p.sim.close()));
  };
  if (count > 1) {
    try {
      await shareFarm(
        printers,
        farmOrigins(
          opts.host ?? '127.0.0.1',
          host,
          sims.map((s) => s.port),
        ),
      );
    } catch (err) {
      await close();
      throw err;
    }
  }
  return { printers, close };
}

/**
 * Every printer's cors_domains gets the farm's origins (read again by a server restart when they
 * were missing, as after a user's edit), then printer 1's database the printers list.
 */
async function shareFarm(printers: FarmPrinter[], origins: readonly string[]): Promise<void> {
  await Promise.all(
    printers.map(async ({ sim }) => {
      if (!allowFarmOrigins(sim, origins)) return;
      sim.app.restartServer();
      await sim.restarted();
    }),
  );
  const list: SharedPrinter[] = printers.map((p) => ({
    name: p.name,
    apiUrl: p.apiUrl,
    tags: p.tags,
  }));
  const db = printers[0]?.sim.app.find('database');
  if (!db) throw new Error('The first printer has no database to hold the printers list');
  db.postItem(SHARED_LIST.namespace, SHARED_LIST.key, list);
}
