// What a printer session reads once its socket is ready, beside following Klipper: the interface
// settings stored in the printer's database and the size of the server's temperature store.
import type { MoonrakerApi } from '../moonraker/api';
import type { PrinterScope } from './scope/printer-scope';
import { serverStore } from './server';
import { applyStoredSettings, DB_NAMESPACE, DB_ROOT_UI } from './settings';

/** The chosen printer's interface settings; `wanted()` false drops the answer (socket gone). */
export async function readStoredSettings(api: MoonrakerApi, wanted: () => boolean): Promise<void> {
  try {
    const item = await api.database.getItem(DB_NAMESPACE, DB_ROOT_UI);
    if (wanted()) applyStoredSettings(item.value);
  } catch {
    // Nothing stored yet (or unreadable): the defaults.
    if (wanted()) applyStoredSettings(undefined);
  }
}

/** The temperature store's size (data_store.temperature_store_size), for the chart. */
export async function readServerConfig(
  api: MoonrakerApi,
  scope: PrinterScope,
  stale: () => boolean,
  report: (error: unknown) => void,
): Promise<void> {
  try {
    const { config } = await api.server.config();
    if (stale()) return;
    const size = (config.data_store as { temperature_store_size?: unknown } | undefined)
      ?.temperature_store_size;
    if (typeof size === 'number' && size > 0)
      scope.get(serverStore).setState({ temperatureStoreSize: size });
  } catch (error) {
    if (!stale()) report(error);
  }
}
