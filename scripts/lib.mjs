// Shared helpers for scripts/*.mjs and bench/*.mjs. Node built-ins only: start.mjs must work
// before `npm ci` has run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Repository root (the folder holding package.json). */
export const ROOT = path.resolve(import.meta.dirname, '..');

export { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

/** The line the simulator prints once it accepts connections. */
export const LISTENING_RE = /Printdeck virtual printer listening on (https?:\/\/\S+)/;

/** Simulator entry point, relative to ROOT (overridable for harness tests). */
export function simEntry() {
  return process.env.PRINTDECK_SIM_ENTRY ?? 'sim/main.ts';
}

/** Absolute path of a binary in node_modules/.bin. */
export function bin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

/**
 * Run a command with inherited stdio; resolves with its exit code (never rejects on failure).
 * SIGINT/SIGTERM received meanwhile are passed to the command, and we exit (130) once it has stopped,
 * so no orphan (e.g. a half-done `npm ci`) keeps running.
 */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    let interrupted = false;
    const forward = (sig) => {
      interrupted = true;
      child.kill(sig);
    };
    const done = () => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (err) => {
      done();
      console.error(`[printdeck] cannot run ${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      done();
      if (interrupted) process.exit(130);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

function mtimeMs(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Newest modification time of a file or of any file below a folder (0 when missing). */
export function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Install dependencies when node_modules is missing or older than package-lock.json. */
export async function ensureDeps() {
  const lock = path.join(ROOT, 'package-lock.json');
  const installed = path.join(ROOT, 'node_modules', '.package-lock.json');
  const modules = path.join(ROOT, 'node_modules');
  // npm ci empties node_modules first; through a symlink that would wipe the linked tree.
  if (fs.lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) return;
  const hasModules = fs.existsSync(modules);
  const lockTime = mtimeMs(lock);
  let why;
  if (!hasModules) why = 'node_modules is missing';
  else if (lockTime !== undefined && lockTime > (mtimeMs(installed) ?? 0))
    why = 'package-lock.json is newer than node_modules';
  if (!why) return;
  const args = lockTime === undefined ? ['install'] : ['ci'];
  console.log(`[printdeck] ${why}: running npm ${args[0]}`);
  const code = await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', args);
  if (code !== 0) throw new Error(`npm ${args[0]} failed with exit code ${code}`);
}

/** Inputs of the dashboard build; dist/ is stale when any of them is newer than dist/index.html. */
export const BUILD_INPUTS = ['src', 'protocol', 'public', 'index.html', 'vite.config.ts'];

/** Why dist/ must be (re)built, or undefined when it is up to date. */
export function buildReason() {
  const built = mtimeMs(path.join(ROOT, 'dist', 'index.html'));
  if (built === undefined) return 'dist/index.html is missing';
  for (const input of BUILD_INPUTS) {
    if (newestMtime(path.join(ROOT, input)) > built) return `${input} changed since the last build`;
  }
  return undefined;
}

/** Build the dashboard with `vite build` when dist/ is missing or stale. */
export async function ensureBuild({ force = false } = {}) {
  const why = force ? 'build forced' : buildReason();
  if (!why) return false;
  console.log(`[printdeck] ${why}: running vite build`);
  const code = await run(process.execPath, [bin('vite'), 'build']);
  if (code !== 0) throw new Error(`vite build failed with exit code ${code}`);
  return true;
}

/** A free TCP port on host (the OS picks it). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, host, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The simulator flags `npm start` and `npm run dev` accept (node:util parseArgs options). */
export const SIM_CLI_OPTIONS = {
  host: { type: 'string', default: '127.0.0.1' },
  port: { type: 'string', default: '7125' },
  data: { type: 'string', default: '.sim-data' },
  'time-scale': { type: 'string' },
  auth: { type: 'boolean', default: false },
  user: { type: 'string' },
  without: { type: 'string' },
  'token-lifetime': { type: 'string' },
  printers: { type: 'string' },
};

/** The most virtual printers `--printers` starts (sim/farm_plan.ts holds the same limit). */
export const MAX_PRINTERS = 60;

/** `--printers` as a count (undefined: 1); throws with the accepted range otherwise. */
export function printersCount(text) {
  if (text === undefined) return 1;
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PRINTERS)
    throw new Error(`Invalid --printers ${text}: a whole number from 1 to ${MAX_PRINTERS}`);
  return n;
}

/** Simulator options from parsed `npm start` / `npm run dev` flags. */
export function simOptionsFrom(opts, extra = {}) {
  return {
    host: opts.host,
    port: opts.port,
    dataDir: opts.data,
    timeScale: opts['time-scale'],
    auth: opts.auth,
    user: opts.user,
    without: opts.without,
    tokenLifetime: opts['token-lifetime'],
    printers: opts.printers,
    ...extra,
  };
}

/** Command-line arguments for sim/main.ts. */
export function simArgs({
  host,
  port,
  dataDir,
  timeScale,
  auth,
  user,
  staticDir,
  without,
  tokenLifetime,
  webcam,
  webcamVideo,
  timelapse,
  spoolman,
  powerMeter,
  printers,
}) {
  const args = ['--host', String(host), '--port', String(port), '--data', String(dataDir)];
  if (timeScale !== undefined) args.push('--time-scale', String(timeScale));
  if (auth) args.push('--auth');
  if (user) args.push('--user', String(user));
  if (staticDir) args.push('--static', String(staticDir));
  if (without) args.push('--without', String(without));
  if (tokenLifetime !== undefined) args.push('--token-lifetime', String(tokenLifetime));
  if (printers !== undefined) args.push('--printers', String(printers));
  // The demo printer's camera in moonraker.conf (as MJPEG, and as a WebM video for an ipstream
  // camera), and the timelapse component with its macros.
  if (webcam) args.push('--webcam');
  if (webcamVideo) args.push('--webcam-video');
  if (timelapse) args.push('--timelapse');
  // The virtual Spoolman with its sample spools, and the spoolman component talking to it.
  if (spoolman) args.push('--spoolman');
  // The virtual power meter as a [sensor] of Moonraker, its energy recorded with each print.
  if (powerMeter) args.push('--power-meter');
  return args;
}

/**
 * Spawn the simulator (`tsx sim/main.ts ...`) and wait for its listening lines, one per printer
 * (`options.printers`, default 1). Resolves with { child, url (printer 1's), urls, output() };
 * rejects (after killing it) on exit or timeout (default 30 s, and a second more per further printer).
 * echo: write the simulator's output through to ours.
 */
export function startSim(options, { echo = false, timeoutMs } = {}) {
  const args = ['--import', 'tsx', simEntry(), ...simArgs(options)];
  // A count the simulator refuses makes it exit with its message, which the rejection carries.
  const expected = Number(options.printers ?? 1) || 1;
  const limitMs = timeoutMs ?? 30_000 + 1_000 * (expected - 1);
  const urls = [];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const chunks = [];
  let pending = '';
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      fail(new Error(`simulator did not print its listening lines within ${limitMs} ms`));
    }, limitMs);
    function fail(err) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      err.message += `\n--- simulator output ---\n${chunks.join('')}`;
      reject(err);
    }
    function onData(stream) {
      return (buf) => {
        const text = buf.toString();
        if (echo) stream.write(text);
        if (!(settled && echo)) chunks.push(text); // a long-running echoed server keeps no copy
        if (settled) return;
        pending += text;
        // Whole lines only: a chunk may end inside an address.
        let m;
        while (
          urls.length < expected &&
          (m = LISTENING_RE.exec(pending.slice(0, pending.lastIndexOf('\n') + 1)))
        ) {
          urls.push(m[1].replace(/\/$/, ''));
          pending = pending.slice(m.index + m[0].length);
        }
        if (urls.length === expected) {
          settled = true;
          clearTimeout(timer);
          pending = '';
          resolve({ child, url: urls[0], urls, output: () => chunks.join('') });
        } else {
          pending = pending.slice(-4096);
        }
      };
    }
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('error', (err) => fail(err));
    child.on('exit', (code, signal) =>
      fail(new Error(`simulator exited before listening (code ${code}, signal ${signal})`)),
    );
  });
}

/** SIGTERM a child, SIGKILL it after graceMs; resolves when it has exited. */
export function stopChild(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Format a byte count as KB (1 KB = 1000 bytes, as in the toolchain size tables). */
export function kb(bytes) {
  return (bytes / 1000).toFixed(1);
}

/** Print rows (arrays of cells) as a plain aligned table; numeric columns are right-aligned. */
export function printTable(header, rows) {
  const all = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const numeric = header.map(
    (_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number'),
  );
  const line = (r) =>
    r
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(all[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of all.slice(1)) console.log(line(r));
}
