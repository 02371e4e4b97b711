// `npm run dev`: the virtual printer plus the Vite dev server (HMR), whose proxy forwards the
// Moonraker API and /websocket to the simulator (vite.config.ts, PRINTDECK_SIM_URL). Ctrl-C stops both.
// Options: --port 7125 (simulator) --data .sim-data --time-scale X --auth --user NAME:PASSWORD
// --printers N (a virtual farm on ports P…P+N-1; the dev server proxies the first); anything after
// `--` goes to vite, e.g. `npm run dev -- --port 7200 -- --port 5174`.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import {
  ROOT,
  bin,
  ensureDeps,
  startSim,
  stopChild,
  simOptionsFrom,
  SIM_CLI_OPTIONS,
} from './lib.mjs';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const ownArgs = split === -1 ? argv : argv.slice(0, split);
const viteArgs = split === -1 ? [] : argv.slice(split + 1);

let opts;
try {
  ({ values: opts } = parseArgs({
    args: ownArgs,
    options: {
      ...SIM_CLI_OPTIONS,
    },
  }));
} catch (err) {
  console.error(err.message);
  process.exit(2);
}

async function main() {
  await ensureDeps();
  const sim = await startSim(simOptionsFrom(opts), { echo: true });
  const vite = spawn(process.execPath, [bin('vite'), ...viteArgs], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PRINTDECK_SIM_URL: sim.url },
  });

  let stopping = false;
  let exitCode = 0;
  async function stopAll(code) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    await Promise.all([stopChild(vite), stopChild(sim.child)]);
    process.exit(exitCode);
  }
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void stopAll(0));
  vite.on('exit', (code) => {
    if (!stopping) console.error(`[printdeck] vite stopped (code ${code}); stopping the simulator`);
    void stopAll(code ?? 1);
  });
  sim.child.on('exit', (code) => {
    if (!stopping) console.error(`[printdeck] the simulator stopped (code ${code}); stopping vite`);
    void stopAll(code ?? 1);
  });
}

main().catch((err) => {
  console.error(`[printdeck] ${err.message}`);
  process.exit(1);
});
