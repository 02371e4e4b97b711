// The timelapse page's rules: events reduced into the last frame and the render status (§4), frame
// names and URLs, the preview's grayscale by progress, the disabled controls, videos and their
// preview images.
import { describe, expect, it } from 'vitest';
import type { TimelapseEvent } from '../../../../protocol/timelapse';
import type { BrowserItem } from '../../../lib/files';
import {
  INITIAL_VIEW,
  frameFileName,
  grayscaleAmount,
  isRendering,
  isVideo,
  lastFrameFromInfo,
  reduceTimelapseEvent,
  timelapseControls,
  timelapseFileUrl,
  videoPreview,
  withoutVideoPreviews,
  type RenderStatus,
  type TimelapseEffect,
  type TimelapseView,
} from '../event-rules';

const rendering = (progress: number, status: RenderStatus['status'] = 'running'): RenderStatus => ({
  status,
  progress,
  frameCount: 10,
  fileName: '',
  printFile: '',
  previewImage: '',
  message: '',
  settings: null,
});

const withFrames: TimelapseView = {
  lastFrame: { count: 3, uniqueCount: 4, file: 'frame000003.jpg' },
  render: rendering(40),
};

describe('reduceTimelapseEvent', () => {
  const cases: [string, TimelapseView, TimelapseEvent, Partial<TimelapseView>, TimelapseEffect][] =
    [
      [
        'a new frame counts, names its file and clears the render status',
        withFrames,
        { action: 'newframe', status: 'success', frame: '4', framefile: 'frame000004.jpg' },
        { lastFrame: { count: 4, uniqueCount: 5, file: 'frame000004.jpg' }, render: null },
        null,
      ],
      [
        'a new frame without its file name gets the component’s name',
        INITIAL_VIEW,
        { action: 'newframe', status: 'success', frame: 12 },
        { lastFrame: { count: 12, uniqueCount: 1, file: 'frame000012.jpg' } },
        null,
      ],
      [
        'a failed frame changes nothing and tells the user',
        withFrames,
        { action: 'newframe', status: 'error' },
        withFrames,
        'frameError',
      ],
      [
        'render started: frame count and settings (nested as the component sends them)',
        { ...withFrames, render: null },
        {
          action: 'render',
          status: 'started',
          framecount: '10',
          settings: { framerate: 30, crf: 23, pixelformat: 'yuv420p' },
        } as TimelapseEvent,
        {
          render: {
            ...rendering(0, 'started'),
            settings: { frameRate: 30, crf: 23, pixelFormat: 'yuv420p' },
          },
        },
        null,
      ],
      [
        'render running: progress',
        { ...withFrames, render: rendering(0, 'started') },
        { action: 'render', status: 'running', progress: 55 },
        { render: rendering(55) },
        null,
      ],
      [
        'a second request while running (no progress) changes nothing',
        withFrames,
        { action: 'render', status: 'running', msg: 'render is already running' },
        withFrames,
        null,
      ],
      [
        'render success: the video and its preview',
        withFrames,
        {
          action: 'render',
          status: 'success',
          filename: 'timelapse_cube.mp4',
          printfile: 'cube.gcode',
          previewimage: 'timelapse_cube.jpg',
          msg: 'done',
        },
        {
          render: {
            ...rendering(100, 'success'),
            fileName: 'timelapse_cube.mp4',
            printFile: 'cube.gcode',
            previewImage: 'timelapse_cube.jpg',
            message: 'done',
          },
        },
        null,
      ],
      [
        'render error keeps its message',
        withFrames,
        { action: 'render', status: 'error', msg: 'ffmpeg not found' },
        { render: { ...rendering(40, 'error'), message: 'ffmpeg not found' } },
        null,
      ],
      [
        'a skipped render is only logged',
        withFrames,
        { action: 'render', status: 'skipped', msg: 'no frames' },
        withFrames,
        'unhandled',
      ],
      ['another action is only logged', withFrames, { action: 'other' }, withFrames, 'unhandled'],
    ];
  it.each(cases)('%s', (_name, view, event, expected, effect) => {
    const result = reduceTimelapseEvent(view, event);
    expect(result.view).toEqual({ ...view, ...expected });
    expect(result.effect).toBe(effect);
  });
});

describe('lastFrameFromInfo', () => {
  it.each([
    [{ framecount: 7, lastframefile: 'frame000007.jpg' }, 7, 'frame000007.jpg'],
    [{ framecount: 2, lastframefile: '' }, 2, 'frame000002.jpg'],
    [{ framecount: 0, lastframefile: '' }, 0, ''],
    [null, 0, ''],
  ])('%j → %i frames, %s', (info, count, file) => {
    expect(lastFrameFromInfo(info)).toEqual({ count, file, uniqueCount: 1 });
  });
});

describe('frames and URLs', () => {
  it.each([
    [1, 'frame000001.jpg'],
    [42, 'frame000042.jpg'],
    [123456, 'frame123456.jpg'],
  ])('frame %i is %s', (frame, name) => expect(frameFileName(frame)).toBe(name));

  it.each([
    [
      'http://p:7125/',
      'timelapse_frames',
      'frame000001.jpg',
      3,
      'http://p:7125/server/files/timelapse_frames/frame000001.jpg?t=3',
    ],
    [
      'http://p',
      'timelapse',
      'a b/v.mp4',
      undefined,
      'http://p/server/files/timelapse/a%20b/v.mp4',
    ],
    [
      'http://p',
      'timelapse',
      'v.mp4',
      1700000000,
      'http://p/server/files/timelapse/v.mp4?t=1700000000&access_token=eyJ.a%2Bb.c',
      'eyJ.a+b.c',
    ],
    ['http://p', 'timelapse', 'v.mp4', undefined, 'http://p/server/files/timelapse/v.mp4', null],
  ] as const)('%s %s %s', (api, root, path, bust, url, token?: string | null) =>
    expect(timelapseFileUrl(api, root, path, bust, token)).toBe(url),
  );
});

describe('render progress and controls', () => {
  it.each([
    [null, false, 0],
    [rendering(0, 'started'), true, 0],
    [rendering(25), true, 0.25],
    [rendering(100), true, 1],
    [rendering(100, 'success'), false, 0],
    [rendering(30, 'error'), false, 0],
  ])('%j: rendering %s, grayscale %f', (render, busy, gray) => {
    expect(isRendering(render)).toBe(busy);
    expect(grayscaleAmount(render)).toBe(gray);
  });

  it.each([
    [0, null, { sliderDisabled: false, renderDisabled: true, saveFramesDisabled: true }],
    [5, null, { sliderDisabled: false, renderDisabled: false, saveFramesDisabled: false }],
    [5, rendering(10), { sliderDisabled: true, renderDisabled: true, saveFramesDisabled: false }],
  ])('%i frames, %j', (frames, render, controls) =>
    expect(timelapseControls(frames, render)).toEqual(controls),
  );
});

describe('videos and their previews', () => {
  const file = (path: string): BrowserItem => ({
    kind: 'file',
    name: path.split('/').pop() ?? path,
    path,
    modified: 0,
    size: 1,
    permissions: 'rw',
    extension: '',
  });
  const items = [file('t/a.mp4'), file('t/a.jpg'), file('t/b.jpg'), file('t/c_frames.zip')];

  it.each([
    ['a.mp4', true],
    ['A.WEBM', true],
    ['a.jpg', false],
    ['a.zip', false],
  ])('%s is a video: %s', (name, video) => expect(isVideo(name)).toBe(video));

  it('finds the preview beside a video', () => {
    const names = new Set(items.map((i) => i.name));
    expect(videoPreview(items[0] as BrowserItem, names)).toBe('t/a.jpg');
    expect(videoPreview(file('t/z.mp4'), names)).toBeNull();
    expect(videoPreview(items[2] as BrowserItem, names)).toBeNull();
  });

  it('hides previews that stand beside their videos only', () => {
    expect(withoutVideoPreviews(items).map((i) => i.name)).toEqual([
      'a.mp4',
      'b.jpg',
      'c_frames.zip',
    ]);
  });
});
