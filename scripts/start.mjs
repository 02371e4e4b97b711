// `npm start`: install dependencies and build when needed, then serve the built dashboard and the
// virtual printer from one port. Options (all optional):
//   --host 127.0.0.1 --port 7125 --data .sim-data --time-scale 1 --auth --user NAME:PASSWORD
//   --printers N (the virtual farm: N printers on ports 7125…, the dashboard's /farm shows them all)
// Node built-ins only (this runs before `npm ci`).
import { parseArgs } from 'node:util';
import {
  ensureBuild,
  ensureDeps,
  printersCount,
  startSim,
  stopChild,
  simOptionsFrom,
  SIM_CLI_OPTIONS,
} from './lib.mjs';

const USAGE = `Usage: npm start -- [--host 127.0.0.1] [--port 7125] [--data .sim-data] [--printers 1] [--time-scale 1] [--auth [--user NAME:PASSWORD]]`;

function options() {
  try {
    const { values } = parseArgs({
      options: {
        ...SIM_CLI_OPTIONS,
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    // Checked before the build, which can take a while.
    printersCount(values.printers);
    return values;
  } catch (err) {
    console.error(`${err.message}\n${USAGE}`);
    process.exit(2);
  }
}

async function main() {
  const opts = options();
  if (opts.help) {
    console.log(USAGE);
    return;
  }
  await ensureDeps();
  await ensureBuild();

  let stopping = false;
  const sim = await startSim(
    simOptionsFrom(opts, {
      staticDir: 'dist',
      webcam: true,
      webcamVideo: true,
      timelapse: true,
      spoolman: true,
      powerMeter: true,
    }),
    { echo: true },
  );
  const shown = sim.urls.map((url) => {
    const u = new URL(url);
    // 0.0.0.0 / :: listen on every interface; a browser needs a concrete address.
    if (u.hostname === '0.0.0.0' || u.hostname === '[::]') u.hostname = 'localhost';
    return u.origin;
  });
  console.log(`Printdeck is running: open ${shown[0]}/`);
  if (shown.length > 1) console.log(`${shown.length} virtual printers: ${shown.join(' ')}`);

  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      if (stopping) return;
      stopping = true;
      void stopChild(sim.child);
    });
  }
  sim.child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`[printdeck] the simulator stopped (code ${code}, signal ${signal})`);
    process.exit(stopping ? 0 : (code ?? 1));
  });
}

main().catch((err) => {
  console.error(`[printdeck] ${err.message}`);
  process.exit(1);
});
