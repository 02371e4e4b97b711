import { describe, expect, it } from 'vitest';
import {
  activeCameraOf,
  cameraDraft,
  cameraErrorBound,
  cameraFromDraft,
  cameraId,
  cameraIsValid,
  canAddCamera,
  isManaged,
  newCamera,
  parseCameras,
  snapshotOfStream,
  validateCamera,
  withCamera,
  withoutCamera,
  type Camera,
  type CameraDraft,
  type CameraErrors,
} from '../cameras';

const camera = (id: string, patch: Partial<Camera> = {}): Camera => ({
  ...newCamera(),
  id,
  name: `Cam ${id}`,
  ...patch,
});

const draft = (patch: Partial<CameraDraft> = {}): CameraDraft => ({
  ...cameraDraft(null),
  name: 'Bed',
  ...patch,
});

describe('newCamera (spec §9 defaults)', () => {
  it('is enabled, not flipped, mjpgadaptive at 15 / 5 fps, the default stream, id -1', () => {
    expect(newCamera()).toEqual({
      id: '-1',
      source: 'database',
      service: 'mjpegstreamer-adaptive',
      enabled: true,
      name: '',
      type: 'mjpgadaptive',
      fpstarget: 15,
      fpsidletarget: 5,
      url: '/webcam/?action=stream',
      flipX: false,
      flipY: false,
      rotate: 0,
      height: 720,
      snapshotUrl: '/webcam/?action=snapshot',
      aspectRatio: '4:3',
    });
  });
});

describe('snapshotOfStream', () => {
  it.each([
    ['/webcam/?action=stream', '/webcam/?action=snapshot'],
    ['http://cam.local:8080/?action=stream&x=1', 'http://cam.local:8080/?action=snapshot&x=1'],
    ['/webcam/?x=1&action=stream', '/webcam/?x=1&action=snapshot'],
    ['/webcam/?action=streamer', ''],
    ['rtsp://cam.local/live', ''],
    ['', ''],
  ])('%s → %s', (url, snapshot) => expect(snapshotOfStream(url)).toBe(snapshot));
});

describe('canAddCamera (at most 3)', () => {
  it.each([
    [0, true],
    [2, true],
    [3, false],
    [4, false],
  ])('%i cameras → %s', (n, can) =>
    expect(canAddCamera(Array.from({ length: n }, (_, i) => camera(String(i))))).toBe(can),
  );
});

describe('validateCamera (spec §5)', () => {
  it.each<[string, Partial<CameraDraft>, CameraErrors]>([
    ['a valid camera', {}, {}],
    ['no name', { name: '  ' }, { name: 'required' }],
    ['no url', { url: ' ' }, { url: 'required' }],
    ['no url for webrtc is fine', { url: '', type: 'webrtc' }, {}],
    ['fps required', { fpstarget: '' }, { fpstarget: 'required' }],
    ['fps 0', { fpstarget: '0' }, { fpstarget: 'min' }],
    ['fps 1', { fpstarget: '1' }, {}],
    ['fps 60', { fpstarget: '60' }, {}],
    ['fps 61', { fpstarget: '61' }, { fpstarget: 'max' }],
    ['fps not a number', { fpstarget: 'abc' }, { fpstarget: 'invalidNumber' }],
    ['idle fps may be empty', { fpsidletarget: '' }, {}],
    ['idle fps 0', { fpsidletarget: '0' }, { fpsidletarget: 'min' }],
    ['idle fps 61', { fpsidletarget: '61' }, { fpsidletarget: 'max' }],
    ['iframe needs a height', { type: 'iframe', height: '' }, { height: 'required' }],
    ['iframe height 0', { type: 'iframe', height: '0' }, { height: 'min' }],
    ['iframe height text', { type: 'iframe', height: 'tall' }, { height: 'invalidNumber' }],
    ['iframe with a height', { type: 'iframe', height: '480' }, {}],
    ['the height matters only for iframe', { type: 'mjpgstream', height: '' }, {}],
    ['no url for webrtc through camera-streamer', { url: '', type: 'webrtc' }, {}],
    ['no url for webrtc through go2rtc', { url: '', type: 'webrtc', signalling: 'go2rtc' }, {}],
    ['a name another camera has', { name: ' Nozzle ' }, { name: 'taken' }],
    ['a name differing in case only is another', { name: 'nozzle' }, {}],
    ['aspect ratio 16:9', { aspectRatio: '16:9' }, {}],
    ['aspect ratio with spaces around', { aspectRatio: ' 1:1 ' }, {}],
    ['aspect ratio 16/9', { aspectRatio: '16/9' }, { aspectRatio: 'format' }],
    ['aspect ratio 0:1', { aspectRatio: '0:1' }, { aspectRatio: 'format' }],
    ['aspect ratio 4.5:3', { aspectRatio: '4.5:3' }, { aspectRatio: 'format' }],
    ['aspect ratio empty', { aspectRatio: '' }, { aspectRatio: 'format' }],
    ['iframe needs no aspect ratio', { type: 'iframe', aspectRatio: '' }, {}],
    [
      'several at once',
      { name: '', url: '', fpstarget: '61' },
      { name: 'required', url: 'required', fpstarget: 'max' },
    ],
  ])('%s', (_, patch, errors) => {
    const result = validateCamera(draft(patch), ['Nozzle', 'Side']);
    expect(result).toEqual(errors);
    expect(cameraIsValid(result)).toBe(Object.keys(errors).length === 0);
  });

  it.each([
    ['fpstarget', 'min', 1],
    ['fpstarget', 'max', 60],
    ['fpsidletarget', 'max', 60],
    ['height', 'min', 1],
  ] as const)('%s %s names %i', (field, error, bound) =>
    expect(cameraErrorBound(field, error)).toBe(bound),
  );
});

describe('cameraDraft / cameraFromDraft', () => {
  it('round-trips a stored camera', () => {
    const stored = camera('a', {
      type: 'iframe',
      service: 'iframe',
      height: 480,
      rotate: 90,
      flipX: true,
    });
    expect(cameraFromDraft(cameraDraft(stored), 'a', stored)).toEqual(stored);
  });

  it.each<[string, Partial<Camera>, Partial<CameraDraft>, Partial<Camera>]>([
    ["a new camera is the dashboard's", {}, {}, { source: 'database' }],
    ['a camera keeps its source', { source: 'config' }, {}, { source: 'config' }],
    [
      'an unknown service survives while the type stays',
      { service: 'hlsstream', type: 'mjpgstream' },
      {},
      { service: 'hlsstream', type: 'mjpgstream' },
    ],
    [
      'a new type brings its own service',
      { service: 'hlsstream', type: 'mjpgstream' },
      { type: 'ipstream' },
      { service: 'ipstream' },
    ],
    ['go2rtc', {}, { type: 'webrtc', signalling: 'go2rtc' }, { service: 'webrtc-go2rtc' }],
    [
      'camera-streamer',
      { service: 'webrtc-go2rtc', type: 'webrtc' },
      { signalling: 'camerastreamer' },
      { service: 'webrtc-camerastreamer' },
    ],
    [
      'snapshot and aspect ratio trimmed',
      {},
      { snapshotUrl: ' /snap ', aspectRatio: ' 16:9 ' },
      { snapshotUrl: '/snap', aspectRatio: '16:9' },
    ],
    [
      'iframe keeps the stored aspect ratio',
      { aspectRatio: '1:1' },
      { type: 'iframe', aspectRatio: '' },
      { aspectRatio: '1:1' },
    ],
  ])('%s', (_, storedPatch, patch, expected) => {
    const stored = camera('a', storedPatch);
    const d = { ...cameraDraft(stored), ...patch };
    const isNew = Object.keys(storedPatch).length === 0;
    expect(cameraFromDraft(d, 'a', isNew ? null : stored)).toMatchObject(expected);
  });

  it.each([
    ['webrtc-go2rtc', 'go2rtc'],
    ['webrtc-camerastreamer', 'camerastreamer'],
    ['mjpegstreamer', 'camerastreamer'],
  ])('a %s camera drafts with %s signalling', (service, signalling) =>
    expect(cameraDraft(camera('a', { service })).signalling).toBe(signalling),
  );

  it.each([
    ['config', true],
    ['database', false],
  ] as const)('source %s managed: %s', (source, managed) =>
    expect(isManaged({ source })).toBe(managed),
  );
  it.each<[string, Partial<CameraDraft>, Partial<Camera>]>([
    ['trims the name and url', { name: ' Bed ', url: ' /cam ' }, { name: 'Bed', url: '/cam' }],
    [
      'numbers from text',
      { fpstarget: '30', fpsidletarget: '2' },
      { fpstarget: 30, fpsidletarget: 2 },
    ],
    ['an empty idle target is the default', { fpsidletarget: '' }, { fpsidletarget: 5 }],
    ['iframe saves the height', { type: 'iframe', height: '300' }, { height: 300 }],
    ['other types keep the stored height', { type: 'mjpgstream', height: '' }, { height: 640 }],
  ])('%s', (_, patch, expected) => {
    const stored = camera('a', { height: 640 });
    expect(cameraFromDraft(draft(patch), 'a', stored)).toMatchObject({ id: 'a', ...expected });
  });
});

describe('withCamera / cameraId', () => {
  const list = [camera('a'), camera('b')];

  it('gives a new camera a fresh id, at the end', () => {
    const next = withCamera(list, { ...newCamera(), name: 'New' }, 1000, 0.5);
    expect(next).toHaveLength(3);
    const added = next?.[2];
    expect(added?.name).toBe('New');
    expect(added?.id).not.toBe('-1');
    expect(['a', 'b']).not.toContain(added?.id);
  });

  it('replaces an existing camera in place', () => {
    expect(withCamera(list, camera('a', { name: 'Renamed' }), 0, 0)?.map((c) => c.name)).toEqual([
      'Renamed',
      'Cam b',
    ]);
  });

  it('refuses a fourth camera, but still edits at 3', () => {
    const full = [...list, camera('c')];
    expect(withCamera(full, { ...newCamera(), name: 'Four' }, 0, 0)).toBeNull();
    expect(withCamera(full, camera('c', { enabled: false }), 0, 0)?.[2]?.enabled).toBe(false);
  });

  it('never repeats a taken id', () => {
    const first = cameraId([], 5, 0.25);
    expect(cameraId([camera(first)], 5, 0.25)).not.toBe(first);
  });
});

describe('withoutCamera / activeCameraOf', () => {
  const state = { cameras: [camera('a'), camera('b')], activeCamera: 'a' };

  it.each([
    ['removing the active camera falls back to all', 'a', 'all', ['b']],
    ['removing another keeps it', 'b', 'a', ['a']],
    ['removing an unknown id changes nothing', 'z', 'a', ['a', 'b']],
  ])('%s', (_, id, active, left) => {
    const next = withoutCamera(state, id);
    expect(next.activeCamera).toBe(active);
    expect(next.cameras.map((c) => c.id)).toEqual(left);
  });

  it.each([
    ['all', 'all'],
    ['b', 'b'],
    ['gone', 'all'],
  ])('choosing %s → %s', (choice, active) =>
    expect(activeCameraOf(state.cameras, choice)).toBe(active),
  );
});

describe('parseCameras', () => {
  it.each<[string, unknown, { ids: string[]; active: string }]>([
    ['nothing stored', undefined, { ids: [], active: 'all' }],
    ['no cameras key', { activeCamera: 'x' }, { ids: [], active: 'all' }],
    [
      'a list with its active camera',
      { cameras: [{ id: 'a', name: 'A' }], activeCamera: 'a' },
      { ids: ['a'], active: 'a' },
    ],
    [
      'an active camera that is gone',
      { cameras: [{ id: 'a', name: 'A' }], activeCamera: 'b' },
      { ids: ['a'], active: 'all' },
    ],
    [
      'an object keyed by id',
      { cameras: { x: { name: 'X' }, y: { name: 'Y' } } },
      { ids: ['x', 'y'], active: 'all' },
    ],
    [
      'entries without a name are dropped, missing ids made',
      { cameras: [{ name: 'A' }, { url: '/x' }, 3, null, { id: '-1', name: 'B' }] },
      { ids: ['camera0', 'camera4'], active: 'all' },
    ],
    [
      'duplicate ids are told apart',
      {
        cameras: [
          { id: 'a', name: 'A' },
          { id: 'a', name: 'B' },
        ],
      },
      { ids: ['a', 'a-1'], active: 'all' },
    ],
    [
      'at most 3 kept',
      { cameras: ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id })) },
      { ids: ['a', 'b', 'c'], active: 'all' },
    ],
  ])('%s', (_, stored, { ids, active }) => {
    const state = parseCameras(stored);
    expect(state.cameras.map((c) => c.id)).toEqual(ids);
    expect(state.activeCamera).toBe(active);
  });

  it('fills missing fields with the defaults and reads odd values', () => {
    const [c] = parseCameras({
      cameras: [
        {
          id: 'a',
          name: 'A',
          enabled: false,
          type: 'hls',
          fpstarget: '20',
          fpsidletarget: -3,
          rotate: 'none',
          flipY: true,
          height: 'x',
        },
      ],
    }).cameras;
    expect(c).toEqual({
      ...newCamera(),
      id: 'a',
      name: 'A',
      enabled: false,
      fpstarget: 20,
      url: '',
      flipY: true,
      snapshotUrl: '',
    });
  });

  it('gives the old cameras the service of their type and the snapshot of their stream', () => {
    const [c] = parseCameras({
      cameras: [{ id: 'a', name: 'A', type: 'webrtc', url: 'http://cam/?action=stream' }],
    }).cameras;
    expect(c).toMatchObject({
      source: 'database',
      service: 'webrtc-camerastreamer',
      snapshotUrl: 'http://cam/?action=snapshot',
      aspectRatio: '4:3',
    });
  });

  it.each([
    ['none', 0],
    [90, 90],
    ['180', 180],
    [270, 270],
    [45, 0],
  ] as const)('rotate %s → %i', (rotate, expected) =>
    expect(parseCameras({ cameras: [{ name: 'A', rotate }] }).cameras[0]?.rotate).toBe(expected),
  );
});
