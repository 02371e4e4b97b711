// Whether the printer has an enabled camera: all the dashboard needs on its first page to hide the
// cameras card (spec part 1 §2) without loading the cameras store. Moonraker's webcam list, asked
// at socket ready and followed through notify_webcams_changed.
import { create } from 'zustand';
import type { Webcam } from '../../protocol/webcams';
import { registerPrinterStore } from './printer-scoped';
import { onServerNotification, onSocketReady } from './session';

/** True once Moonraker listed an enabled camera (false until it answers). */
export const useHasCamera = create<boolean>(() => false);

let generation = 0;
const take = (webcams: readonly Webcam[] | undefined) =>
  useHasCamera.setState(!!webcams?.some((c) => c.enabled), true);

onSocketReady((api) => {
  const mine = ++generation;
  // Started inside the chain: a failing call never throws into the other socket-ready listeners.
  Promise.resolve()
    .then(() => api.call('server.webcams.list'))
    .then(
      (r) => mine === generation && take(r.webcams),
      () => undefined,
    );
});
onServerNotification('notify_webcams_changed', (params) =>
  take((params[0] as { webcams?: Webcam[] } | undefined)?.webcams),
);
registerPrinterStore('camera-presence', () => {
  generation++;
  useHasCamera.setState(false, true);
});
