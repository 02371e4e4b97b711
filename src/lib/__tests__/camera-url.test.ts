import { describe, expect, it } from 'vitest';
import {
  cameraColumns,
  cameraStreamerEndpoint,
  go2rtcEndpoint,
  keepArrivals,
  measuredFps,
  nextFrameDelay,
  parseAspectRatio,
  pictureBox,
  pictureTransform,
  resolveCameraUrl,
  snapshotAddress,
  streamAddress,
  targetFps,
  webrtcSignalling,
  type PictureBox,
  type Signalling,
} from '../camera-url';

const API = 'http://printer.local:7125';
const PAGE = 'https://dash.example/app/index.html';

describe('resolveCameraUrl', () => {
  const cases: [string, string | null, string | null][] = [
    ['/webcam/?action=stream', API, 'http://printer.local:7125/webcam/?action=stream'],
    ['/webcam?action=stream', API, 'http://printer.local:7125/webcam?action=stream'],
    ['webcam/?action=snapshot', API, 'http://printer.local:7125/webcam/?action=snapshot'],
    // Moonraker reads a path on its host's root, whatever path the API sits under.
    ['/webcam/', 'http://host.lan/printer1', 'http://host.lan/webcam/'],
    ['/webcam/', 'https://[::1]:7130', 'https://[::1]:7130/webcam/'],
    ['  /webcam/  ', API, 'http://printer.local:7125/webcam/'],
    ['http://cam.lan:8080/?action=stream', API, 'http://cam.lan:8080/?action=stream'],
    ['HTTPS://cam.lan/stream', API, 'https://cam.lan/stream'],
    ['/webcam/', null, 'https://dash.example/webcam/'],
    ['', API, null],
    ['   ', API, null],
    ['javascript:alert(1)', API, null],
    ['data:image/png;base64,AAAA', API, null],
    ['http://', API, null],
  ];
  it.each(cases)('%j on %j', (url, api, expected) => {
    expect(resolveCameraUrl(url, api, PAGE)).toBe(expected);
  });
});

describe('stream and snapshot addresses', () => {
  const cam = 'http://printer.local:7125/webcam/?action=stream';
  const cases: [string, string][] = [
    [streamAddress(cam, 7), 'http://printer.local:7125/webcam/?action=stream&nocache=7'],
    [
      streamAddress('http://cam.lan/stream.mjpg', 8),
      'http://cam.lan/stream.mjpg?action=stream&nocache=8',
    ],
    [
      streamAddress('http://cam.lan/?nocache=1&action=snapshot', 2),
      'http://cam.lan/?nocache=2&action=stream',
    ],
    [snapshotAddress(cam, null, 3), 'http://printer.local:7125/webcam/?action=snapshot&nocache=3'],
    [snapshotAddress(cam, '', 4), 'http://printer.local:7125/webcam/?action=snapshot&nocache=4'],
    [snapshotAddress(cam, 'http://cam.lan/snap.jpg', 5), 'http://cam.lan/snap.jpg?nocache=5'],
    [
      snapshotAddress(cam, 'http://printer.local:7125/webcam/?action=snapshot', 6),
      'http://printer.local:7125/webcam/?action=snapshot&nocache=6',
    ],
  ];
  it.each(cases)('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('WebRTC signalling', () => {
  const CS = 'webrtc-camerastreamer';
  const GO = 'webrtc-go2rtc';
  const L = 'http://p.lan';
  const viaMoonraker: Signalling = { kind: 'moonraker' };
  const cs = (endpoint: string): Signalling => ({ kind: 'camera-streamer', endpoint });
  const go = (endpoint: string): Signalling => ({ kind: 'go2rtc', endpoint });
  const cases: [string, string | null, Signalling][] = [
    [CS, null, viaMoonraker],
    [GO, null, viaMoonraker],
    [CS, `${L}/webcam/webrtc`, cs(`${L}/webcam/webrtc`)],
    [CS, `${L}/webcam/`, cs(`${L}/webcam/webrtc`)],
    [CS, `${L}/webcam/?action=stream`, cs(`${L}/webcam/webrtc`)],
    [CS, `${L}/webcam/stream`, cs(`${L}/webcam/webrtc`)],
    ['mjpegstreamer', `${L}:8080/webrtc/`, cs(`${L}:8080/webrtc/`)],
    [GO, `${L}/webcam/api/webrtc?src=printer`, go(`${L}/webcam/api/webrtc?src=printer`)],
    [GO, `${L}:1984/stream.html?src=cam1`, go(`${L}:1984/api/webrtc?src=cam1`)],
    [
      GO,
      `${L}/go2rtc/webrtc.html?src=cam1&mode=webrtc`,
      go(`${L}/go2rtc/api/webrtc?src=cam1&mode=webrtc`),
    ],
    [GO, `${L}/go2rtc/?src=cam1`, go(`${L}/go2rtc/api/webrtc?src=cam1`)],
  ];
  it.each(cases)('%s at %j', (service, url, expected) => {
    expect(webrtcSignalling(service, url)).toEqual(expected);
  });

  it('keeps an endpoint that is one already', () => {
    expect(go2rtcEndpoint('http://a/api/webrtc/?src=x')).toBe('http://a/api/webrtc/?src=x');
    expect(cameraStreamerEndpoint('http://a/webrtc#x')).toBe('http://a/webrtc');
  });
});

describe('pictureTransform', () => {
  const cases: [number, boolean, boolean, string | undefined][] = [
    [0, false, false, undefined],
    [90, false, false, 'rotate(90deg)'],
    [180, false, false, 'rotate(180deg)'],
    [270, false, false, 'rotate(270deg)'],
    [0, true, false, 'scale(-1, 1)'],
    [0, false, true, 'scale(1, -1)'],
    [0, true, true, 'scale(-1, -1)'],
    [90, true, false, 'rotate(90deg) scale(-1, 1)'],
    [270, false, true, 'rotate(270deg) scale(1, -1)'],
    [45, false, false, undefined],
  ];
  it.each(cases)('%d° flipX %s flipY %s', (rotate, flipX, flipY, expected) => {
    expect(pictureTransform(rotate, flipX, flipY)).toBe(expected);
  });
});

describe('pictureBox', () => {
  const cases: [number, number, PictureBox][] = [
    [4 / 3, 0, { viewAspect: 4 / 3, width: 100, height: 100 }],
    [4 / 3, 180, { viewAspect: 4 / 3, width: 100, height: 100 }],
    [4 / 3, 90, { viewAspect: 3 / 4, width: 400 / 3, height: 75 }],
    [16 / 9, 270, { viewAspect: 9 / 16, width: 1600 / 9, height: 56.25 }],
    [1, 90, { viewAspect: 1, width: 100, height: 100 }],
  ];
  it.each(cases)('aspect %f turned %d', (aspect, rotate, expected) => {
    const box = pictureBox(aspect, rotate);
    expect(box.viewAspect).toBeCloseTo(expected.viewAspect, 9);
    expect(box.width).toBeCloseTo(expected.width, 9);
    expect(box.height).toBeCloseTo(expected.height, 9);
  });
});

describe('parseAspectRatio', () => {
  const cases: [string, number][] = [
    ['4:3', 4 / 3],
    ['16:9', 16 / 9],
    [' 16 : 10 ', 1.6],
    ['3/2', 1.5],
    ['1.5:1', 1.5],
    ['', 4 / 3],
    ['wide', 4 / 3],
    ['4:0', 4 / 3],
    ['0:3', 4 / 3],
  ];
  it.each(cases)('%j', (text, expected) => {
    expect(parseAspectRatio(text)).toBeCloseTo(expected, 9);
  });
});

describe('adaptive pacing', () => {
  const targets: [number, number, boolean, number][] = [
    [15, 5, true, 15],
    [15, 5, false, 5],
    [15, 0, false, 1],
    [Number.NaN, 5, true, 1],
  ];
  it.each(targets)('target %d idle %d focused %s → %d', (fps, idle, focused, expected) => {
    expect(targetFps(fps, idle, focused)).toBe(expected);
  });

  const delays: [number, number, number][] = [
    [10, 0, 100],
    [10, 30, 70],
    [10, 100, 0],
    [10, 250, 0],
    [15, 10, 57],
    [1, 200, 800],
    [5, -20, 200],
  ];
  it.each(delays)('%d fps, fetched in %d ms → wait %d ms', (fps, elapsed, expected) => {
    expect(nextFrameDelay(fps, elapsed)).toBe(expected);
  });

  const rates: [number[], number, number][] = [
    [[], 1000, 0],
    [[900], 1000, 0],
    [[0, 100, 200, 300, 400, 500], 500, 10],
    [[0, 500, 1000, 1500], 1500, 2],
    // Only the last 3 s count.
    [[0, 3000, 3500, 4000], 4000, 2],
    [[0, 100], 10_000, 0],
    [[5, 5], 10, 0],
  ];
  it.each(rates)('arrivals %j at %d → %f fps', (arrivals, now, expected) => {
    expect(measuredFps(arrivals, now)).toBeCloseTo(expected, 9);
  });

  it('keeps the last 3 s of arrivals and the new one', () => {
    expect(keepArrivals([0, 1000, 2500], 4000)).toEqual([1000, 2500, 4000]);
    expect(keepArrivals([], 5)).toEqual([5]);
  });
});

describe('cameraColumns', () => {
  const cases: [number, number][] = [
    [0, 12],
    [1, 12],
    [2, 6],
    [3, 4],
    [4, 4],
  ];
  it.each(cases)('%d cameras → %d', (count, expected) => {
    expect(cameraColumns(count)).toBe(expected);
  });
});
