// One WebRTC viewer of the virtual camera: a werift peer connection with one VP8 video track, on the
// loopback only (127.0.0.1 host candidates, no STUN/TURN). Its encoder (ffmpeg) and its camera
// subscription run only while the connection is up; the viewer closes itself when the connection
// closes or fails, when it never comes up, when its time is over, or when its keep-alive goes quiet.

import { randomInt } from 'node:crypto';
import {
  MediaStreamTrack,
  RTCPeerConnection,
  useVP8,
  type RTCDataChannel,
  type RTCIceCandidateInit,
  type RTCPeerConnectionConfig,
} from 'werift';
import { Encoder, type EncoderOptions } from './webrtc_encoder';
import type { VirtualCamera } from './virtual_camera';

export const LOOPBACK = '127.0.0.1';

/** The peer configuration of both ends in the simulator: VP8 video only, loopback host candidates. */
export function loopbackPeerConfig(): RTCPeerConnectionConfig {
  return {
    codecs: { audio: [], video: [useVP8()] },
    iceServers: [],
    iceUseIpv6: false,
    iceAdditionalHostAddresses: [LOOPBACK],
    // Every ICE socket on the loopback; pairs only from the loopback candidate.
    iceInterfaceAddresses: { udp4: LOOPBACK },
    iceFilterCandidatePair: (pair) => pair.localCandidate.host === LOOPBACK,
  };
}

/** A session description with every candidate not on 127.0.0.1 left out (and its c= lines there). */
export function loopbackOnly(sdp: string): string {
  return sdp
    .split('\r\n')
    .filter((line) => !line.startsWith('a=candidate:') || line.split(' ')[4] === LOOPBACK)
    .map((line) => (line.startsWith('c=IN IP4 ') ? `c=IN IP4 ${LOOPBACK}` : line))
    .join('\r\n');
}

/** camera-streamer's client ids: `rtc-` and twenty lowercase letters. */
export function viewerId(): string {
  let id = 'rtc-';
  for (let i = 0; i < 20; i++) id += String.fromCharCode(97 + randomInt(26));
  return id;
}

/** A failure the signalling answers with its own status (400 bad input, 500 negotiation, 503). */
export class WebrtcError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'WebrtcError';
  }
}

export interface ViewerOptions extends EncoderOptions {
  /** The camera when streaming starts (undefined: not running, the viewer closes). */
  camera: () => VirtualCamera | undefined;
  /** A viewer whose connection is not up after this many ms closes. */
  connectTimeoutMs: number;
  /** A viewer closes after this many ms in all (0 = never), as camera-streamer's `timeout_s`. */
  maxDurationMs: number;
  /** camera-streamer's keep-alive: a `keepalive` data channel, pinged each second, answered 'pong'. */
  keepAlive: boolean;
  /** Without a pong for this long the viewer closes. */
  keepAliveTimeoutMs: number;
  /**
   * While streaming, a viewer that sends no RTCP (receiver reports, feedback) for this long has gone
   * (a tab closed without a goodbye) and is closed, well before ICE consent (30 s) would expire.
   */
  silenceTimeoutMs: number;
  /** Called once when the viewer has closed. */
  onClose: (viewer: Viewer, reason: string) => void;
}

const PING_EVERY_MS = 1000;

export class Viewer {
  readonly id = viewerId();
  readonly pc = new RTCPeerConnection(loopbackPeerConfig());
  readonly createdAt = performance.now();
  /** performance.now() of the first RTP packet sent (undefined until then). */
  firstRtpAt: number | undefined;
  encoder: Encoder | null = null;
  closeReason: string | null = null;
  private readonly track = new MediaStreamTrack({ kind: 'video' });
  private unsubscribe: (() => void) | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private keepAliveChannel: RTCDataChannel | null = null;
  private lastPong = performance.now();
  private lastHeard = performance.now();

  constructor(private readonly opts: ViewerOptions) {
    this.pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') {
        // A browser's goodbye (DTLS close_notify) closes the transport, not the connection's state.
        for (const dtls of this.pc.dtlsTransports)
          dtls.onStateChange.subscribe((s) => {
            if (s === 'closed' || s === 'failed') this.close(`transport ${s}`);
          });
        void this.startStreaming();
      } else if (state === 'failed' || state === 'closed' || state === 'disconnected')
        this.close(`connection ${state}`);
    });
    for (const t of this.pc.getTransceivers()) this.listen(t.sender.onRtcp);
    this.pc.onTransceiverAdded.subscribe((t) => this.listen(t.sender.onRtcp));
    this.pc.onRemoteTransceiverAdded.subscribe((t) => this.listen(t.sender.onRtcp));
    this.later(opts.connectTimeoutMs, () => {
      if (this.pc.connectionState !== 'connected') this.close('not connected in time');
    });
    if (opts.maxDurationMs > 0) this.later(opts.maxDurationMs, () => this.close('time is over'));
  }

  get closed(): boolean {
    return this.closeReason !== null;
  }

  /** The viewer sends first (camera-streamer's `request`): our offer, complete with candidates. */
  async offer(): Promise<string> {
    this.pc.addTransceiver(this.track, { direction: 'sendonly' });
    if (this.opts.keepAlive) this.openKeepAlive();
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return this.localSdp();
  }

  /** The browser's answer to our offer. */
  async acceptAnswer(sdp: string): Promise<void> {
    if (this.pc.signalingState !== 'have-local-offer')
      throw new WebrtcError('No offer is waiting for an answer', 400);
    await this.negotiate(() => this.pc.setRemoteDescription({ type: 'answer', sdp }));
  }

  /** The browser sends first (go2rtc, remote.webrtc): our answer, complete with candidates. */
  async answer(offerSdp: string): Promise<string> {
    await this.negotiate(() => this.pc.setRemoteDescription({ type: 'offer', sdp: offerSdp }));
    const video = this.pc.getTransceivers().find((t) => t.kind === 'video');
    if (!video) throw new WebrtcError('The offer asks for no video', 400);
    this.pc.addTrack(this.track);
    await this.negotiate(async () => {
      await this.pc.setLocalDescription(await this.pc.createAnswer());
    });
    return this.localSdp();
  }

  /** Trickled candidates of the browser (camera-streamer's `remote_candidate`). */
  async addCandidates(candidates: RTCIceCandidateInit[]): Promise<void> {
    for (const candidate of candidates) {
      // Candidates the loopback cannot reach (mDNS names, other hosts) are of no use, not an error.
      await this.pc.addIceCandidate(candidate).catch(() => undefined);
    }
  }

  /** Stops the encoder, the camera subscription, the timers and the peer connection. */
  close(reason: string): void {
    if (this.closed) return;
    this.closeReason = reason;
    this.stopStreaming();
    for (const t of this.timers) clearInterval(t);
    this.keepAliveChannel = null;
    this.track.stop();
    void this.pc.close().catch(() => undefined);
    this.opts.onClose(this, reason);
  }

  private localSdp(): string {
    const sdp = this.pc.localDescription?.sdp;
    if (!sdp) throw new WebrtcError('No local description', 500);
    return loopbackOnly(sdp);
  }

  private async negotiate(step: () => Promise<unknown>): Promise<void> {
    try {
      await step();
    } catch (e) {
      if (e instanceof WebrtcError) throw e;
      throw new WebrtcError(
        `Negotiation failed: ${e instanceof Error ? e.message : String(e)}`,
        400,
      );
    }
  }

  /** RTCP from the viewer: it is still there. */
  private listen(rtcp: { subscribe(listener: () => void): unknown }): void {
    rtcp.subscribe(() => {
      this.lastHeard = performance.now();
    });
  }

  private watchSilence(): void {
    const check = setInterval(
      () => {
        if (this.closed) return clearInterval(check);
        if (performance.now() - this.lastHeard > this.opts.silenceTimeoutMs)
          this.close('the viewer went quiet');
      },
      Math.min(1000, this.opts.silenceTimeoutMs / 4),
    );
    check.unref();
    this.timers.push(check);
  }

  private later(ms: number, run: () => void): void {
    const t = setTimeout(run, ms);
    t.unref();
    this.timers.push(t);
  }

  private openKeepAlive(): void {
    const channel = this.pc.createDataChannel('keepalive');
    this.keepAliveChannel = channel;
    channel.onMessage.subscribe(() => {
      this.lastPong = performance.now();
    });
    const ping = setInterval(() => {
      if (this.closed) return clearInterval(ping);
      if (channel.readyState === 'open') channel.send('ping');
      if (performance.now() - this.lastPong > this.opts.keepAliveTimeoutMs)
        this.close('no heartbeat from the viewer');
    }, PING_EVERY_MS);
    ping.unref();
    this.timers.push(ping);
  }

  /** Connected: ffmpeg starts (its first frame a key frame), then the camera's frames flow. */
  private async startStreaming(): Promise<void> {
    if (this.closed || this.encoder) return;
    const camera = this.opts.camera();
    if (!camera) return this.close('the virtual camera is not running');
    this.lastPong = this.lastHeard = performance.now();
    this.watchSilence();
    let encoder: Encoder;
    try {
      encoder = await Encoder.start(
        this.opts,
        (packet) => {
          if (this.firstRtpAt === undefined) this.firstRtpAt = this.lastHeard = performance.now();
          this.track.writeRtp(packet);
        },
        (why) => this.close(why),
      );
    } catch (e) {
      return this.close(`encoder failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (this.closed) return encoder.stop();
    this.encoder = encoder;
    this.unsubscribe = camera.subscribe(this.opts.fps, (jpeg) => encoder.write(jpeg));
  }

  private stopStreaming(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.encoder?.stop();
  }
}
