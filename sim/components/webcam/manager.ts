// Moonraker's WebcamManager: the cameras by name (configured ones first, then the database's), the
// lookups by uid or name with their 404s, post_item's create / update / rename rules, delete_item,
// and server.webcams.test fetching the snapshot URL. notify_webcams_changed follows every post and
// delete.

import type { Webcam, WebcamTestResult } from '../../../protocol/webcams';
import { ServerError } from '../../errors';
import type { NamespaceStore } from '../database/database';
import type { ConfiguredWebcam } from './conf';
import {
  argOf,
  databaseRow,
  updateWebcam,
  webcamDict,
  webcamFromDatabase,
  webcamFromRequest,
  type RawArgs,
} from './webcam';

export const NAMESPACE = 'webcams';

export interface WebcamManagerOptions {
  configured: readonly ConfiguredWebcam[];
  db: NamespaceStore | undefined;
  notify: (webcams: Webcam[]) => void;
  log: (message: string) => void;
  /** Where a relative camera URL points: the printer's own web server (`http://host:port`). */
  defaultHost: () => string;
  /** The address actually fetched for a URL (the printer's web server on port 80 is ours). */
  fetchable: (url: string) => string;
  /** A fresh random uid (uuid4). */
  newUid: () => string;
}

export class WebcamManager {
  private readonly webcams = new Map<string, Webcam>();

  constructor(private readonly opts: WebcamManagerOptions) {
    for (const c of opts.configured) this.webcams.set(c.webcam.name, c.webcam);
    this.loadDatabase();
  }

  /** component_init: the database's cameras after the configured ones (collisions logged). */
  private loadDatabase(): void {
    const db = this.opts.db;
    if (!db) return;
    const uids = [...this.webcams.values()].map((w) => w.uid);
    const notes: string[] = [];
    for (const [uid, row] of Object.entries(db.getNamespace(NAMESPACE))) {
      let cam: Webcam;
      try {
        if (row === null || typeof row !== 'object' || Array.isArray(row))
          throw new Error('not a dict');
        cam = webcamFromDatabase(uid, row as Record<string, unknown>);
      } catch (e) {
        this.opts.log(`Failed to process webcam from db: ${e instanceof Error ? e.message : e}`);
        continue;
      }
      if (uids.includes(uid)) {
        db.remove(NAMESPACE, uid);
        cam.uid = this.newUid();
        this.save(cam, false);
        notes.push(`Detected webcam UID collision: ${uid}`);
      }
      uids.push(cam.uid);
      if (this.webcams.has(cam.name)) {
        notes.push(
          `Detected webcam name collision: ${cam.name}, uuid: ${uid}.  This camera will be ignored.`,
        );
        continue;
      }
      this.webcams.set(cam.name, cam);
    }
    if (notes.length > 0) this.opts.log(notes.join('\n'));
  }

  list(): Webcam[] {
    return [...this.webcams.values()].map(webcamDict);
  }

  private newUid(): string {
    const uids = new Set([...this.webcams.values()].map((w) => w.uid));
    for (;;) {
      const uid = this.opts.newUid();
      if (!uids.has(uid)) return uid;
    }
  }

  private save(cam: Webcam, local = true): void {
    if (local) this.webcams.set(cam.name, cam);
    this.opts.db?.write(NAMESPACE, [cam.uid], databaseRow(cam));
  }

  private byUid(uid: string): Webcam {
    for (const cam of this.webcams.values()) if (cam.uid === uid) return cam;
    throw new ServerError(`Webcam with UID ${uid} not found`, 404);
  }

  /** By `uid` when given, else by `name` (a missing one is a 404 when `required`). */
  private lookup(args: RawArgs, required: boolean): Webcam | null {
    if ('uid' in args) return this.byUid(argOf(args, 'uid', 'str'));
    const name = argOf(args, 'name', 'str');
    const cam = this.webcams.get(name) ?? null;
    if (required && !cam) throw new ServerError(`Webcam ${name} not found`, 404);
    return cam;
  }

  private changed(): void {
    this.opts.notify(this.list());
  }

  get(args: RawArgs): { webcam: Webcam } {
    return { webcam: webcamDict(this.lookup(args, true) as Webcam) };
  }

  post(args: RawArgs): { webcam: Webcam } {
    let cam = this.lookup(args, false);
    if (cam) {
      if (cam.source === 'config')
        throw new ServerError(
          `Cannot overwrite webcam '${cam.name}' sourced from Moonraker configuration`,
        );
      const newName = 'name' in args ? argOf(args, 'name', 'str') : null;
      if (newName !== null && cam.name !== newName) {
        if (this.webcams.has(newName))
          throw new ServerError(
            `Cannot rename webcam from '${cam.name}' to '${newName}'.  Webcam with requested ` +
              `name '${newName}' already exists.`,
          );
        this.webcams.delete(cam.name);
      }
      updateWebcam(cam, args);
    } else cam = webcamFromRequest(args, this.newUid());
    this.save(cam);
    const result = { webcam: webcamDict(cam) };
    this.changed();
    return result;
  }

  delete(args: RawArgs): { webcam: Webcam } {
    const cam = this.lookup(args, true) as Webcam;
    if (cam.source === 'config')
      throw new ServerError(
        `Cannot delete webcam '${cam.name}' sourced from Moonraker configuration`,
      );
    const result = { webcam: webcamDict(cam) };
    this.webcams.delete(cam.name);
    this.opts.db?.remove(NAMESPACE, cam.uid);
    this.changed();
    return result;
  }

  /** A URL as the component makes it absolute: a path goes to the printer's web server. */
  absoluteUrl(url: string): string {
    if (!url) throw new ServerError('Empty URL Provided');
    if (/^\w+:\/\/[^/]+/.test(url)) return url;
    return `${this.opts.defaultHost()}/${url.replace(/^\/+/, '')}`;
  }

  async test(args: RawArgs): Promise<WebcamTestResult> {
    const cam = this.lookup(args, true) as Webcam;
    const urlOf = (url: string): string => {
      try {
        return this.absoluteUrl(url);
      } catch {
        return '';
      }
    };
    const result: WebcamTestResult = {
      name: cam.name,
      snapshot_reachable: false,
      snapshot_url: urlOf(cam.snapshot_url),
      stream_url: urlOf(cam.stream_url),
    };
    if (result.snapshot_url.startsWith('http'))
      result.snapshot_reachable = await reachable(this.opts.fetchable(result.snapshot_url));
    return result;
  }
}

/** Moonraker's http_client GET with 1 s timeouts: reachable when it answers without an error. */
async function reachable(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}
