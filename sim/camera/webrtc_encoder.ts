// The video encoder of one WebRTC viewer: an ffmpeg child that takes the virtual camera's JPEG frames
// on stdin and sends them as VP8 in RTP packets to a UDP port on the loopback, where they are read
// back and handed to the viewer's track. Started when the viewer's connection is up, stopped with it.

import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket, type Socket } from 'node:dgram';
import { existsSync } from 'node:fs';

/** Debian's ffmpeg (has libvpx and libx264). */
export const FFMPEG_PATH = '/usr/bin/ffmpeg';
/** The payload type ffmpeg writes; the sender rewrites it to the negotiated one. */
export const RTP_PAYLOAD_TYPE = 96;
/** RTP packets stay well under a loopback or Ethernet MTU once SRTP has wrapped them. */
export const RTP_PACKET_BYTES = 1200;
/** Frames ffmpeg has not read yet beyond which new ones are dropped (a slow encoder lags no more). */
const MAX_QUEUED_BYTES = 256 * 1024;
/** How long ffmpeg gets to end after SIGTERM before SIGKILL. */
const KILL_AFTER_MS = 1000;

export interface EncoderOptions {
  /** Path of the ffmpeg binary. */
  ffmpeg: string;
  /** The frame rate the camera delivers (ffmpeg times the frames by it). */
  fps: number;
  /** Target bit rate, kbit/s. */
  bitrateKbps: number;
}

/** Whether ffmpeg is there to encode (signalling answers an error without it). */
export function hasFfmpeg(path: string): boolean {
  return existsSync(path);
}

/** ffmpeg's arguments: MJPEG on stdin, VP8 (libvpx, real time, no look-ahead) as RTP to `port`. */
export function encoderArgs(
  port: number,
  opts: Pick<EncoderOptions, 'fps' | 'bitrateKbps'>,
): string[] {
  const fps = String(opts.fps);
  return [
    ...['-hide_banner', '-loglevel', 'error'],
    // Start on the first frame: no probing ahead, no input buffering.
    ...['-probesize', '32', '-analyzeduration', '0', '-fflags', 'nobuffer'],
    ...['-f', 'mjpeg', '-framerate', fps, '-i', 'pipe:0'],
    ...['-an', '-c:v', 'libvpx', '-pix_fmt', 'yuv420p'],
    ...['-deadline', 'realtime', '-cpu-used', '8', '-lag-in-frames', '0', '-auto-alt-ref', '0'],
    ...['-error-resilient', '1', '-b:v', `${opts.bitrateKbps}k`],
    // A key frame every two seconds: a viewer that lost packets recovers soon.
    ...['-g', String(Math.max(1, Math.round(opts.fps * 2)))],
    ...['-f', 'rtp', '-payload_type', String(RTP_PAYLOAD_TYPE), '-rtpflags', 'skip_rtcp'],
    `rtp://127.0.0.1:${port}?pkt_size=${RTP_PACKET_BYTES}`,
  ];
}

/** Whether a datagram is an RTP packet (version 2, not an RTCP packet type). */
export function isRtp(packet: Buffer): boolean {
  if (packet.length < 12 || packet[0] === undefined || packet[1] === undefined) return false;
  if (packet[0] >> 6 !== 2) return false;
  const type = packet[1];
  return type < 192 || type > 223;
}

export class Encoder {
  /** RTP packets received from ffmpeg. */
  packets = 0;
  private stopped = false;

  private constructor(
    private readonly child: ChildProcess,
    private readonly socket: Socket,
  ) {}

  /**
   * Binds the UDP port and starts ffmpeg. `onRtp` gets every RTP packet; `onExit` is called once if
   * ffmpeg ends on its own (not by stop()), with its last error lines.
   */
  static async start(
    opts: EncoderOptions,
    onRtp: (packet: Buffer) => void,
    onExit: (reason: string) => void,
  ): Promise<Encoder> {
    const socket = createSocket('udp4');
    await new Promise<void>((ok, fail) => {
      socket.once('error', fail);
      socket.bind(0, '127.0.0.1', () => {
        socket.off('error', fail);
        ok();
      });
    });
    const port = socket.address().port;
    const child = spawn(opts.ffmpeg, encoderArgs(port, opts), {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    const encoder = new Encoder(child, socket);
    socket.on('message', (packet) => {
      if (encoder.stopped || !isRtp(packet)) return;
      encoder.packets++;
      onRtp(packet);
    });
    socket.on('error', () => undefined);
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString('utf8')).slice(-2000);
    });
    // A closed pipe after ffmpeg ended is reported by 'exit', not here.
    child.stdin?.on('error', () => undefined);
    const ended = (reason: string): void => {
      if (encoder.stopped) return;
      encoder.release();
      onExit(reason);
    };
    child.once('error', (err) => ended(`ffmpeg could not run: ${err.message}`));
    child.once('exit', (code, signal) =>
      ended(`ffmpeg ended (${signal ?? `code ${String(code)}`}): ${errors.trim()}`),
    );
    return encoder;
  }

  /** The ffmpeg child's process id (tests check it is gone after stop()). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return !this.stopped;
  }

  /** Feeds one JPEG frame; dropped while ffmpeg is behind. */
  write(jpeg: Buffer): void {
    const stdin = this.child.stdin;
    if (this.stopped || !stdin || !stdin.writable) return;
    if (stdin.writableLength > MAX_QUEUED_BYTES) return;
    stdin.write(jpeg);
  }

  /** Ends ffmpeg (SIGTERM, SIGKILL if it lingers) and closes the port. */
  stop(): void {
    if (this.stopped) return;
    this.release();
  }

  private release(): void {
    this.stopped = true;
    try {
      this.socket.close();
    } catch {
      // Already closed.
    }
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
