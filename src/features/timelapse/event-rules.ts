// The timelapse page's rules (spec part 2 §3 timelapse last frame and render status, §4
// 'Timelapse', §7): notify_timelapse_event reduced into the last frame and the render status, frame
// file names and their URLs, the preview's loss of colour while a video renders, which controls
// are disabled, and the videos of the timelapse root with their preview images.
import type { TimelapseEvent, TimelapseLastFrameInfo } from '../../../protocol/timelapse';
import { encodePath, extensionOf, joinPath, parentPath, type BrowserItem } from '../../lib/files';

/** The last frame taken: how many, which file; `uniqueCount` changes at every new frame. */
export interface TimelapseLastFrame {
  count: number;
  uniqueCount: number;
  file: string;
}

export type RenderState = 'started' | 'running' | 'success' | 'error';

/** A render as the events tell it (spec part 2 §3 'Timelapse render status'). */
export interface RenderStatus {
  status: RenderState;
  /** Per cent, 0–100. */
  progress: number;
  frameCount: number;
  fileName: string;
  printFile: string;
  previewImage: string;
  message: string;
  settings: { frameRate: number; crf: number; pixelFormat: string } | null;
}

export interface TimelapseView {
  lastFrame: TimelapseLastFrame;
  render: RenderStatus | null;
}

export const NO_FRAMES: TimelapseLastFrame = { count: 0, uniqueCount: 0, file: '' };
export const INITIAL_VIEW: TimelapseView = { lastFrame: NO_FRAMES, render: null };

/** What the store does besides keeping the new view. */
export type TimelapseEffect = 'frameError' | 'unhandled' | null;

const toNumber = (value: unknown): number => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
};
const toText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** machine.timelapse.lastframeinfo → the last frame (no frames: count 0). */
export function lastFrameFromInfo(
  info: Partial<TimelapseLastFrameInfo> | null | undefined,
  before: TimelapseLastFrame = NO_FRAMES,
): TimelapseLastFrame {
  const count = Math.max(0, Math.floor(toNumber(info?.framecount)));
  const file = count > 0 ? toText(info?.lastframefile) || frameFileName(count) : '';
  return { count, file, uniqueCount: before.uniqueCount + 1 };
}

/** The render's settings, sent nested (`settings`, as moonraker-timelapse does) or flat. */
function renderSettings(event: TimelapseEvent): RenderStatus['settings'] {
  const nested = (event as { settings?: unknown }).settings;
  const source: Record<string, unknown> =
    nested && typeof nested === 'object'
      ? (nested as Record<string, unknown>)
      : (event as unknown as Record<string, unknown>);
  if (source.framerate === undefined && source.crf === undefined) return null;
  return {
    frameRate: toNumber(source.framerate),
    crf: toNumber(source.crf),
    pixelFormat: toText(source.pixelformat),
  };
}

function reduceRender(
  render: RenderStatus | null,
  event: TimelapseEvent,
): RenderStatus | null | undefined {
  const base: RenderStatus = render ?? {
    status: 'started',
    progress: 0,
    frameCount: 0,
    fileName: '',
    printFile: '',
    previewImage: '',
    message: '',
    settings: null,
  };
  switch (event.status) {
    case 'started':
      return {
        ...base,
        status: 'started',
        progress: 0,
        frameCount: toNumber(event.framecount),
        message: toText(event.msg),
        settings: renderSettings(event),
      };
    case 'running':
      // 'running' without progress answers a second render request: nothing changes.
      if (event.progress === undefined) return render;
      return {
        ...base,
        status: 'running',
        progress: Math.min(100, Math.max(0, toNumber(event.progress))),
      };
    case 'success':
      return {
        ...base,
        status: 'success',
        progress: 100,
        fileName: toText(event.filename),
        printFile: toText(event.printfile),
        previewImage: toText(event.previewimage),
        message: toText(event.msg),
      };
    case 'error':
      return { ...base, status: 'error', message: toText(event.msg) };
    default:
      return undefined; // 'skipped' and anything else: only logged
  }
}

/** One notify_timelapse_event applied to the page's view. */
export function reduceTimelapseEvent(
  view: TimelapseView,
  event: TimelapseEvent,
): { view: TimelapseView; effect: TimelapseEffect } {
  if (event.action === 'newframe') {
    if (event.status === 'error') return { view, effect: 'frameError' };
    const count = Math.max(0, Math.floor(toNumber(event.frame ?? event.framecount)));
    const file = toText(event.framefile) || (count > 0 ? frameFileName(count) : '');
    return {
      view: {
        lastFrame: { count, file, uniqueCount: view.lastFrame.uniqueCount + 1 },
        render: null,
      },
      effect: null,
    };
  }
  if (event.action === 'render') {
    const render = reduceRender(view.render, event);
    if (render === undefined) return { view, effect: 'unhandled' };
    return { view: { ...view, render }, effect: null };
  }
  return { view, effect: 'unhandled' };
}

/** A render goes started → running → success; it is in progress until it ends. */
export function isRendering(render: RenderStatus | null): boolean {
  return render !== null && render.status !== 'success' && render.status !== 'error';
}

/** How grey the preview is while rendering: the render's progress, as a CSS grayscale amount. */
export function grayscaleAmount(render: RenderStatus | null): number {
  if (!isRendering(render) || render === null) return 0;
  return Math.min(1, Math.max(0, render.progress / 100));
}

/** What the status card allows (spec part 2 §4). */
export function timelapseControls(frames: number, render: RenderStatus | null) {
  const rendering = isRendering(render);
  return {
    sliderDisabled: rendering,
    renderDisabled: rendering || frames === 0,
    saveFramesDisabled: frames === 0,
  };
}

/** `frame` + the number on six digits + `.jpg`, as the component names its frames. */
export function frameFileName(frame: number): string {
  return `frame${String(Math.max(0, Math.floor(frame))).padStart(6, '0')}.jpg`;
}

/**
 * A file of a root on the API address, e.g. a frame of `timelapse_frames`; `bust` defeats caches.
 * Moonraker serves .jpg and .png to anyone, other files only to a logged-in user: a video gets the
 * access token as `access_token` (a one-shot token would not last past the player's first range
 * request).
 */
export function timelapseFileUrl(
  apiUrl: string,
  root: 'timelapse' | 'timelapse_frames',
  path: string,
  bust?: number | string,
  accessToken?: string | null,
): string {
  const base = apiUrl.replace(/\/+$/, '');
  const query = new URLSearchParams();
  if (bust !== undefined) query.set('t', String(bust));
  if (accessToken) query.set('access_token', accessToken);
  const search = query.toString();
  return `${base}/server/files/${encodePath(joinPath(root, path))}${search && `?${search}`}`;
}

/** The videos a browser plays. */
export const VIDEO_EXTENSIONS: readonly string[] = ['.mp4', '.webm', '.mkv', '.mov'];

export function isVideo(name: string): boolean {
  return VIDEO_EXTENSIONS.includes(extensionOf(name));
}

const stem = (name: string) => name.slice(0, name.length - extensionOf(name).length);

/** The preview image the component writes beside a video (`<name>.jpg`), if the folder has it. */
export function videoPreview(item: BrowserItem, names: ReadonlySet<string>): string | null {
  if (item.kind !== 'file' || !isVideo(item.name)) return null;
  const image = `${stem(item.name)}.jpg`;
  return names.has(image) ? joinPath(parentPath(item.path), image) : null;
}

/** The rows without the preview images that stand beside their videos. */
export function withoutVideoPreviews(items: BrowserItem[]): BrowserItem[] {
  const videos = new Set(
    items.filter((item) => item.kind === 'file' && isVideo(item.name)).map((i) => stem(i.name)),
  );
  return items.filter(
    (item) =>
      !(item.kind === 'file' && extensionOf(item.name) === '.jpg' && videos.has(stem(item.name))),
  );
}
