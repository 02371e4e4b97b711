// The farm as start page: a plain start address (the base path alone) opens /farm instead of the
// dashboard when the user chose so on the farm page and more than one printer is configured.
// Kept small: start-up reads it before anything else loads.
import { readJson } from '../../state/storage';

export const FARM_VIEW_KEY = 'farmView';

/** Whether start-up at `path` (the base path removed) should open the farm. */
export function opensFarm(path: string, printers: number): boolean {
  if (path !== '' && path !== '/') return false;
  if (printers < 2) return false;
  const prefs = readJson<{ startPage?: unknown }>(FARM_VIEW_KEY, {});
  return prefs?.startPage === true;
}
