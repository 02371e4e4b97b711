// Hooks for feature stores: server notifications and the moments the socket and Klipper become
// ready. The session emits; stores listen, so the session does not need to know them.
import type { MoonrakerApi } from '../moonraker/api';

type NotificationListener = (params: unknown[]) => void;
type ReadyListener = (api: MoonrakerApi) => void;

const notificationListeners = new Map<string, Set<NotificationListener>>();
const klippyReadyListeners = new Set<ReadyListener>();
const socketReadyListeners = new Set<ReadyListener>();

/** Listen for a server notification (e.g. notify_filelist_changed). Returns its own unsubscribe. */
export function onServerNotification(method: string, listener: NotificationListener): () => void {
  const set = notificationListeners.get(method) ?? new Set();
  set.add(listener);
  notificationListeners.set(method, set);
  return () => set.delete(listener);
}

/** Run after every (re)connect of the socket, once server-side state may be loaded. */
export function onSocketReady(listener: ReadyListener): () => void {
  socketReadyListeners.add(listener);
  return () => socketReadyListeners.delete(listener);
}

/** Run each time Klipper becomes ready and the printer objects are subscribed. */
export function onKlippyReady(listener: ReadyListener): () => void {
  klippyReadyListeners.add(listener);
  return () => klippyReadyListeners.delete(listener);
}

export function notifyListeners(method: string, params: unknown[]): void {
  notificationListeners.get(method)?.forEach((listener) => listener(params));
}

export function emitSocketReady(api: MoonrakerApi): void {
  socketReadyListeners.forEach((listener) => listener(api));
}

export function emitKlippyReady(api: MoonrakerApi): void {
  klippyReadyListeners.forEach((listener) => listener(api));
}
