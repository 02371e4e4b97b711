// The printer's cameras: Moonraker's webcams (server.webcams.*), as state/camera-presence.ts lists
// them at socket ready and follows them through notify_webcams_changed; a change is shown at once, posted (uid when editing, name when new) or
// deleted, and the server's answer replaces it — a refusal (say a 400) is shown with Moonraker's
// message and the list read again. Cameras of moonraker.conf (source 'config') are never posted.
// The active camera stays in Printdeck's namespace ('printdeck' → cameras.activeCamera, spec §6).
// The previous version's cameras (cameras.cameras there) move to the webcam API once. Emptied
// with the printer's scope. Settings › Cameras edits the list; the camera views read it.
import { createStore, type StoreApi } from 'zustand';
import type { Webcam } from '../../protocol/webcams';
import {
  activeCameraOf,
  NEW_CAMERA_ID,
  parseCameras,
  withCamera,
  withoutCamera,
  type ActiveCamera,
  type Camera,
} from '../lib/cameras';
import { webcamPost, webcamsToCameras, webcamToCamera, withAnswered } from '../lib/webcams';
import { webcamCalls } from '../moonraker/webcam-calls';
import { webcamListStore, type WebcamListState } from './camera-presence';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import type { Live } from './scope/scope-events';
import { scopedStore } from './scope/scoped-store';
import { reportError } from './session-report';
import { DB_NAMESPACE } from './settings';

export const DB_KEY_CAMERAS = 'cameras';
/** Where the previous version kept the list (moved to the webcam API, then removed). */
const LEGACY_KEY = `${DB_KEY_CAMERAS}.cameras`;

export interface CamerasStoreState {
  cameras: Camera[];
  activeCamera: ActiveCamera;
  /** True once the server answered (with or without cameras). */
  loaded: boolean;
}

const initial: CamerasStoreState = { cameras: [], activeCamera: 'all', loaded: false };

/** The enabled cameras, in the list's order (what a camera view offers). */
export function enabledCameras(cameras: readonly Camera[]): Camera[] {
  return cameras.filter((c) => c.enabled);
}

export interface CamerasStore extends StoreApi<CamerasStoreState> {
  save(camera: Camera): boolean;
  remove(id: string): void;
  choose(choice: string): void;
}

export const camerasStore = scopedStore('cameras', (scope): CamerasStore => {
  const store = createStore<CamerasStoreState>(() => ({ ...initial }));
  const list = scope.get(webcamListStore);
  /** Each webcam's extra_data as the server has it (a post sends it whole), by uid. */
  let extras = new Map<string, Record<string, unknown>>();
  /** Ids that stand for new cameras until the server answers with their uid. */
  const pending = new Set<string>();

  function remember(webcams: readonly unknown[]): void {
    for (const w of webcams) {
      const { uid, extra_data } = (w ?? {}) as Partial<Webcam>;
      if (typeof uid === 'string' && extra_data && typeof extra_data === 'object')
        extras.set(uid, extra_data);
    }
  }

  /** A whole list from the server: the cameras, and the active camera while it still exists. */
  function applyList(webcams: unknown): Camera[] {
    const items = Array.isArray(webcams) ? webcams : [];
    extras = new Map();
    remember(items);
    const cameras = webcamsToCameras(items);
    store.setState((s) => ({ cameras, activeCamera: activeCameraOf(cameras, s.activeCamera) }));
    return cameras;
  }

  /** One answered webcam in place of the camera that stood for it. */
  function applyAnswer(placeholder: string, webcam: unknown): Camera | null {
    const camera = webcamToCamera(webcam);
    if (!camera) return null;
    remember([webcam]);
    store.setState((s) => ({ cameras: withAnswered(s.cameras, placeholder, camera) }));
    return camera;
  }

  function writeActive(value: ActiveCamera): void {
    const api = scope.api;
    if (!api) return;
    api.database
      .postItem(DB_NAMESPACE, `${DB_KEY_CAMERAS}.activeCamera`, value)
      .catch((error: unknown) => reportError(error));
  }

  /**
   * The previous version's cameras whose names the server does not list are posted as new
   * webcams, then the old key goes (kept when a post failed: the next connection tries again).
   * The active camera follows its camera to its uid.
   */
  async function migrate(live: Live, legacy: Camera[], active: unknown) {
    const calls = webcamCalls(live.api);
    let activeUid: string | null = null;
    for (const old of legacy) {
      if (!live.alive()) return;
      let camera = store.getState().cameras.find((c) => c.name === old.name) ?? null;
      if (!camera) {
        try {
          const answer = await calls.postItem(webcamPost(old, false));
          if (!live.alive()) return;
          camera = applyAnswer('', answer.webcam);
        } catch (error) {
          if (live.alive()) reportError(error);
          return;
        }
      }
      if (camera && old.id === active) activeUid = camera.id;
    }
    if (!live.alive()) return;
    await live.api
      .call('server.database.delete_item', { namespace: DB_NAMESPACE, key: LEGACY_KEY })
      .catch(() => undefined);
    if (activeUid && live.alive()) choose(activeUid);
  }

  /** The webcam list once the server answered (at once when it has). */
  function listed(): Promise<WebcamListState> {
    return new Promise((resolve) => {
      const now = list.getState();
      if (now.webcams) return resolve(now);
      const stop = list.subscribe((state) => {
        if (!state.webcams) return;
        stop();
        resolve(state);
      });
      scope.onClose(stop);
    });
  }

  scope.events.onSocketReady((live) => {
    // Started inside the chain: a failing call never throws into the other socket-ready listeners.
    const stored = Promise.resolve()
      .then(() => live.api.database.getItem(DB_NAMESPACE, DB_KEY_CAMERAS))
      .then((item) => item.value)
      .catch(() => undefined); // nothing stored yet (404)
    void Promise.all([listed(), stored]).then(([answered, value]) => {
      if (!live.alive()) return;
      const root = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
      const cameras = applyList(answered.webcams ?? []);
      store.setState({
        activeCamera: activeCameraOf(cameras, String(root.activeCamera ?? 'all')),
        loaded: true,
      });
      if (answered.available && root.cameras !== undefined)
        void migrate(live, parseCameras(root).cameras, root.activeCamera);
    });
  });
  // Every later list (notify_webcams_changed, a list read again after a refusal) replaces the
  // cameras.
  scope.onClose(
    list.subscribe((state, before) => {
      if (state.webcams && state.webcams !== before.webcams) applyList(state.webcams);
    }),
  );

  function save(camera: Camera): boolean {
    const { cameras } = store.getState();
    const stored = cameras.find((c) => c.id === camera.id);
    if (camera.source === 'config' || stored?.source === 'config') return false;
    const next = withCamera(cameras, camera, Date.now(), Math.random());
    if (!next) return false;
    const id = stored ? camera.id : (next[next.length - 1]?.id ?? NEW_CAMERA_ID);
    // A camera still waiting for its uid is named by its (unchanged) name.
    const editing = stored !== undefined && !pending.has(id);
    if (!stored) pending.add(id);
    store.setState({ cameras: next });
    const live = scope.events.socketLive;
    if (!live || scope.isClosed) return true;
    webcamCalls(live.api)
      .postItem(webcamPost({ ...camera, id }, editing, extras.get(id)))
      .then((answer) => {
        pending.delete(id);
        if (live.alive()) applyAnswer(id, answer.webcam);
      })
      .catch((error: unknown) => {
        pending.delete(id);
        if (!live.alive()) return;
        reportError(error);
        list.read(live);
      });
    return true;
  }

  function remove(id: string): void {
    const before = store.getState();
    const camera = before.cameras.find((c) => c.id === id);
    if (!camera || camera.source === 'config') return;
    const next = withoutCamera(before, id);
    store.setState(next);
    if (next.activeCamera !== before.activeCamera) writeActive(next.activeCamera);
    const live = scope.events.socketLive;
    if (!live || scope.isClosed) return;
    webcamCalls(live.api)
      .deleteItem(pending.has(id) ? { name: camera.name } : { uid: id })
      .then(() => extras.delete(id))
      .catch((error: unknown) => {
        if (!live.alive()) return;
        reportError(error);
        list.read(live);
      });
  }

  function choose(choice: string): void {
    const activeCamera = activeCameraOf(store.getState().cameras, choice);
    if (activeCamera === store.getState().activeCamera) return;
    store.setState({ activeCamera });
    writeActive(activeCamera);
  }

  return { ...store, save, remove, choose };
});

export const useCameras = boundStore(camerasStore);

/**
 * Add a camera (a new one, id NEW_CAMERA_ID, stands under a made-up id until the server answers
 * with its uid) or change the one with its id; posted at once. Refused (false, nothing posted): a
 * fourth camera, and any change to a camera of moonraker.conf.
 */
export function saveCamera(scope: PrinterScope, camera: Camera): boolean {
  return scope.get(camerasStore).save(camera);
}

/** Switch a camera on or off (not one of moonraker.conf). */
export function setCameraEnabled(scope: PrinterScope, id: string, enabled: boolean): void {
  const store = scope.get(camerasStore);
  const camera = store.getState().cameras.find((c) => c.id === id);
  if (camera) store.save({ ...camera, enabled });
}

/**
 * Remove a camera (not one of moonraker.conf); the active camera becomes 'all' when it was that
 * one (saved too).
 */
export function removeCamera(scope: PrinterScope, id: string): void {
  scope.get(camerasStore).remove(id);
}

/** Choose the camera shown ('all' or a listed camera's id; anything else is 'all'). */
export function setActiveCamera(scope: PrinterScope, choice: string): void {
  scope.get(camerasStore).choose(choice);
}
