// The video encoder of one WebRTC viewer: an ffmpeg child (ffmpeg_child.ts) that takes the virtual
// camera's JPEG frames on stdin and sends them as VP8 in RTP packets to a UDP port on the loopback,
// where they are read back and handed to the viewer's track. Started when the viewer's connection is
// up, stopped with it.

import { createSocket, type Socket } from 'node:dgram';
import { FfmpegChild, mjpegInputArgs, vp8Args } from './ffmpeg_child';

/** The payload type ffmpeg writes; the sender rewrites it to the negotiated one. */
export const RTP_PAYLOAD_TYPE = 96;
/** RTP packets stay well under a loopback or Ethernet MTU once SRTP has wrapped them. */
export const RTP_PACKET_BYTES = 1200;

export interface EncoderOptions {
  /** Path of the ffmpeg binary. */
  ffmpeg: string;
  /** The frame rate the camera delivers (ffmpeg times the frames by it). */
  fps: number;
  /** Target bit rate, kbit/s. */
  bitrateKbps: number;
}

/** ffmpeg's arguments: MJPEG on stdin, VP8 as RTP to `port`. */
export function encoderArgs(
  port: number,
  opts: Pick<EncoderOptions, 'fps' | 'bitrateKbps'>,
): string[] {
  return [
    ...mjpegInputArgs(opts.fps),
    ...vp8Args(opts.fps, opts.bitrateKbps),
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
  private ffmpeg: FfmpegChild | null = null;

  private constructor(private readonly socket: Socket) {}

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
    const encoder = new Encoder(socket);
    socket.on('message', (packet) => {
      if (encoder.stopped || !isRtp(packet)) return;
      encoder.packets++;
      onRtp(packet);
    });
    socket.on('error', () => undefined);
    const args = encoderArgs(socket.address().port, opts);
    encoder.ffmpeg = FfmpegChild.spawn(opts.ffmpeg, args, 'ignore', (reason) => {
      if (encoder.stopped) return;
      encoder.stop();
      onExit(reason);
    });
    return encoder;
  }

  /** The ffmpeg child's process id (tests check it is gone after stop()). */
  get pid(): number | undefined {
    return this.ffmpeg?.pid;
  }

  get running(): boolean {
    return !this.stopped;
  }

  /** Feeds one JPEG frame; dropped while ffmpeg is behind. */
  write(jpeg: Buffer): void {
    if (!this.stopped) this.ffmpeg?.write(jpeg);
  }

  /** Ends ffmpeg (SIGTERM, SIGKILL if it lingers) and closes the port. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    try {
      this.socket.close();
    } catch {
      // Already closed.
    }
    this.ffmpeg?.stop();
  }
}
