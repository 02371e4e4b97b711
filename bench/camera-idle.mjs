// The virtual camera's cost. The virtual printer is started as `npm start` starts it, with its
// camera in moonraker.conf (--webcam), and left alone: the simulator process may use at most 5 % of
// one core over SECONDS while nobody watches the camera (CPU time from /proc/<pid>/stat, user +
// system, over wall time). Then, for information, the same with one MJPEG viewer at the camera's
// default frame rate: first with the printer standing still, then with the toolhead moving (every
// frame a new picture), beside the toolhead moving with nobody watching (the simulator's own share).
// Those have a loose ceiling (a whole core) as their budget.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { LISTENING_RE, ROOT, freePort, simArgs, simEntry, stopChild } from '../scripts/lib.mjs';

export const BUDGET_PERCENT = 5;
const SECONDS = Number(process.env.PRINTDECK_BENCH_CAMERA_SECONDS ?? 15);
/** Linux's USER_HZ: /proc times are in hundredths of a second. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Percent of one core the process uses over `seconds` while `during` runs (if given). */
async function measure(pid, seconds, during) {
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  const stop = during?.();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const cpu = cpuSeconds(pid) - cpu0;
  const wall = (performance.now() - t0) / 1000;
  await stop?.();
  return (100 * cpu) / wall;
}

/** The virtual printer as `npm start` runs it, plus --webcam. */
function startPrinter(port, dataDir) {
  const staticDir = process.env.PRINTDECK_STATIC_DIR ?? 'dist';
  const args = [
    '--import',
    'tsx',
    simEntry(),
    ...simArgs({ host: '127.0.0.1', port, dataDir, staticDir }),
    '--webcam',
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no listening line:\n${out}`)), 60_000);
    const onData = (buf) => {
      out += buf.toString();
      const m = LISTENING_RE.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve({ child, url: m[1].replace(/\/$/, '') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (buf) => (out += buf.toString()));
    child.on('exit', (code) => reject(new Error(`simulator exited (${code}):\n${out}`)));
  });
}

/** One MJPEG viewer, as a browser's <img> reads the stream; returns how to stop it. */
function viewer(url, counts) {
  const req = http.get(`${url}/webcam/?action=stream`, (res) => {
    res.on('data', (chunk) => {
      counts.bytes += chunk.length;
      counts.frames += chunk.toString('latin1').split('--boundarydonotcross').length - 1;
    });
  });
  req.on('error', () => undefined);
  return () => req.destroy();
}

async function gcode(url, script) {
  await fetch(`${url}/printer/gcode/script?script=${encodeURIComponent(script)}`, {
    method: 'POST',
  });
}

/** @param {{ onCleanup: Function }} ctx */
export default async function cameraIdle(ctx) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printdeck-bench-camera-'));
  ctx.onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const { child, url } = await startPrinter(port, dataDir);
  ctx.onCleanup(() => stopChild(child));
  const pid = child.pid;
  const list = await (await fetch(`${url}/server/webcams/list`)).json();
  const cams = list.result.webcams.map((w) => `${w.name} (${w.service}, ${w.stream_url})`);
  console.log(`webcams: ${cams.join(', ')}`);
  // Klipper's start, the first requests and tsx's compiling are over before measuring.
  await new Promise((r) => setTimeout(r, 5000));

  const idle = await measure(pid, SECONDS);
  console.log(`nobody watching: ${idle.toFixed(2)} % of a core over ${SECONDS} s`);

  const still = { frames: 0, bytes: 0 };
  const watchedStill = await measure(pid, SECONDS, () => viewer(url, still));
  console.log(
    `one viewer, printer still: ${watchedStill.toFixed(2)} % (${still.frames} frames, ` +
      `${(still.bytes / 1000).toFixed(0)} KB)`,
  );

  await gcode(url, 'G28');
  /** The toolhead going back and forth across the bed while `measure` runs. */
  const shuttle = () => {
    let on = true;
    const loop = (async () => {
      for (let i = 0; on; i++)
        await gcode(url, i % 2 ? 'G1 X30 Y30 F3000\nM400' : 'G1 X200 Y200 F3000\nM400').catch(
          () => undefined,
        );
    })();
    return async () => {
      on = false;
      await loop;
    };
  };
  const movingAlone = await measure(pid, SECONDS, shuttle);
  console.log(`toolhead moving, nobody watching: ${movingAlone.toFixed(2)} %`);

  const moving = { frames: 0, bytes: 0 };
  const watchedMoving = await measure(pid, SECONDS, () => {
    const stopShuttle = shuttle();
    const stopViewer = viewer(url, moving);
    return async () => {
      stopViewer();
      await stopShuttle();
    };
  });
  console.log(
    `one viewer, toolhead moving: ${watchedMoving.toFixed(2)} % (${moving.frames} frames, ` +
      `${(moving.bytes / 1000).toFixed(0)} KB)`,
  );

  return [
    { name: 'camera-idle', value: idle, unit: '% of a core', budget: BUDGET_PERCENT },
    { name: 'camera-one-viewer-still', value: watchedStill, unit: '% of a core', budget: 100 },
    { name: 'camera-none-moving', value: movingAlone, unit: '% of a core', budget: 100 },
    { name: 'camera-one-viewer-moving', value: watchedMoving, unit: '% of a core', budget: 100 },
  ];
}
