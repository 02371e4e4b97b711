// The printer's cameras, kept in Moonraker's database: namespace 'printdeck', key 'cameras' with
// `cameras` (the list) and `activeCamera` ('all' or an id), each written by its path as it
// changes. Loaded at socket ready (or at once when this module loads later), emptied when the
// printer changes. Settings › Cameras edits the list; the camera views read it.
import { create } from 'zustand';
import {
  activeCameraOf,
  parseCameras,
  withCamera,
  withoutCamera,
  type ActiveCamera,
  type Camera,
} from '../lib/cameras';
import type { MoonrakerApi } from '../moonraker/api';
import { whenLoadedLate } from './late-load';
import { registerPrinterStore } from './printer-scoped';
import { getApi, onSocketReady } from './session';
import { reportError } from './session-report';
import { DB_NAMESPACE } from './settings';

export const DB_KEY_CAMERAS = 'cameras';

export interface CamerasStoreState {
  cameras: Camera[];
  activeCamera: ActiveCamera;
  /** True once the database answered (with or without stored cameras). */
  loaded: boolean;
}

const initial: CamerasStoreState = { cameras: [], activeCamera: 'all', loaded: false };

export const useCameras = create<CamerasStoreState>(() => ({ ...initial }));

/** The enabled cameras, in the list's order (what a camera view offers). */
export function enabledCameras(cameras: readonly Camera[]): Camera[] {
  return cameras.filter((c) => c.enabled);
}

let generation = 0;

function loadCameras(api: MoonrakerApi): void {
  const mine = ++generation;
  // Started inside the chain: a failing call never throws into the other socket-ready listeners.
  Promise.resolve()
    .then(() => api.database.getItem(DB_NAMESPACE, DB_KEY_CAMERAS))
    .then((item) => item.value)
    .catch(() => undefined) // none stored yet (404)
    .then((value) => {
      if (mine === generation) useCameras.setState({ ...parseCameras(value), loaded: true });
    });
}

onSocketReady(loadCameras);
// This module loads with the first view that needs it, maybe after the socket opened.
whenLoadedLate(loadCameras);

function write(path: 'cameras' | 'activeCamera', value: unknown): void {
  const api = getApi();
  if (!api) return;
  api.database
    .postItem(DB_NAMESPACE, `${DB_KEY_CAMERAS}.${path}`, value)
    .catch((error: unknown) => reportError(error));
}

/**
 * Add a camera (a new one, id NEW_CAMERA_ID, gets a real id) or replace the one with its id;
 * saved at once. A fourth camera is refused: returns false and saves nothing.
 */
export function saveCamera(camera: Camera): boolean {
  const cameras = withCamera(useCameras.getState().cameras, camera, Date.now(), Math.random());
  if (!cameras) return false;
  useCameras.setState({ cameras });
  write('cameras', cameras);
  return true;
}

/** Switch a camera on or off. */
export function setCameraEnabled(id: string, enabled: boolean): void {
  const camera = useCameras.getState().cameras.find((c) => c.id === id);
  if (camera) saveCamera({ ...camera, enabled });
}

/** Remove a camera; the active camera becomes 'all' when it was that one (both saved). */
export function removeCamera(id: string): void {
  const before = useCameras.getState();
  if (!before.cameras.some((c) => c.id === id)) return;
  const next = withoutCamera(before, id);
  useCameras.setState(next);
  write('cameras', next.cameras);
  if (next.activeCamera !== before.activeCamera) write('activeCamera', next.activeCamera);
}

/** Choose the camera shown ('all' or a stored camera's id; anything else is 'all'). */
export function setActiveCamera(choice: string): void {
  const activeCamera = activeCameraOf(useCameras.getState().cameras, choice);
  if (activeCamera === useCameras.getState().activeCamera) return;
  useCameras.setState({ activeCamera });
  write('activeCamera', activeCamera);
}

registerPrinterStore('cameras', () => {
  generation++;
  useCameras.setState({ ...initial });
});
