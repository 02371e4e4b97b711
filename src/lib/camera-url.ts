// Camera views (spec part 1 §2 'Cameras card', §7; design note points 6 and 7): the address a
// view loads — relative addresses on the printer's host, `action=stream|snapshot` and a
// cache-bust parameter —, which WebRTC signalling a camera uses and where, the CSS that turns and
// flips the picture, and the adaptive type's frame pacing. Pure.

/** The query parameter that makes every load of a camera's address unique. */
export const CACHE_BUST_PARAM = 'nocache';

/**
 * A camera address as the browser loads it. An absolute address stays as it is; any other
 * (`/webcam/?action=stream`, `webcam/…`) is on the printer's host, as Moonraker itself reads it —
 * the host of `apiUrl`, else the page's when no printer is chosen. Null when it cannot be read.
 */
export function resolveCameraUrl(
  url: string,
  apiUrl: string | null,
  pageUrl: string,
): string | null {
  const text = url.trim();
  if (text === '') return null;
  try {
    const base = new URL(apiUrl ?? pageUrl);
    const origin = `${base.protocol}//${base.host}/`;
    const resolved = new URL(
      /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : text.replace(/^\/+/, ''),
      origin,
    );
    if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
    return resolved.href;
  } catch {
    return null;
  }
}

/** `url` (absolute) with the query parameters set (replaced when present, else added). */
export function withQuery(url: string, params: Readonly<Record<string, string>>): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return parsed.href;
}

/** An MJPEG stream's address: `action=stream` and this load's cache buster. */
export function streamAddress(url: string, bust: number): string {
  return withQuery(url, { action: 'stream', [CACHE_BUST_PARAM]: String(bust) });
}

/**
 * One snapshot's address for the adaptive type: the camera's own snapshot address when it has
 * one (cache-busted only), else its stream address with `action=snapshot`.
 */
export function snapshotAddress(
  streamUrl: string,
  snapshotUrl: string | null,
  bust: number,
): string {
  if (snapshotUrl) return withQuery(snapshotUrl, { [CACHE_BUST_PARAM]: String(bust) });
  return withQuery(streamUrl, { action: 'snapshot', [CACHE_BUST_PARAM]: String(bust) });
}

// ---------------------------------------------------------------------------------------------
// WebRTC signalling (design note point 6)

export type Signalling =
  | { kind: 'go2rtc'; endpoint: string }
  | { kind: 'camera-streamer'; endpoint: string }
  | { kind: 'moonraker' };

/**
 * go2rtc's offer/answer address: `…/api/webrtc?src=NAME`. A camera's address may name go2rtc's
 * own page (`…/stream.html?src=NAME`, `…/webrtc.html?src=NAME`) or its root (`…/?src=NAME`):
 * the API sits beside it, with the same query.
 */
export function go2rtcEndpoint(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname;
  if (!/\/api\/webrtc\/?$/.test(path)) {
    const dir = path.endsWith('/') ? path : path.replace(/[^/]*$/, '');
    parsed.pathname = `${dir}api/webrtc`;
  }
  return parsed.href;
}

/**
 * camera-streamer's signalling address: `…/webrtc` on the camera's server. A camera's address
 * may be that already, camera-streamer's root (`…/webcam/`) or one of its other addresses
 * (`…/webcam/?action=stream`, `…/webcam/stream`): `webrtc` replaces the last part, the query goes.
 */
export function cameraStreamerEndpoint(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  if (!/\/webrtc\/?$/.test(parsed.pathname)) {
    parsed.pathname = parsed.pathname.replace(/[^/]*$/, 'webrtc');
  }
  return parsed.href;
}

/**
 * Who answers a WebRTC camera's offer: go2rtc for its service, camera-streamer at a camera's
 * (resolved) address, Moonraker's `remote.webrtc` over the socket when the camera has none.
 */
export function webrtcSignalling(service: string, resolvedUrl: string | null): Signalling {
  if (!resolvedUrl) return { kind: 'moonraker' };
  if (service === 'webrtc-go2rtc') return { kind: 'go2rtc', endpoint: go2rtcEndpoint(resolvedUrl) };
  return { kind: 'camera-streamer', endpoint: cameraStreamerEndpoint(resolvedUrl) };
}

// ---------------------------------------------------------------------------------------------
// Rotation and flips

/** Width over height of 'W:H' (or 'W/H'); 4:3 when it cannot be read. */
export function parseAspectRatio(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[:/]\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return 4 / 3;
  const ratio = Number(match[1]) / Number(match[2]);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : 4 / 3;
}

/** Turned a quarter (90 or 270): the picture's width and height change places on screen. */
export function isQuarterTurn(rotate: number): boolean {
  return rotate === 90 || rotate === 270;
}

/**
 * The CSS transform of the picture: flipped first (as the camera delivers it), then turned
 * clockwise. Undefined when nothing changes.
 */
export function pictureTransform(
  rotate: number,
  flipX: boolean,
  flipY: boolean,
): string | undefined {
  const parts: string[] = [];
  if (rotate === 90 || rotate === 180 || rotate === 270) parts.push(`rotate(${rotate}deg)`);
  if (flipX || flipY) parts.push(`scale(${flipX ? -1 : 1}, ${flipY ? -1 : 1})`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

export interface PictureBox {
  /** Width over height of the box the view takes on screen. */
  viewAspect: number;
  /** The picture's box (before turning) in percent of the view's width and height. */
  width: number;
  height: number;
}

/**
 * The boxes of a picture of `aspect` (width over height) turned `rotate` degrees. A quarter turn
 * makes the view as high as the picture is wide: the picture's box is then the view's height wide
 * and its width high, centred and turned into place.
 */
export function pictureBox(aspect: number, rotate: number): PictureBox {
  if (!isQuarterTurn(rotate)) return { viewAspect: aspect, width: 100, height: 100 };
  return { viewAspect: 1 / aspect, width: aspect * 100, height: 100 / aspect };
}

// ---------------------------------------------------------------------------------------------
// The adaptive type: snapshots one after the other at a target rate

/** The target frame rate: the idle one while the window does not have the focus. */
export function targetFps(fpstarget: number, fpsidletarget: number, focused: boolean): number {
  const fps = focused ? fpstarget : fpsidletarget;
  return Number.isFinite(fps) && fps > 0 ? fps : 1;
}

/**
 * How long to wait before asking the next snapshot, when the last one was asked `elapsedMs` ago
 * and has arrived: what remains of the frame's time at `fps` (0 when the fetch took longer).
 */
export function nextFrameDelay(fps: number, elapsedMs: number): number {
  return Math.max(0, Math.round(1000 / fps - Math.max(0, elapsedMs)));
}

/** Frames counted over this long (ms) for the frame rate shown. */
export const FPS_WINDOW_MS = 3000;

/**
 * The frame rate shown from the times (ms) frames arrived, oldest first: frames per second over
 * the frames of the last FPS_WINDOW_MS; 0 with fewer than two there.
 */
export function measuredFps(arrivals: readonly number[], now: number): number {
  const recent = arrivals.filter((t) => now - t <= FPS_WINDOW_MS);
  if (recent.length < 2) return 0;
  const span = (recent[recent.length - 1] as number) - (recent[0] as number);
  return span > 0 ? ((recent.length - 1) * 1000) / span : 0;
}

/** The arrival times worth keeping for measuredFps (older ones dropped). */
export function keepArrivals(arrivals: readonly number[], now: number): number[] {
  return [...arrivals.filter((t) => now - t <= FPS_WINDOW_MS), now];
}

// ---------------------------------------------------------------------------------------------
// The cameras card

/** Spec: 12, 6 or 4 columns of 12 by camera count — one, two or three views a row. */
export function cameraColumns(count: number): 12 | 6 | 4 {
  if (count <= 1) return 12;
  return count === 2 ? 6 : 4;
}
