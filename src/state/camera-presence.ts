// The printer's webcam list as Moonraker gives it: server.webcams.list at socket ready, then
// notify_webcams_changed. The one place that reads it. The first page needs only whether a camera
// is enabled (to hide the cameras card, spec part 1 §2); the lazy cameras store (state/cameras.ts)
// turns the same list into cameras, so the list is asked once per connection.
import { createStore, type StoreApi } from 'zustand';
import type { Webcam } from '../../protocol/webcams';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import type { Live } from './scope/scope-events';
import { scopedStore } from './scope/scoped-store';

export interface WebcamListState {
  /** The server's webcams as sent (checked by their readers); null until it answers. */
  webcams: readonly Webcam[] | null;
  /** The server answered server.webcams.list (false: no webcam component, or not yet). */
  available: boolean;
}

const initial: WebcamListState = { webcams: null, available: false };

export interface WebcamListStore extends StoreApi<WebcamListState> {
  /**
   * Ask for the list on this connection (at socket ready, and again after the server refused a
   * change); a server without the webcam component has none.
   */
  read(live: Live): void;
}

export const webcamListStore = scopedStore('camera-presence', (scope): WebcamListStore => {
  const store = createStore<WebcamListState>(() => initial);
  const take = (webcams: unknown, available: boolean): void =>
    store.setState({ webcams: Array.isArray(webcams) ? webcams : [], available });
  const read = (live: Live): void => {
    // Started inside the chain: a failing call never throws into the other socket-ready listeners.
    Promise.resolve()
      .then(() => live.api.call('server.webcams.list'))
      .then(
        (r) => live.alive() && take(r.webcams, true),
        // Nothing listed yet: none (no webcam component). Otherwise the list shown stays.
        () => live.alive() && store.getState().webcams === null && take([], false),
      );
  };
  scope.events.onSocketReady(read);
  scope.events.onNotification('notify_webcams_changed', (params) => {
    const payload = params[0] as { webcams?: unknown } | undefined;
    if (payload && Array.isArray(payload.webcams)) take(payload.webcams, true);
  });
  return { ...store, read };
});

export const useWebcamList = boundStore(webcamListStore);

/** True once Moonraker listed an enabled camera (false until it answers). */
export const useHasCamera = (): boolean =>
  useWebcamList((s) => !!s.webcams?.some((c) => c?.enabled));

/** The printer's webcam list, read again on `live` (after the server refused a change). */
export function readWebcams(scope: PrinterScope, live: Live): void {
  scope.get(webcamListStore).read(live);
}
