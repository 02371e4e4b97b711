// One ffmpeg child encoding the virtual camera's JPEG frames: spawned with its arguments, fed frames
// on stdin (dropped while ffmpeg is behind, so a slow encoder lags no more), ended with SIGTERM and,
// if it lingers, SIGKILL. Its own end (a crash, a missing codec) is reported once with its last
// error lines. The WebRTC viewers' encoder and the WebM video stream each run one per viewer.

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';

/** Debian's ffmpeg (has libvpx and libx264). */
export const FFMPEG_PATH = '/usr/bin/ffmpeg';
/** Frames ffmpeg has not read yet beyond which new ones are dropped. */
const MAX_QUEUED_BYTES = 256 * 1024;
/** How long ffmpeg gets to end after SIGTERM before SIGKILL. */
const KILL_AFTER_MS = 1000;

/** Whether ffmpeg is there to encode (the camera's video answers an error without it). */
export function hasFfmpeg(path: string): boolean {
  return existsSync(path);
}

/** ffmpeg's input arguments: MJPEG frames on stdin at `fps`, started on the first frame. */
export function mjpegInputArgs(fps: number): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error'],
    // Start on the first frame: no probing ahead, no input buffering.
    ...['-probesize', '32', '-analyzeduration', '0', '-fflags', 'nobuffer'],
    ...['-f', 'mjpeg', '-framerate', String(fps), '-i', 'pipe:0'],
  ];
}

/** VP8 (libvpx) for live viewing: real time, no look-ahead, a key frame every two seconds. */
export function vp8Args(fps: number, bitrateKbps: number): string[] {
  return [
    ...['-an', '-c:v', 'libvpx', '-pix_fmt', 'yuv420p'],
    ...['-deadline', 'realtime', '-cpu-used', '8', '-lag-in-frames', '0', '-auto-alt-ref', '0'],
    ...['-error-resilient', '1', '-b:v', `${bitrateKbps}k`],
    // A viewer that joined late or lost data recovers at the next key frame.
    ...['-g', String(Math.max(1, Math.round(fps * 2)))],
  ];
}

export class FfmpegChild {
  private stopped = false;

  private constructor(private readonly child: ChildProcess) {}

  /**
   * Starts ffmpeg with `args`; its stdout is readable when `output` is 'pipe'. `onExit` is called
   * once if ffmpeg ends on its own (not by stop()), with its last error lines.
   */
  static spawn(
    path: string,
    args: string[],
    output: 'pipe' | 'ignore',
    onExit: (reason: string) => void,
  ): FfmpegChild {
    const child = spawn(path, args, { stdio: ['pipe', output, 'pipe'] });
    const ffmpeg = new FfmpegChild(child);
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString('utf8')).slice(-2000);
    });
    // A closed pipe after ffmpeg ended is reported by 'exit', not here.
    child.stdin?.on('error', () => undefined);
    const ended = (reason: string): void => {
      if (ffmpeg.stopped) return;
      ffmpeg.stop();
      onExit(reason);
    };
    child.once('error', (err) => ended(`ffmpeg could not run: ${err.message}`));
    child.once('exit', (code, signal) =>
      ended(`ffmpeg ended (${signal ?? `code ${String(code)}`}): ${errors.trim()}`),
    );
    return ffmpeg;
  }

  /** The child's process id (tests check it is gone after stop()). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return !this.stopped;
  }

  /** What ffmpeg writes, when spawned with output 'pipe'. */
  get stdout(): Readable | null {
    return this.child.stdout;
  }

  /** Feeds one JPEG frame; dropped while ffmpeg is behind. */
  write(jpeg: Buffer): void {
    const stdin = this.child.stdin;
    if (this.stopped || !stdin || !stdin.writable) return;
    if (stdin.writableLength > MAX_QUEUED_BYTES) return;
    stdin.write(jpeg);
  }

  /** Ends ffmpeg (SIGTERM, SIGKILL if it lingers). */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.stdin?.destroy();
    child.kill('SIGTERM');
    const force = setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }, KILL_AFTER_MS);
    force.unref();
    child.once('exit', () => clearTimeout(force));
  }
}
