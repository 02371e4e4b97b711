// Notification dispatch: a table from Moonraker notification method to handler (the state's actions).
// Reference: moonraker-api.md §15; spec part 1 §7 "Notifications" (unknown methods go to a fallback).
import type { NotificationMap, NotificationName } from '../../protocol/notifications';

export type DispatchTable = Partial<{
  [M in NotificationName]: (...params: NotificationMap[M]) => void;
}>;

export type Dispatch = (method: string, params: unknown[]) => void;

export function createDispatcher(
  table: DispatchTable,
  fallback?: (method: string, params: unknown[]) => void,
): Dispatch {
  return (method, params) => {
    const handler = Object.prototype.hasOwnProperty.call(table, method)
      ? (table[method as NotificationName] as ((...args: unknown[]) => void) | undefined)
      : undefined;
    if (handler) handler(...params);
    else fallback?.(method, params);
  };
}
