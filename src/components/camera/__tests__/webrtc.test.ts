import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATHER_TIMEOUT_MS, startWebrtc, type WebrtcDeps } from '../webrtc';

type Listener = (event: unknown) => void;

/** A peer connection that records what the negotiation does with it. */
class FakePeer {
  static made: FakePeer[] = [];
  listeners = new Map<string, Listener[]>();
  transceivers: unknown[][] = [];
  remote: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  iceGatheringState: RTCIceGatheringState = 'new';
  connectionState: RTCPeerConnectionState = 'new';
  closed = false;
  constructor(readonly config?: RTCConfiguration) {
    FakePeer.made.push(this);
  }
  addEventListener(type: string, fn: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  removeEventListener(type: string, fn: Listener) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((f) => f !== fn),
    );
  }
  emit(type: string, event: unknown = {}) {
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
  addTransceiver(...args: unknown[]) {
    this.transceivers.push(args);
  }
  createOffer() {
    return Promise.resolve({ type: 'offer' as const, sdp: 'browser-offer' });
  }
  createAnswer() {
    return Promise.resolve({ type: 'answer' as const, sdp: 'browser-answer' });
  }
  setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
    this.iceGatheringState = 'gathering';
    return Promise.resolve();
  }
  setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remote = description;
    return Promise.resolve();
  }
  gatherDone() {
    this.iceGatheringState = 'complete';
    this.emit('icegatheringstatechange');
  }
  close() {
    this.closed = true;
  }
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

function deps(fetchImpl: WebrtcDeps['fetch'], remote?: WebrtcDeps['remote']): Partial<WebrtcDeps> {
  return {
    fetch: fetchImpl,
    remote: remote ?? (() => Promise.reject(new Error('unused'))),
    createPeer: (config) => new FakePeer(config) as unknown as RTCPeerConnection,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function bodies(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.map(([url, init]) => [
    url,
    JSON.parse(String((init as RequestInit).body)) as unknown,
  ]);
}

afterEach(() => {
  FakePeer.made = [];
  vi.useRealTimers();
});

describe('startWebrtc', () => {
  it("answers camera-streamer's offer and trickles the browser's candidates", async () => {
    const fetchMock = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      const type = (JSON.parse(String(init?.body)) as { type: string }).type;
      return Promise.resolve(
        type === 'request'
          ? json({
              type: 'offer',
              id: 'peer-7',
              sdp: 'camera-offer',
              iceServers: [{ urls: ['stun:stun.example:3478'] }, 'junk'],
            })
          : json({}),
      );
    });
    const onStream = vi.fn();
    const onFailed = vi.fn();
    const endpoint = 'http://p.lan/webcam/webrtc';
    startWebrtc(
      { kind: 'camera-streamer', endpoint },
      'cam1',
      { onStream, onFailed },
      deps(fetchMock),
    );
    await flush();
    const peer = FakePeer.made[0] as FakePeer;
    expect(peer.config).toEqual({ iceServers: [{ urls: ['stun:stun.example:3478'] }] });
    expect(peer.remote).toEqual({ type: 'offer', sdp: 'camera-offer' });
    expect(peer.transceivers).toEqual([]);

    peer.emit('icecandidate', {
      candidate: {
        toJSON: () => ({ candidate: 'candidate:1 1 udp 1 10.0.0.2 5000 typ host', sdpMid: '0' }),
      },
    });
    peer.emit('icecandidate', { candidate: null });
    await flush();
    expect(bodies(fetchMock)).toEqual([
      [endpoint, { type: 'request', keepAlive: true }],
      [endpoint, { type: 'answer', id: 'peer-7', sdp: 'browser-answer' }],
      [
        endpoint,
        {
          type: 'remote_candidate',
          id: 'peer-7',
          candidates: [{ candidate: 'candidate:1 1 udp 1 10.0.0.2 5000 typ host', sdpMid: '0' }],
        },
      ],
    ]);

    const channel = {
      label: 'keepalive',
      readyState: 'open',
      send: vi.fn(),
      listeners: [] as Listener[],
      addEventListener(_type: string, fn: Listener) {
        this.listeners.push(fn);
      },
    };
    peer.emit('datachannel', { channel });
    channel.listeners.forEach((fn) => fn({ data: 'ping' }));
    expect(channel.send).toHaveBeenCalledWith('pong');

    const stream = { id: 'video' };
    peer.emit('track', { streams: [stream], track: {} });
    expect(onStream).toHaveBeenCalledWith(stream);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it("sends go2rtc the browser's offer once its candidates are gathered", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json({ type: 'answer', sdp: 'go2rtc-answer' })));
    const endpoint = 'http://p.lan/webcam/api/webrtc?src=printer';
    const onFailed = vi.fn();
    startWebrtc(
      { kind: 'go2rtc', endpoint },
      'cam1',
      { onStream: vi.fn(), onFailed },
      deps(fetchMock),
    );
    await flush();
    const peer = FakePeer.made[0] as FakePeer;
    expect(peer.transceivers).toEqual([['video', { direction: 'recvonly' }]]);
    expect(fetchMock).not.toHaveBeenCalled();
    peer.gatherDone();
    await flush();
    expect(bodies(fetchMock)).toEqual([[endpoint, { type: 'offer', sdp: 'browser-offer' }]]);
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toEqual({
      'Content-Type': 'application/json',
    });
    expect(peer.remote).toEqual({ type: 'answer', sdp: 'go2rtc-answer' });
    expect(onFailed).not.toHaveBeenCalled();
  });

  it("offers through Moonraker's remote.webrtc with the camera's id", async () => {
    vi.useFakeTimers();
    const remote = vi.fn(() =>
      Promise.resolve({ type: 'answer' as const, sdp: 'moonraker-answer' }),
    );
    startWebrtc(
      { kind: 'moonraker' },
      'uid-42',
      { onStream: vi.fn(), onFailed: vi.fn() },
      deps(vi.fn(), remote),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(remote).not.toHaveBeenCalled();
    // Gathering that never completes: the offer goes with what there is.
    await vi.advanceTimersByTimeAsync(GATHER_TIMEOUT_MS);
    expect(remote).toHaveBeenCalledWith({ id: 'uid-42', type: 'offer', sdp: 'browser-offer' });
    expect((FakePeer.made[0] as FakePeer).remote).toEqual({
      type: 'answer',
      sdp: 'moonraker-answer',
    });
  });

  it('reports a refused exchange and a failed connection, and closes the peer', async () => {
    const refused = vi.fn();
    startWebrtc(
      { kind: 'camera-streamer', endpoint: 'http://p.lan/webrtc' },
      'c',
      { onStream: vi.fn(), onFailed: refused },
      deps(() => Promise.resolve(new Response('No camera', { status: 404 }))),
    );
    await flush();
    expect(refused).toHaveBeenCalledWith(new Error('HTTP 404: No camera'));

    const failed = vi.fn();
    startWebrtc(
      { kind: 'go2rtc', endpoint: 'http://p.lan/api/webrtc?src=x' },
      'c',
      { onStream: vi.fn(), onFailed: failed },
      deps(() => Promise.resolve(json({ type: 'answer', sdp: 'a' }))),
    );
    const peer = FakePeer.made[0] as FakePeer;
    peer.gatherDone();
    await flush();
    peer.connectionState = 'failed';
    peer.emit('connectionstatechange');
    expect(failed).toHaveBeenCalledWith(new Error('The connection failed'));
    expect(peer.closed).toBe(true);

    const silent = vi.fn();
    const stop = startWebrtc(
      { kind: 'moonraker' },
      'c',
      { onStream: vi.fn(), onFailed: silent },
      deps(vi.fn(), () => Promise.reject(new Error('late'))),
    );
    stop();
    await flush();
    expect((FakePeer.made[1] as FakePeer).closed).toBe(true);
    expect(silent).not.toHaveBeenCalled();
  });
});
