// The calls of the printer a view shows (its scope's session), and the objects a view asks that
// printer to report while it is on screen (what a light scope subscribes).
import { useEffect, useMemo } from 'react';
import type { ObjectsRequest } from '../../../protocol/objects';
import type { MoonrakerApi } from '../../moonraker/api';
import { usePrinterScope } from './context';

export interface PrinterCalls {
  /** A socket call whose failure only needs reporting; undefined when it failed or is stale. */
  attempt<T>(work: (api: MoonrakerApi) => Promise<T>): Promise<T | undefined>;
}

export function usePrinterCalls(): PrinterCalls {
  const scope = usePrinterScope();
  return useMemo(() => ({ attempt: (work) => scope.session.attempt(work) }), [scope]);
}

/**
 * Keeps `objects` subscribed on the printer this view shows while the view is mounted (a full
 * scope subscribes everything anyway; a light one only what its views ask for). `key` names the
 * request: views sharing a key share one entry.
 */
export function useObjectSubscription(key: string, objects: ObjectsRequest): void {
  const scope = usePrinterScope();
  const wanted = JSON.stringify(objects);
  useEffect(
    () => scope.session.subscribe(key, JSON.parse(wanted) as ObjectsRequest),
    [scope, key, wanted],
  );
}
