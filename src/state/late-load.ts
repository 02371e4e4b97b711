// Stores that load with a lazy view (the console, macros, presets) subscribe to socket-ready and
// Klipper-ready when their module is imported, which may be after those moments passed: this runs
// their loaders at once in that case.
import type { MoonrakerApi } from '../moonraker/api';
import { useConnection } from './connection';
import { useServer } from './server';
import { getApi } from './session';

type Loader = (api: MoonrakerApi) => unknown;

/** Run `onSocket` now if the socket is open, and `onKlippy` if Klipper is ready too. */
export function whenLoadedLate(onSocket: Loader, onKlippy?: Loader): void {
  const api = getApi();
  if (!api || useConnection.getState().socketStatus !== 'open') return;
  void onSocket(api);
  if (onKlippy && useServer.getState().klippyState === 'ready') void onKlippy(api);
}
