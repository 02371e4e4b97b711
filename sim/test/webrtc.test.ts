// WebRTC for the virtual camera, with a werift peer in the test playing the browser: each of the three
// signalling paths negotiates, VP8 packets of several frames arrive, and once the browser closes its
// connection the viewer's ffmpeg and camera subscription are gone.

import { encode } from 'jpeg-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RTCPeerConnection, type RtpPacket } from 'werift';
import type { VirtualCamera } from '../camera/virtual_camera';
import { webrtcOf } from '../camera/webrtc';
import { LOOPBACK, loopbackPeerConfig, type Viewer } from '../camera/webrtc_peer';
import { isAlive, RpcClient, sleep, startTestSim, waitUntil, type TestSim } from './helpers';

/** A camera cycling through four plain frames of different colours; counts its subscribers. */
class TestCamera implements VirtualCamera {
  readonly width = 160;
  readonly height = 120;
  subscribers = 0;
  private frame = 0;
  // Encoded once: jpeg-js is slow on a busy machine, and the test is about the video path.
  private readonly jpegs = [0, 80, 160, 240].map((shade) => {
    const data = Buffer.alloc(this.width * this.height * 4, 255);
    for (let i = 0; i < data.length; i += 4) data[i] = shade;
    return encode({ data, width: this.width, height: this.height }, 70).data;
  });

  snapshot(): Buffer {
    return this.jpegs[this.frame++ % this.jpegs.length] ?? Buffer.alloc(0);
  }

  subscribe(fps: number, onFrame: (jpeg: Buffer) => void): () => void {
    this.subscribers++;
    const timer = setInterval(() => onFrame(this.snapshot()), 1000 / fps);
    onFrame(this.snapshot());
    let on = true;
    return () => {
      if (!on) return;
      on = false;
      clearInterval(timer);
      this.subscribers--;
    };
  }
}

/** The browser's side: receives one video track and keeps its RTP packets. */
class Browser {
  readonly pc = new RTCPeerConnection(loopbackPeerConfig());
  readonly packets: RtpPacket[] = [];
  mimeType = '';
  readonly startedAt = performance.now();
  firstPacketAt = 0;

  constructor() {
    this.pc.onTrack.subscribe((track) => {
      track.onReceiveRtp.subscribe((rtp) => {
        this.firstPacketAt ||= performance.now();
        this.mimeType = track.codec?.mimeType ?? '';
        this.packets.push(rtp);
      });
    });
  }

  /** The browser offers to receive video. */
  async offer(): Promise<string> {
    this.pc.addTransceiver('video', { direction: 'recvonly' });
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return this.pc.localDescription?.sdp ?? '';
  }

  async accept(sdp: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp });
  }

  /** The server offered: the browser answers. */
  async answer(sdp: string): Promise<string> {
    this.pc.onDataChannel.subscribe((channel) => {
      channel.onMessage.subscribe(() => channel.send('pong'));
    });
    await this.pc.setRemoteDescription({ type: 'offer', sdp });
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    return this.pc.localDescription?.sdp ?? '';
  }

  /** Frames seen so far (RTP timestamps). */
  frames(): number {
    return new Set(this.packets.map((p) => p.header.timestamp)).size;
  }

  async waitFrames(count: number, timeoutMs = 6000): Promise<void> {
    const until = performance.now() + timeoutMs;
    while (this.frames() < count) {
      if (performance.now() > until) throw new Error(`only ${this.frames()} frames arrived`);
      await sleep(25);
    }
  }
}

/** The VP8 payload type of a description. */
function vp8PayloadType(sdp: string): number {
  const match = /a=rtpmap:(\d+) VP8\/90000/i.exec(sdp);
  return Number(match?.[1] ?? -1);
}

function candidateHosts(sdp: string): string[] {
  return sdp
    .split('\r\n')
    .filter((l) => l.startsWith('a=candidate:'))
    .map((l) => l.split(' ')[4] ?? '');
}

let sim: TestSim;
let camera: TestCamera;
const browsers: Browser[] = [];

beforeAll(async () => {
  // `webcam`: moonraker.conf's [webcam printer] (the virtual camera), as `--webcam` writes it.
  sim = await startTestSim({ webcam: true });
  // Frames from the test's camera; viewers that give up sooner than by default.
  camera = new TestCamera();
  sim.app.provide('camera', camera);
  Object.assign(webrtcOf(sim.app).options, { connectTimeoutMs: 4000, silenceTimeoutMs: 3000 });
});

afterEach(async () => {
  for (const b of browsers.splice(0)) await b.pc.close();
});

afterAll(async () => {
  await sim.stop();
});

function newBrowser(): Browser {
  const b = new Browser();
  browsers.push(b);
  return b;
}

/** Video arrives on the browser; after it closes, nothing of the viewer runs any more. */
async function watchThenLeave(browser: Browser, answerSdp: string): Promise<Viewer> {
  expect(candidateHosts(answerSdp).length).toBeGreaterThan(0);
  expect(candidateHosts(answerSdp).every((h) => h === LOOPBACK)).toBe(true);
  await browser.waitFrames(4);
  const pt = vp8PayloadType(answerSdp);
  expect(browser.mimeType).toBe('video/VP8');
  expect(browser.packets.every((p) => p.header.payloadType === pt)).toBe(true);
  const viewer = webrtcOf(sim.app).history.at(-1);
  if (!viewer) throw new Error('no viewer');
  const pid = viewer.encoder?.pid;
  expect(isAlive(pid)).toBe(true);
  expect(camera.subscribers).toBe(1);
  console.log(
    `first RTP packet ${Math.round(browser.firstPacketAt - browser.startedAt)} ms after negotiation began`,
  );
  await browser.pc.close();
  await waitUntil(() => viewer.closed && !isAlive(pid), 8000);
  expect(camera.subscribers).toBe(0);
  expect(webrtcOf(sim.app).viewers.size).toBe(0);
  return viewer;
}

describe('camera-streamer signalling', () => {
  const post = async (body: unknown): Promise<Response> =>
    fetch(`${sim.url}/webcam/webrtc`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('request → offer with an id, answer, candidates; video until the browser leaves', async () => {
    const browser = newBrowser();
    const res = await post({ type: 'request', keepAlive: true, iceServers: [] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const offer = (await res.json()) as {
      id: string;
      type: string;
      sdp: string;
      keepAlive: boolean;
    };
    expect(offer).toMatchObject({ type: 'offer', keepAlive: true, iceServers: [] });
    expect(offer.id).toMatch(/^rtc-[a-z]{20}$/);
    const answer = await browser.answer(offer.sdp);
    const candidates = (await post({ type: 'remote_candidate', id: offer.id, candidates: [] }))
      .status;
    expect(candidates).toBe(200);
    const accepted = await post({ type: 'answer', id: offer.id, sdp: answer });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({});
    await watchThenLeave(browser, offer.sdp);
  });

  it('answers bad requests as camera-streamer does', async () => {
    const cases: [unknown, number, string][] = [
      [{}, 400, "missing 'type'"],
      [{ type: 'answer', id: 'rtc-x' }, 400, 'no sdp or id'],
      [{ type: 'answer', id: 'rtc-unknown', sdp: 'v=0' }, 404, 'No client found'],
      [{ type: 'remote_candidate', id: 'rtc-x' }, 400, 'candidates is not array or no id'],
      [{ type: 'remote_candidate', id: 'rtc-unknown', candidates: [] }, 404, 'No client found'],
      [{ type: 'offer' }, 400, 'no sdp'],
      [{ type: 'bye' }, 400, 'Not expected: bye'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect([res.status, await res.text()]).toEqual([status, message]);
    }
  });
});

describe('go2rtc signalling', () => {
  it('an SDP offer (WHEP) → 201 with the answer; video until the browser leaves', async () => {
    const browser = newBrowser();
    const offer = await browser.offer();
    const res = await fetch(`${sim.url}/webcam/api/webrtc?src=printer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/sdp' },
      body: offer,
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/sdp');
    const answer = await res.text();
    await browser.accept(answer);
    await watchThenLeave(browser, answer);
  });

  it('a JSON offer → a JSON answer', async () => {
    const browser = newBrowser();
    const offer = await browser.offer();
    const res = await fetch(`${sim.url}/webcam/api/webrtc?src=printer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'offer', sdp: offer }),
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { type: string; sdp: string };
    expect(answer.type).toBe('answer');
    await browser.accept(answer.sdp);
    await watchThenLeave(browser, answer.sdp);
  });

  it('no src → 400; a WHIP input → 404', async () => {
    const bare = await fetch(`${sim.url}/webcam/api/webrtc`, { method: 'POST', body: 'v=0' });
    expect(bare.status).toBe(400);
    const whip = await fetch(`${sim.url}/webcam/api/webrtc?dst=x`, { method: 'POST', body: 'v=0' });
    expect([whip.status, await whip.text()]).toEqual([404, 'stream not found\n']);
  });
});

describe('remote.webrtc over the socket', () => {
  it('an offer for a known webcam → the complete answer; video until the browser leaves', async () => {
    const rpc = await RpcClient.connect(sim);
    try {
      const { webcams } = await rpc.call<{ webcams: { name: string; uid: string }[] }>(
        'server.webcams.list',
      );
      const uid = webcams.find((w) => w.name === 'printer')?.uid ?? '';
      const browser = newBrowser();
      const offer = await browser.offer();
      const answer = await rpc.call<{ type: string; sdp: string }>('remote.webrtc', {
        id: uid,
        type: 'offer',
        sdp: offer,
      });
      expect(answer.type).toBe('answer');
      await browser.accept(answer.sdp);
      await watchThenLeave(browser, answer.sdp);
      await expect(
        rpc.call('remote.webrtc', { id: 'nope', type: 'offer', sdp: offer }),
      ).rejects.toMatchObject({ message: 'Webcam nope not found' });
    } finally {
      rpc.close();
    }
  });
});

describe('without a viewer or without ffmpeg', () => {
  it('a viewer that never answers is closed after the connect timeout', async () => {
    const options = webrtcOf(sim.app).options;
    const saved = options.connectTimeoutMs;
    options.connectTimeoutMs = 300;
    try {
      const res = await fetch(`${sim.url}/webcam/webrtc`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'request' }),
      });
      const { id } = (await res.json()) as { id: string };
      const viewer = webrtcOf(sim.app).get(id);
      await waitUntil(() => viewer?.closed === true, 4000);
      expect(viewer?.closeReason).toBe('not connected in time');
      expect(viewer?.encoder).toBeNull();
      expect(camera.subscribers).toBe(0);
    } finally {
      options.connectTimeoutMs = saved;
    }
  });

  it('each signalling path answers a clear error when ffmpeg is missing', async () => {
    const options = webrtcOf(sim.app).options;
    const saved = options.ffmpeg;
    options.ffmpeg = '/nonexistent/ffmpeg';
    const message = 'WebRTC needs ffmpeg to encode the video, and /nonexistent/ffmpeg is missing';
    const rpc = await RpcClient.connect(sim);
    try {
      const offer = await newBrowser().offer();
      const streamer = await fetch(`${sim.url}/webcam/webrtc`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'request' }),
      });
      expect([streamer.status, await streamer.text()]).toEqual([503, message]);
      const go2rtc = await fetch(`${sim.url}/webcam/api/webrtc?src=printer`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/sdp' },
        body: offer,
      });
      expect([go2rtc.status, await go2rtc.text()]).toEqual([503, `${message}\n`]);
      await expect(
        rpc.call('remote.webrtc', { id: 'printer', type: 'offer', sdp: offer }),
      ).rejects.toMatchObject({ message, code: 503 });
      expect(webrtcOf(sim.app).viewers.size).toBe(0);
    } finally {
      options.ffmpeg = saved;
      rpc.close();
    }
  });
});
