// The WebRTC signalling a printer's camera service answers over HTTP, beside Moonraker's API:
// - camera-streamer: `POST /webcam/webrtc` with JSON `{type}`: 'request' (the server offers: `{id,
//   type:'offer', sdp, keepAlive, iceServers}`), 'answer' `{id, sdp}` → `{}`, 'offer' `{sdp}` (the
//   browser offers: `{type:'answer', sdp, ...}`), 'remote_candidate' `{id, candidates}` → `{}`;
//   its errors are plain text (400 bad input, 404 'No client found', 500 negotiation).
// - go2rtc: `POST /webcam/api/webrtc?src=NAME` with the browser's offer → the answer, shaped by the
//   request's Content-Type: application/json `{type, sdp}` ↔ JSON `{type:'answer', sdp}`;
//   application/sdp (WHEP) → 201 with the SDP; form-encoded `data` (base64) → base64; anything else
//   → the raw SDP. Errors are plain text ('stream not found' 404). Every stream name shows the
//   virtual camera.
// Both answer only once ICE gathering is over (candidates in the description) and allow any origin.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RTCIceCandidateInit } from 'werift';
import type { RawRoute } from '../raw_http';
import type { WebrtcService } from './webrtc';
import { WebrtcError } from './webrtc_peer';

const CAMERA_STREAMER_PATHS = new Set(['/webcam/webrtc', '/webcam/webrtc/']);
const GO2RTC_PATHS = new Set(['/webcam/api/webrtc', '/webcam/api/webrtc/']);
/** Bodies larger than this are refused (a session description is a few KiB). */
const MAX_BODY_BYTES = 64 * 1024;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
};

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    ...CORS,
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** camera-streamer's plain-text answers (errors and their messages). */
const text = (res: ServerResponse, status: number, message: string): void =>
  send(res, status, 'text/plain', message);
const json = (res: ServerResponse, value: unknown): void =>
  send(res, 200, 'application/json', JSON.stringify(value));
/** Go's http.Error: text with a newline. */
const goError = (res: ServerResponse, status: number, message: string): void =>
  send(res, status, 'text/plain; charset=utf-8', `${message}\n`);

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge('Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function failure(e: unknown): { status: number; message: string } {
  if (e instanceof WebrtcError) return { status: e.status, message: e.message };
  if (e instanceof BodyTooLarge) return { status: 413, message: e.message };
  return { status: 500, message: e instanceof Error ? e.message : String(e) };
}

/** camera-streamer's JSON exchange. */
async function cameraStreamer(
  service: WebrtcService,
  message: Record<string, unknown>,
  res: ServerResponse,
): Promise<void> {
  const type = message.type;
  if (typeof type !== 'string') return text(res, 400, "missing 'type'");
  const id = typeof message.id === 'string' ? message.id : undefined;
  const sdp = typeof message.sdp === 'string' ? message.sdp : undefined;
  switch (type) {
    case 'request': {
      const timeoutS = typeof message.timeout_s === 'number' ? message.timeout_s : 0;
      const keepAlive = message.keepAlive === true;
      const viewer = service.create({ keepAlive, maxDurationMs: Math.max(0, timeoutS) * 1000 });
      try {
        const offer = await viewer.offer();
        return json(res, { id: viewer.id, type: 'offer', sdp: offer, keepAlive, iceServers: [] });
      } catch (e) {
        viewer.close('offer failed');
        throw e;
      }
    }
    case 'answer': {
      if (id === undefined || sdp === undefined) return text(res, 400, 'no sdp or id');
      const viewer = service.get(id);
      if (!viewer) return text(res, 404, 'No client found');
      try {
        await viewer.acceptAnswer(sdp);
      } catch (e) {
        viewer.close('answer refused');
        throw e;
      }
      return json(res, {});
    }
    case 'offer': {
      if (sdp === undefined) return text(res, 400, 'no sdp');
      const answer = await service.answerOffer(sdp);
      return json(res, { type: 'answer', sdp: answer.sdp, keepAlive: false, iceServers: [] });
    }
    case 'remote_candidate': {
      const candidates = message.candidates;
      if (id === undefined || !Array.isArray(candidates))
        return text(res, 400, 'candidates is not array or no id');
      const viewer = service.get(id);
      if (!viewer) return text(res, 404, 'No client found');
      const valid: RTCIceCandidateInit[] = [];
      for (const c of candidates as unknown[]) {
        if (!isRecord(c) || typeof c.candidate !== 'string' || typeof c.sdpMid !== 'string')
          return text(res, 400, 'a candidate needs candidate and sdpMid');
        valid.push({ candidate: c.candidate, sdpMid: c.sdpMid });
      }
      await viewer.addCandidates(valid);
      return json(res, {});
    }
    default:
      return text(res, 400, `Not expected: ${type}`);
  }
}

export function cameraStreamerRoute(service: WebrtcService): RawRoute {
  return async (req, res, url) => {
    if (!CAMERA_STREAMER_PATHS.has(url.pathname)) return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return true;
    }
    if (req.method !== 'POST') return false;
    try {
      let message: unknown;
      try {
        message = JSON.parse(await readBody(req)) as unknown;
      } catch (e) {
        if (e instanceof BodyTooLarge) throw e;
        text(res, 400, 'Invalid JSON body');
        return true;
      }
      if (!isRecord(message)) text(res, 400, "missing 'type'");
      else await cameraStreamer(service, message, res);
    } catch (e) {
      const { status, message } = failure(e);
      if (!res.headersSent) text(res, status, message);
    }
    return true;
  };
}

/** The offer in a go2rtc request body, by its media type; null when it cannot be read (400). */
function go2rtcOffer(mediaType: string, body: string): string | null {
  if (mediaType === 'application/json') {
    try {
      const desc = JSON.parse(body) as unknown;
      return isRecord(desc) && typeof desc.sdp === 'string' ? desc.sdp : '';
    } catch {
      return null;
    }
  }
  if (mediaType === 'application/x-www-form-urlencoded') {
    const data = new URLSearchParams(body).get('data') ?? '';
    return Buffer.from(data, 'base64').toString('utf8');
  }
  return body;
}

/** go2rtc's answer, shaped as the request was. */
function go2rtcAnswer(res: ServerResponse, mediaType: string, sdp: string): void {
  switch (mediaType) {
    case 'application/json':
      return send(res, 200, mediaType, `${JSON.stringify({ type: 'answer', sdp })}\n`);
    case 'application/x-www-form-urlencoded':
      return send(res, 200, mediaType, Buffer.from(sdp, 'utf8').toString('base64'));
    case 'application/sdp':
      return send(res, 201, mediaType, sdp);
    default:
      return send(res, 200, mediaType || 'text/plain; charset=utf-8', sdp);
  }
}

export function go2rtcRoute(service: WebrtcService): RawRoute {
  return async (req, res, url) => {
    if (!GO2RTC_PATHS.has(url.pathname)) return false;
    const query = url.searchParams;
    try {
      switch (req.method) {
        case 'OPTIONS':
          res.writeHead(204, CORS).end();
          return true;
        case 'DELETE':
          // No session is kept by id: a known id would be one; none is.
          goError(res, query.get('id') ? 404 : 400, '');
          return true;
        case 'POST':
          break;
        default:
          goError(res, 405, '');
          return true;
      }
      const src = query.get('src') ?? '';
      if (src === '') {
        // `dst` is go2rtc's WHIP input: the virtual camera takes no video in.
        if (query.get('dst')) goError(res, 404, 'stream not found');
        else goError(res, 400, '');
        return true;
      }
      const mediaType =
        (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const offer = go2rtcOffer(mediaType, await readBody(req));
      if (offer === null) {
        goError(res, 400, 'invalid JSON body');
        return true;
      }
      const answer = await service.answerOffer(offer);
      go2rtcAnswer(res, mediaType, answer.sdp);
    } catch (e) {
      const { status, message } = failure(e);
      // go2rtc answers 500 to an offer it cannot take.
      if (!res.headersSent) goError(res, status === 400 ? 500 : status, message);
    }
    return true;
  };
}
