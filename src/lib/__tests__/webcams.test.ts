import { describe, expect, it } from 'vitest';
import type { Webcam } from '../../../protocol/webcams';
import {
  serviceForType,
  signallingOfService,
  typeOfService,
  type WebrtcSignalling,
} from '../camera-services';
import { newCamera, type Camera, type CameraType } from '../cameras';
import { webcam as listed } from '../../test/webcam-fixture';
import { webcamPost, webcamsToCameras, webcamToCamera, withAnswered } from '../webcams';

const webcam = (patch: Partial<Webcam> = {}): Webcam =>
  listed('u-1', 'printer', { service: 'mjpegstreamer-adaptive', ...patch });

const camera = (patch: Partial<Camera> = {}): Camera => ({
  ...newCamera(),
  id: 'u-1',
  name: 'printer',
  ...patch,
});

describe('service ⇄ type', () => {
  it.each<[string, CameraType, WebrtcSignalling]>([
    ['mjpegstreamer', 'mjpgstream', 'camerastreamer'],
    ['mjpegstreamer-adaptive', 'mjpgadaptive', 'camerastreamer'],
    ['ipstream', 'ipstream', 'camerastreamer'],
    ['iframe', 'iframe', 'camerastreamer'],
    ['webrtc-camerastreamer', 'webrtc', 'camerastreamer'],
    ['webrtc-go2rtc', 'webrtc', 'go2rtc'],
    ['hlsstream', 'mjpgstream', 'camerastreamer'],
    ['uv4l-mjpeg', 'mjpgstream', 'camerastreamer'],
    ['', 'mjpgstream', 'camerastreamer'],
    ['toString', 'mjpgstream', 'camerastreamer'],
  ])('%s shows as %s (%s)', (service, type, signalling) => {
    expect(typeOfService(service)).toBe(type);
    expect(signallingOfService(service)).toBe(signalling);
  });

  it.each<[CameraType, WebrtcSignalling, string, string]>([
    ['mjpgstream', 'camerastreamer', '', 'mjpegstreamer'],
    ['mjpgadaptive', 'camerastreamer', '', 'mjpegstreamer-adaptive'],
    ['ipstream', 'go2rtc', '', 'ipstream'],
    ['iframe', 'camerastreamer', '', 'iframe'],
    ['webrtc', 'camerastreamer', '', 'webrtc-camerastreamer'],
    ['webrtc', 'go2rtc', '', 'webrtc-go2rtc'],
    ['webrtc', 'camerastreamer', 'webrtc-go2rtc', 'webrtc-camerastreamer'],
    ['mjpgstream', 'camerastreamer', 'hlsstream', 'hlsstream'],
    ['mjpgadaptive', 'camerastreamer', 'hlsstream', 'mjpegstreamer-adaptive'],
    ['mjpgstream', 'camerastreamer', 'mjpegstreamer-adaptive', 'mjpegstreamer'],
  ])('%s (%s, stored %s) saves %s', (type, signalling, stored, service) =>
    expect(serviceForType(type, signalling, stored)).toBe(service),
  );
});

describe('webcamToCamera', () => {
  it("reads Moonraker's default webcam", () => {
    expect(webcamToCamera(webcam())).toEqual({
      ...newCamera(),
      id: 'u-1',
      name: 'printer',
    });
  });

  it.each<[string, Partial<Webcam> | Record<string, unknown>, Partial<Camera>]>([
    ['the uid is the id', { uid: 'abc' }, { id: 'abc' }],
    ['without a uid the name is', { uid: '' }, { id: 'printer' }],
    ['a camera of moonraker.conf', { source: 'config' }, { source: 'config' }],
    ["an odd source is the dashboard's", { source: 'x' }, { source: 'database' }],
    ['service → type', { service: 'webrtc-go2rtc' }, { type: 'webrtc', service: 'webrtc-go2rtc' }],
    ['unknown service kept', { service: 'hls' }, { type: 'mjpgstream', service: 'hls' }],
    ['no service: mjpegstreamer', { service: undefined }, { type: 'mjpgstream' }],
    ['rotation', { rotation: 270 }, { rotate: 270 }],
    ['an odd rotation is none', { rotation: 45 }, { rotate: 0 }],
    ['flips', { flip_horizontal: true, flip_vertical: true }, { flipX: true, flipY: true }],
    ['frame rates', { target_fps: 30, target_fps_idle: 2 }, { fpstarget: 30, fpsidletarget: 2 }],
    [
      'odd frame rates',
      { target_fps: 0, target_fps_idle: 'x' },
      { fpstarget: 15, fpsidletarget: 5 },
    ],
    ['disabled', { enabled: false }, { enabled: false }],
    [
      'addresses',
      { stream_url: 'http://c/s', snapshot_url: '' },
      { url: 'http://c/s', snapshotUrl: '' },
    ],
    ['aspect ratio', { aspect_ratio: '16:9' }, { aspectRatio: '16:9' }],
    ['empty aspect ratio', { aspect_ratio: '' }, { aspectRatio: '4:3' }],
    ['iframe height', { service: 'iframe', extra_data: { height: 480 } }, { height: 480 }],
    ['height as text', { extra_data: { height: '300' } }, { height: 300 }],
    ['no height', { extra_data: { other: 1 } }, { height: 720 }],
    ['odd extra_data', { extra_data: 'x' }, { height: 720 }],
  ])('%s', (_, patch, expected) =>
    expect(webcamToCamera({ ...webcam(), ...patch })).toMatchObject(expected),
  );

  it.each([null, 3, 'x', {}, { name: '' }, { name: 3 }])('%j is no camera', (raw) =>
    expect(webcamToCamera(raw)).toBeNull(),
  );

  it('reads a list, leaving out what is no webcam', () => {
    expect(
      webcamsToCameras([webcam(), null, webcam({ name: 'b', uid: 'u-2' })]).map((c) => c.id),
    ).toEqual(['u-1', 'u-2']);
    expect(webcamsToCameras(undefined)).toEqual([]);
  });
});

describe('webcamPost', () => {
  const fields = {
    name: 'printer',
    enabled: true,
    service: 'mjpegstreamer-adaptive',
    target_fps: 15,
    target_fps_idle: 5,
    stream_url: '/webcam/?action=stream',
    snapshot_url: '/webcam/?action=snapshot',
    flip_horizontal: false,
    flip_vertical: false,
    rotation: 0,
    aspect_ratio: '4:3',
  };

  it('a new camera: its name and the fields Moonraker knows, no uid nor source', () => {
    const post = webcamPost(camera({ id: 'tmp' }), false);
    expect(post).toEqual(fields);
    expect(post).not.toHaveProperty('uid');
    expect(post).not.toHaveProperty('source');
  });

  it('an edit names the camera by uid', () => {
    expect(webcamPost(camera({ name: 'renamed' }), true)).toEqual({
      uid: 'u-1',
      ...fields,
      name: 'renamed',
    });
  });

  it.each<[string, Partial<Camera>, Record<string, unknown>, Record<string, unknown>]>([
    [
      'whole frame rates',
      { fpstarget: 14.6, fpsidletarget: 2.2 },
      {},
      { target_fps: 15, target_fps_idle: 2 },
    ],
    [
      'rotation and flips',
      { rotate: 90, flipX: true },
      {},
      { rotation: 90, flip_horizontal: true },
    ],
    [
      'webrtc without address',
      { type: 'webrtc', service: 'webrtc-go2rtc', url: '' },
      {},
      { service: 'webrtc-go2rtc', stream_url: '' },
    ],
    [
      'iframe: the height joins what extra_data held',
      { type: 'iframe', service: 'iframe', height: 480 },
      { nozzleCrosshair: true },
      { extra_data: { nozzleCrosshair: true, height: 480 } },
    ],
  ])('%s', (_, patch, extra, expected) =>
    expect(webcamPost(camera(patch), true, extra)).toMatchObject(expected),
  );

  it.each<[string, Partial<Camera>, Record<string, unknown>]>([
    ['another type leaves extra_data alone', { height: 480 }, { height: 300 }],
    ['an unchanged height is not sent', { type: 'iframe', height: 300 }, { height: 300 }],
  ])('%s', (_, patch, extra) =>
    expect(webcamPost(camera(patch), true, extra)).not.toHaveProperty('extra_data'),
  );
});

describe('withAnswered', () => {
  const a = camera({ id: 'a', name: 'A' });
  const tmp = camera({ id: 'tmp', name: 'New' });
  const answered = camera({ id: 'u-9', name: 'New' });

  it.each<[string, Camera[], string, string[]]>([
    ["takes the placeholder's place", [tmp, a], 'tmp', ['u-9', 'a']],
    ['replaces its uid (a notification came first)', [a, answered], 'tmp', ['a', 'u-9']],
    ['drops the placeholder when its uid is listed', [tmp, answered], 'tmp', ['u-9']],
    ['is added when neither is there', [a], 'tmp', ['a', 'u-9']],
    ['an edit replaces in place', [answered, a], 'u-9', ['u-9', 'a']],
  ])('%s', (_, list, placeholder, ids) => {
    const next = withAnswered(list, placeholder, answered);
    expect(next.map((c) => c.id)).toEqual(ids);
    expect(next.find((c) => c.id === 'u-9')).toBe(answered);
  });
});
