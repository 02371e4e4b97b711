// CLI: `tsx sim/main.ts [--host H] [--port P] [--data DIR] [--time-scale X] [--auth] [--user N:P]
// [--trusted CIDR,…] [--static DIR] [--without history,…] [--token-lifetime SECONDS] [--throttle BITS]` (--without:
// components to leave out, see sim/components/index.ts; --token-lifetime: seconds an access token
// lives, default 3600; --throttle: the simulated Raspberry Pi's throttle word at boot, e.g. 0x50005;
// POST /debug/sim/throttle?bits=N changes it while the simulator runs; --trusted: the address ranges
// whose clients are the trusted user without a token, e.g. 127.0.0.1/32,::1/128 (default: none with
// --auth, loopback and the private ranges without; a client from elsewhere must log in);
// --timelapse: load moonraker-timelapse, adding a [timelapse] section to moonraker.conf when missing;
// --timelapse-option KEY=VALUE, repeatable, implies it and sets KEY in that section, e.g.
// `--timelapse-option parkhead=True`: a setting fixed there is one of its `blockedsettings`;
// --webcam: a [webcam printer] section for the virtual camera in moonraker.conf when it has none).

import { parseArgs } from 'node:util';
import { parseTrusted } from './components/authorization/trusted';
import { startSimulator } from './index';
import { parseOptionPairs } from './components/timelapse/conf';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '7125' },
    data: { type: 'string', default: '.sim-data' },
    'time-scale': { type: 'string', default: '1' },
    auth: { type: 'boolean', default: false },
    user: { type: 'string', default: 'printdeck:printdeck' },
    trusted: { type: 'string' },
    static: { type: 'string' },
    without: { type: 'string', default: '' },
    'token-lifetime': { type: 'string', default: '3600' },
    throttle: { type: 'string', default: '0' },
    timelapse: { type: 'boolean', default: false },
    'timelapse-option': { type: 'string', multiple: true, default: [] },
    webcam: { type: 'boolean', default: false },
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
const sep = values.user.indexOf(':');
if (sep <= 0) throw new Error('--user must be NAME:PASSWORD');

const sim = await startSimulator({
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
  user: { username: values.user.slice(0, sep), password: values.user.slice(sep + 1) },
  staticDir: values.static ?? null,
  without: values.without
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== ''),
});
console.log(`Printdeck virtual printer listening on ${sim.url}`);

const stop = (): void => {
  void sim.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
