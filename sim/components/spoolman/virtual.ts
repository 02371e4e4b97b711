// The simulator's `spoolman` option: the virtual Spoolman (sim/spoolman) runs beside the printer, a
// separate service that outlives server.restart, and moonraker.conf's [spoolman] section names it,
// which loads the spoolman component. On Spoolman's default port 7912 unless told otherwise; when
// that port is taken, on a free one.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../../app';
import {
  SPOOLMAN_PORT,
  acquireSpoolman,
  type SpoolmanLease,
  type VirtualSpoolman,
} from '../../spoolman/server';
import { ensureSpoolmanSection } from './conf';

const VIRTUAL = new WeakMap<App, VirtualSpoolman>();
/** The [spoolman] options for a data folder whose moonraker.conf is not written yet. */
const FLAGGED = new WeakMap<App, Record<string, string>>();

export interface VirtualSpoolmanOptions {
  /** Default 7912; 0 = a free port. */
  port?: number;
}

/** The virtual Spoolman running with this simulator, if any. */
export function virtualSpoolmanOf(app: App): VirtualSpoolman | undefined {
  return VIRTUAL.get(app);
}

/** The [spoolman] section the flag gives a data folder without moonraker.conf. */
export function flaggedSpoolmanSection(app: App): Map<string, string> | null {
  const options = FLAGGED.get(app);
  return options ? new Map(Object.entries(options)) : null;
}

/** Starts (or joins) the virtual Spoolman and points moonraker.conf's [spoolman] at it. */
export async function startVirtualSpoolman(
  app: App,
  opts: VirtualSpoolmanOptions = {},
): Promise<SpoolmanLease> {
  const { host, dataDir } = app.options;
  const folder = join(dataDir, 'spoolman');
  const port = opts.port ?? SPOOLMAN_PORT;
  let lease: SpoolmanLease;
  try {
    lease = await acquireSpoolman(host, port, folder);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw err;
    lease = await acquireSpoolman(host, 0, folder);
  }
  const { spoolman } = lease;
  VIRTUAL.set(app, spoolman);
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const url = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${spoolman.port}`;
  const conf = join(dataDir, 'config', 'moonraker.conf');
  if (existsSync(conf)) ensureSpoolmanSection(conf, url);
  else FLAGGED.set(app, { server: url });
  return {
    spoolman,
    release: async () => {
      VIRTUAL.delete(app);
      await lease.release();
    },
  };
}
