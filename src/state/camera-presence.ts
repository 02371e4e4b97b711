// The printer's webcam list as Moonraker gives it: server.webcams.list at socket ready, then
// notify_webcams_changed. The one place that reads it. The first page needs only whether a camera
// is enabled (to hide the cameras card, spec part 1 §2); the lazy cameras store (state/cameras.ts)
// turns the same list into cameras, so the list is asked once per connection.
import { create } from 'zustand';
import type { Webcam } from '../../protocol/webcams';
import type { MoonrakerApi } from '../moonraker/api';
import { registerPrinterStore } from './printer-scoped';
import { onServerNotification, onSocketReady } from './session';

export interface WebcamListState {
  /** The server's webcams as sent (checked by their readers); null until it answers. */
  webcams: readonly Webcam[] | null;
  /** The server answered server.webcams.list (false: no webcam component, or not yet). */
  available: boolean;
}

const initial: WebcamListState = { webcams: null, available: false };

export const useWebcamList = create<WebcamListState>(() => initial);

/** True once Moonraker listed an enabled camera (false until it answers). */
export const useHasCamera = (): boolean =>
  useWebcamList((s) => !!s.webcams?.some((c) => c?.enabled));

let generation = 0;

const take = (webcams: unknown, available: boolean): void =>
  useWebcamList.setState({ webcams: Array.isArray(webcams) ? webcams : [], available });

/**
 * Ask for the list (at socket ready, and again after the server refused a change); a server
 * without the webcam component has none.
 */
export function readWebcams(api: MoonrakerApi): void {
  const mine = generation;
  // Started inside the chain: a failing call never throws into the other socket-ready listeners.
  Promise.resolve()
    .then(() => api.call('server.webcams.list'))
    .then(
      (r) => mine === generation && take(r.webcams, true),
      // Nothing listed yet: none (no webcam component). Otherwise the list shown stays.
      () => mine === generation && useWebcamList.getState().webcams === null && take([], false),
    );
}

onSocketReady(readWebcams);
onServerNotification('notify_webcams_changed', (params) => {
  const payload = params[0] as { webcams?: unknown } | undefined;
  if (payload && Array.isArray(payload.webcams)) take(payload.webcams, true);
});
registerPrinterStore('camera-presence', () => {
  generation++;
  useWebcamList.setState(initial, true);
});
