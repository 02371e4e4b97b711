// A WebRTC camera's negotiation (design note point 6), one of three:
// - camera-streamer: POST {type:'request'} to its /webrtc → its offer {type:'offer', id, sdp,
//   iceServers}; the browser answers with POST {type:'answer', id, sdp} and trickles its
//   candidates as {type:'remote_candidate', id, candidates}; a 'keepalive' data channel's pings
//   are answered 'pong'.
// - go2rtc: the browser's offer, once its candidates are gathered, POSTed as JSON
//   {type:'offer', sdp} to /api/webrtc?src=… → {type:'answer', sdp}.
// - Moonraker: the same offer through `remote.webrtc` {id, type:'offer', sdp} on the socket.
// The picture only comes in (receive-only video). Nothing here touches React.
import type { WebrtcAnswer, WebrtcOffer } from '../../../protocol/webcams';
import type { Signalling } from '../../lib/camera-url';

export interface WebrtcDeps {
  fetch: typeof fetch;
  /** `remote.webrtc` over the printer's socket. */
  remote: (offer: WebrtcOffer) => Promise<WebrtcAnswer>;
  createPeer: (config?: RTCConfiguration) => RTCPeerConnection;
}

export interface WebrtcHandlers {
  /** The picture arrived (may be called again with the same stream). */
  onStream: (stream: MediaStream) => void;
  /** Negotiation or the connection failed; the peer is closed. */
  onFailed: (error: Error) => void;
}

/** How long the browser gathers its candidates before a non-trickle offer goes anyway. */
export const GATHER_TIMEOUT_MS = 5000;

function browserDeps(): WebrtcDeps {
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    remote: () => Promise.reject(new Error('No printer connection')),
    createPeer: (config) => new RTCPeerConnection(config),
  };
}

async function postJson(deps: WebrtcDeps, url: string, body: unknown): Promise<unknown> {
  const response = await deps.fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}${text ? `: ${text.trim()}` : ''}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`Not JSON: ${text.slice(0, 80)}`);
  }
}

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

function sdpOf(answer: unknown, type: 'offer' | 'answer'): string {
  const sdp = field(answer, 'sdp');
  if (typeof sdp !== 'string' || sdp === '') throw new Error(`No ${type} in the answer`);
  return sdp;
}

/** Resolves once the peer's candidates are gathered (or after `ms`, with what it has). */
export function gathered(pc: RTCPeerConnection, ms = GATHER_TIMEOUT_MS): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    };
    const check = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, ms);
    pc.addEventListener('icegatheringstatechange', check);
  });
}

function iceServersOf(value: unknown): RTCIceServer[] {
  return Array.isArray(value)
    ? value.filter((s): s is RTCIceServer => !!s && typeof s === 'object' && 'urls' in s)
    : [];
}

async function offerOnceGathered(pc: RTCPeerConnection): Promise<string> {
  pc.addTransceiver('video', { direction: 'recvonly' });
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  const sdp = pc.localDescription?.sdp;
  if (!sdp) throw new Error('No local offer');
  return sdp;
}

function answerKeepalive(pc: RTCPeerConnection): void {
  pc.addEventListener('datachannel', (event) => {
    const channel = event.channel;
    if (channel.label !== 'keepalive') return;
    channel.addEventListener('message', () => {
      if (channel.readyState === 'open') channel.send('pong');
    });
  });
}

/**
 * Start receiving camera `cameraId`'s picture as `signalling` says. Returns the stop function
 * (closes the peer; nothing is reported after it).
 */
export function startWebrtc(
  signalling: Signalling,
  cameraId: string,
  handlers: WebrtcHandlers,
  overrides: Partial<WebrtcDeps> = {},
): () => void {
  const deps = { ...browserDeps(), ...overrides };
  let stopped = false;
  let pc: RTCPeerConnection | null = null;

  const fail = (error: unknown) => {
    if (stopped) return;
    stop();
    handlers.onFailed(error instanceof Error ? error : new Error(String(error)));
  };

  const open = (config?: RTCConfiguration): RTCPeerConnection => {
    const peer = deps.createPeer(config);
    pc = peer;
    peer.addEventListener('track', (event) => {
      if (stopped) return;
      const stream = event.streams[0] ?? new MediaStream([event.track]);
      handlers.onStream(stream);
    });
    peer.addEventListener('connectionstatechange', () => {
      if (peer.connectionState === 'failed') fail(new Error('The connection failed'));
    });
    return peer;
  };

  async function cameraStreamer(endpoint: string): Promise<void> {
    const offer = await postJson(deps, endpoint, { type: 'request', keepAlive: true });
    if (stopped) return;
    const id = field(offer, 'id');
    const sdp = sdpOf(offer, 'offer');
    const peer = open({ iceServers: iceServersOf(field(offer, 'iceServers')) });
    answerKeepalive(peer);
    peer.addEventListener('icecandidate', (event) => {
      if (!event.candidate || stopped) return;
      postJson(deps, endpoint, {
        type: 'remote_candidate',
        id,
        candidates: [event.candidate.toJSON()],
      }).catch(() => undefined); // a candidate lost is not the connection lost
    });
    await peer.setRemoteDescription({ type: 'offer', sdp });
    await peer.setLocalDescription(await peer.createAnswer());
    if (stopped) return;
    const answer = peer.localDescription?.sdp;
    if (!answer) throw new Error('No local answer');
    await postJson(deps, endpoint, { type: 'answer', id, sdp: answer });
  }

  async function offerFirst(send: (sdp: string) => Promise<unknown>): Promise<void> {
    const peer = open();
    const sdp = await offerOnceGathered(peer);
    if (stopped) return;
    const answer = sdpOf(await send(sdp), 'answer');
    if (stopped) return;
    await peer.setRemoteDescription({ type: 'answer', sdp: answer });
  }

  function stop(): void {
    stopped = true;
    pc?.close();
    pc = null;
  }

  const run =
    signalling.kind === 'camera-streamer'
      ? cameraStreamer(signalling.endpoint)
      : signalling.kind === 'go2rtc'
        ? offerFirst((sdp) => postJson(deps, signalling.endpoint, { type: 'offer', sdp }))
        : offerFirst((sdp) => deps.remote({ id: cameraId, type: 'offer', sdp }));
  run.catch(fail);
  return stop;
}
