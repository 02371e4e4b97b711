// The virtual camera's HTTP face, as a printer's nginx serves mjpg-streamer under /webcam/:
// `GET /webcam/?action=stream` (also `/webcam?action=…`, and ustreamer's `/webcam/stream`) answers a
// multipart/x-mixed-replace MJPEG stream framed as mjpg-streamer frames it (boundary
// `boundarydonotcross`, each part with Content-Type, Content-Length and X-Timestamp), which a
// browser's <img> plays; `action=snapshot` (or `/webcam/snapshot`) one image/jpeg. Other query
// parameters (cache busters) are ignored but `fps`, which asks a stream for another frame rate.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RawRoute } from '../raw_http';
import type { VirtualCamera } from './virtual_camera';

export const BOUNDARY = 'boundarydonotcross';

/** mjpg-streamer's standard headers (no caching, one connection per stream). */
const STD_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  Connection: 'close',
  Server: 'MJPG-Streamer/0.2',
  'Cache-Control': 'no-store, no-cache, must-revalidate, pre-check=0, post-check=0, max-age=0',
  Pragma: 'no-cache',
  Expires: 'Mon, 3 Jan 2000 12:34:56 GMT',
};

/** 'sec.usec' of the wall clock, as mjpg-streamer stamps its frames. */
function timestamp(): string {
  const ms = Date.now();
  return `${Math.floor(ms / 1000)}.${String((ms % 1000) * 1000).padStart(6, '0')}`;
}

/** What a /webcam request asks: 'stream', 'snapshot', or null (not the camera's). */
export function cameraAction(url: URL): 'stream' | 'snapshot' | null {
  const path = url.pathname;
  if (path === '/webcam' || path === '/webcam/') {
    const action = url.searchParams.get('action');
    return action === 'stream' || action === 'snapshot' ? action : null;
  }
  if (path === '/webcam/stream') return 'stream';
  if (path === '/webcam/snapshot') return 'snapshot';
  return null;
}

function sendSnapshot(camera: VirtualCamera, req: IncomingMessage, res: ServerResponse): void {
  const jpeg = camera.snapshot();
  res.writeHead(200, {
    ...STD_HEADERS,
    'Content-Type': 'image/jpeg',
    'Content-Length': jpeg.length,
    'X-Timestamp': timestamp(),
  });
  res.end(req.method === 'HEAD' ? undefined : jpeg);
}

function sendStream(
  camera: VirtualCamera,
  req: IncomingMessage,
  res: ServerResponse,
  fps: number,
): void {
  res.writeHead(200, {
    ...STD_HEADERS,
    'Content-Type': `multipart/x-mixed-replace;boundary=${BOUNDARY}`,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  res.write(`\r\n--${BOUNDARY}\r\n`);
  // A slow viewer misses frames instead of piling them up.
  let draining = false;
  const unsubscribe = camera.subscribe(fps, (jpeg) => {
    if (draining || res.writableEnded || res.destroyed) return;
    const head = `Content-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\nX-Timestamp: ${timestamp()}\r\n\r\n`;
    const ok = res.write(
      Buffer.concat([Buffer.from(head), jpeg, Buffer.from(`\r\n--${BOUNDARY}\r\n`)]),
    );
    if (!ok) {
      draining = true;
      res.once('drain', () => (draining = false));
    }
  });
  const stop = (): void => unsubscribe();
  res.once('close', stop);
  req.once('close', stop);
}

/** The route serving `camera` (added by startVirtualCamera). */
export function cameraRoute(camera: () => VirtualCamera): RawRoute {
  return (req, res, url) => {
    const action = cameraAction(url);
    if (!action || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    if (action === 'snapshot') sendSnapshot(camera(), req, res);
    // No (or a wrong) fps: the camera's default rate.
    else sendStream(camera(), req, res, Number(url.searchParams.get('fps') ?? 'NaN'));
    return true;
  };
}
