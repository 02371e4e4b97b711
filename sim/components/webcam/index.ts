// webcam: Moonraker's webcam component (reference §9), always loaded as in Moonraker. The cameras
// of moonraker.conf's `[webcam NAME]` sections (source 'config', read-only) and those posted by
// clients (source 'database', namespace `webcams`, key = uid); server.webcams.list / get_item /
// post_item / delete_item / test and notify_webcams_changed (manager.ts). The simulator's
// `--webcam` flag adds a `[webcam printer]` section for the virtual camera (sim/camera), its
// `--webcam-video` flag a `[webcam printer_video]` one showing it as a WebM video (ipstream).

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Webcam } from '../../../protocol/webcams';
import type { App } from '../../app';
import { registerRemoteWebrtc } from '../../camera/webrtc';
import {
  VIRTUAL_VIDEO_OPTIONS,
  VIRTUAL_VIDEO_SECTION,
  VIRTUAL_WEBCAM_OPTIONS,
  VIRTUAL_WEBCAM_SECTION,
  ensureVirtualWebcamSection,
  instanceUuid,
  readWebcamSections,
  webcamFromSection,
  type ConfiguredWebcam,
} from './conf';
import { WebcamManager } from './manager';
import type { Component, ConfigSection } from '../component';

declare module '../../app' {
  interface Services {
    webcams: { list(): Webcam[] };
  }
}

/** The virtual camera's sections asked for data folders whose moonraker.conf is not written yet. */
const FLAGGED = new WeakMap<App, [string, Record<string, string>][]>();
/** The configured cameras the running component loaded, for server.config. */
const LOADED = new WeakMap<App, ConfiguredWebcam[]>();

const confPath = (app: App): string => join(app.options.dataDir, 'config', 'moonraker.conf');

/**
 * The `--webcam` flag (`video`: `--webcam-video`), before the first start: moonraker.conf gets the
 * virtual camera's section when it has none; a data folder without the file gets it when the file
 * is written after the start.
 */
export function enableWebcam(app: App, video = false): void {
  const [section, options] = video
    ? [VIRTUAL_VIDEO_SECTION, VIRTUAL_VIDEO_OPTIONS]
    : [VIRTUAL_WEBCAM_SECTION, VIRTUAL_WEBCAM_OPTIONS];
  const path = confPath(app);
  if (existsSync(path)) ensureVirtualWebcamSection(path, section, options);
  else FLAGGED.set(app, [...(FLAGGED.get(app) ?? []), [section, options]]);
}

/** The [webcam …] sections to load: the file's, or the flagged ones while the file is missing. */
function sectionsOf(app: App): [string, Map<string, string>][] {
  const path = confPath(app);
  if (existsSync(path)) return readWebcamSections(path);
  return (FLAGGED.get(app) ?? []).map(([section, options]) => [
    section,
    new Map(Object.entries(options)),
  ]);
}

/** The printer's web server as a camera URL's host: the simulator's own address. */
function ownHost(app: App): string {
  const { host, port } = app.options;
  const h = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${h.includes(':') ? `[${h}]` : h}:${port}`;
}

/**
 * A URL as the simulator fetches it: the printer's web server (localhost on port 80, where nginx
 * serves the camera on a real printer) is the simulator's own port.
 */
function fetchable(app: App, url: string): string {
  try {
    const target = new URL(url);
    if (!['localhost', '127.0.0.1', '[::1]'].includes(target.hostname) || target.port !== '')
      return url;
    if (target.protocol !== 'http:') return url;
    return `${ownHost(app)}${target.pathname}${target.search}`;
  } catch {
    return url;
  }
}

function loadConfigured(app: App): ConfiguredWebcam[] {
  const log = (msg: string): void => app.logs?.moonraker('webcam.py:__init__()', msg);
  const instance = instanceUuid(app.options.dataDir);
  const out: ConfiguredWebcam[] = [];
  for (const [section, options] of sectionsOf(app)) {
    try {
      const cam = webcamFromSection(section, options, instance);
      // A later section of the same name replaces the earlier one, as in Moonraker's dict.
      const at = out.findIndex((c) => c.webcam.name === cam.webcam.name);
      if (at >= 0) out.splice(at, 1, cam);
      else out.push(cam);
    } catch (e) {
      log(`Failed to load [${section}]: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return out;
}

export const webcam: Component = {
  name: 'webcam',
  core: true,
  sections(app: App) {
    const out: Record<string, ConfigSection> = {};
    for (const c of LOADED.get(app) ?? []) out[c.section] = { config: c.config, orig: c.orig };
    return out;
  },
  start(app: App) {
    const configured = loadConfigured(app);
    LOADED.set(app, configured);
    const manager = new WebcamManager({
      configured,
      db: app.find('database'),
      notify: (webcams) => app.notify('notify_webcams_changed', { webcams }),
      log: (msg) => app.logs?.moonraker('webcam.py:component_init()', msg),
      defaultHost: () => ownHost(app),
      fetchable: (url) => fetchable(app, url),
      newUid: () => randomUUID(),
    });
    app.provide('webcams', { list: () => manager.list() });
    const r = app.registry;
    r.register('GET', '/server/webcams/list', () => ({ webcams: manager.list() }));
    r.register('GET', '/server/webcams/item', (ctx) => manager.get(ctx.args.raw));
    r.register('POST', '/server/webcams/item', (ctx) => manager.post(ctx.args.raw));
    r.register('DELETE', '/server/webcams/item', (ctx) => manager.delete(ctx.args.raw));
    r.register('POST', '/server/webcams/test', (ctx) => manager.test(ctx.args.raw));
    registerRemoteWebrtc(app);
    return { close: () => void LOADED.delete(app) };
  },
};
