// CLI: `tsx sim/main.ts [--host H] [--port P] [--data DIR] [--printers N] [--time-scale X] [--auth]
// [--user N:P] [--trusted CIDR,…] [--static DIR [--base PATH]] [--without history,…]
// [--token-lifetime SECONDS] [--throttle BITS]` (--base: the path the dashboard in DIR was built
// for, PRINTDECK_BASE, e.g. /printdeck/: its files are served there, the API stays at the root;
// --without: components to leave out, see sim/components/index.ts;
// --token-lifetime: seconds an access token lives, default 3600; --throttle: the simulated Raspberry
// Pi's throttle word at boot, e.g. 0x50005; POST /debug/sim/throttle?bits=N changes it while the
// simulator runs; --trusted: the address ranges whose clients are the trusted user without a token,
// e.g. 127.0.0.1/32,::1/128 (default: none with --auth, loopback and the private ranges without; a
// client from elsewhere must log in);
// --timelapse: load moonraker-timelapse, adding a [timelapse] section to moonraker.conf when missing;
// --timelapse-option KEY=VALUE, repeatable, implies it and sets KEY in that section, e.g.
// `--timelapse-option parkhead=True`: a setting fixed there is one of its `blockedsettings`;
// --power-meter: the virtual power meter as Moonraker's sensor component reads it, a
// [sensor power_meter] section in moonraker.conf when it has none (its energy a history field);
// --webcam: a [webcam printer] section for the virtual camera in moonraker.conf when it has none;
// --webcam-video: a [webcam printer_video] section, the same camera as a WebM video (ipstream);
// --spoolman: the virtual Spoolman beside the printer (port 7912, a free one when taken) and a
// [spoolman] section naming it in moonraker.conf; --spoolman-port P implies it, on port P (0 = free);
// --tools N (2 to 4): tool change macros T0…T<N-1>, each with variable_spool_id, in tools.cfg
// (written when missing, included from printer.cfg; sim/klipper/tools_cfg.ts));
// --faults: the fault-injection harness for tests (sim/faults): POST /debug/sim/faults?action=…
// drops sockets, delays, stalls or fails calls, cuts uploads, fills the disk, shuts Klipper down or
// restarts Moonraker; without the flag that path is unknown (404).
//
// --printers N (1 to 60, default 1): the virtual farm (sim/farm.ts), N printers in this one process
// on ports P…P+N-1, all with the options above. Printer 1 is the usual one in DIR; printer k ≥ 2
// has its own data folder DIR-farm/printer-k (beside DIR, never inside it), its own name
// ("Virtual 300 #2": bed size and number) and its own model, written into its printer.cfg when the
// folder is new: beds of 235, 300, 350 and 180 mm in turn, the heated chamber on every other one,
// the virtual camera (--webcam) on printer 1 and every third after it. With N > 1 each printer's
// moonraker.conf lists the farm's origins in cors_domains, and printer 1's database holds the farm
// as the shared printers list (namespace printdeck, key printers). One listening line per printer.

import { parseArgs } from 'node:util';
import { parseTrusted } from './components/authorization/trusted';
import { startFarm } from './farm';
import { parsePrinterCount } from './farm_plan';
import { parseOptionPairs } from './components/timelapse/conf';
import { parseToolCount } from './klipper/tools_cfg';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '7125' },
    data: { type: 'string', default: '.sim-data' },
    printers: { type: 'string', default: '1' },
    'time-scale': { type: 'string', default: '1' },
    auth: { type: 'boolean', default: false },
    user: { type: 'string', default: 'printdeck:printdeck' },
    trusted: { type: 'string' },
    static: { type: 'string' },
    base: { type: 'string', default: '/' },
    without: { type: 'string', default: '' },
    'token-lifetime': { type: 'string', default: '3600' },
    throttle: { type: 'string', default: '0' },
    timelapse: { type: 'boolean', default: false },
    'timelapse-option': { type: 'string', multiple: true, default: [] },
    webcam: { type: 'boolean', default: false },
    'webcam-video': { type: 'boolean', default: false },
    'power-meter': { type: 'boolean', default: false },
    spoolman: { type: 'boolean', default: false },
    'spoolman-port': { type: 'string' },
    tools: { type: 'string' },
    faults: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
const timeScale = Number(values['time-scale']);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`Invalid --port ${values.port}`);
if (!(timeScale > 0)) throw new Error(`Invalid --time-scale ${values['time-scale']}`);
const tokenLifetimeS = Number(values['token-lifetime']);
if (!(tokenLifetimeS > 0)) throw new Error(`Invalid --token-lifetime ${values['token-lifetime']}`);
const throttleBits = Number(values.throttle);
if (!Number.isInteger(throttleBits) || throttleBits < 0 || (throttleBits & ~0xf000f) !== 0)
  throw new Error(`Invalid --throttle ${values.throttle} (bits 0-3 and 16-19)`);
const timelapseOptions = values['timelapse-option'];
const spoolmanPort =
  values['spoolman-port'] === undefined ? undefined : Number(values['spoolman-port']);
if (
  spoolmanPort !== undefined &&
  !(Number.isInteger(spoolmanPort) && spoolmanPort >= 0 && spoolmanPort <= 65535)
)
  throw new Error(`Invalid --spoolman-port ${values['spoolman-port']}`);
if (!values.base.startsWith('/')) throw new Error(`Invalid --base ${values.base} (starts with /)`);
const sep = values.user.indexOf(':');
if (sep <= 0) throw new Error('--user must be NAME:PASSWORD');

/** A bad option: its message alone (no stack), and exit code 2. */
function usageError(message: string): never {
  console.error(message);
  process.exit(2);
}

const tools = ((): number | undefined => {
  if (values.tools === undefined) return undefined;
  try {
    return parseToolCount(values.tools);
  } catch (err) {
    return usageError((err as Error).message);
  }
})();

const printers = ((): number => {
  try {
    return parsePrinterCount(values.printers);
  } catch (err) {
    return usageError((err as Error).message);
  }
})();

const farmOptions = {
  host: values.host,
  port,
  dataDir: values.data,
  timeScale,
  auth: values.auth,
  trusted: values.trusted === undefined ? undefined : parseTrusted(values.trusted),
  tokenLifetimeS,
  throttleBits,
  timelapse: timelapseOptions.length > 0 ? parseOptionPairs(timelapseOptions) : values.timelapse,
  webcam: values.webcam,
  webcamVideo: values['webcam-video'],
  powerMeter: values['power-meter'],
  spoolman: values.spoolman || spoolmanPort !== undefined ? { port: spoolmanPort } : false,
  tools,
  faults: values.faults,
  user: { username: values.user.slice(0, sep), password: values.user.slice(sep + 1) },
  staticDir: values.static ?? null,
  staticBase: values.base,
  without: values.without
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== ''),
};
const farm = await startFarm(farmOptions, printers).catch((err: unknown) => {
  // A printer that cannot start (its port taken, its data folder unwritable): said in one line.
  console.error((err as Error).message);
  process.exit(1);
});
for (const { sim } of farm.printers)
  console.log(`Printdeck virtual printer listening on ${sim.url}`);

const stop = (): void => {
  void farm.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
