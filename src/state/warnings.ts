// The warnings of the printer's configuration, Klipper and Moonraker (lib/warnings.ts), per
// printer, kept up to date from configfile (after every restart) and server.info (after every
// reload). The shell shows the firmware-state card while there is one; the notification menu gets
// them as the 'warnings' source. Only a cheap check lives here (it is on the first page, through
// AppShell): the list, its texts and the notifications load with the first warning
// (warnings-text.ts).
import { createStore, type StoreApi } from 'zustand';
import { hasAnyWarning, type PrinterWarning, type WarningsInput } from '../lib/warnings';
import { notificationsStore } from './notifications';
import { printerStatusStore } from './printer';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';
import { serverStore } from './server';

export interface WarningsState {
  list: PrinterWarning[];
}

export interface WarningsStore extends StoreApi<WarningsState> {
  /** Recomputes the list when one of its inputs changed (cheap when none did). */
  refresh(): Promise<void>;
}

/** What the warnings are made of, as the printer's stores hold it now. */
export function warningsInput(scope: PrinterScope): WarningsInput {
  const configfile = scope.get(printerStatusStore).getState().status.configfile;
  const server = scope.get(serverStore).getState();
  return {
    settings: configfile?.settings,
    klipper: configfile?.warnings,
    failedComponents: server.failedComponents,
    moonraker: server.warnings,
  };
}

export const warningsStore = scopedStore('warnings', (scope): WarningsStore => {
  const store = createStore<WarningsState>(() => ({ list: [] }));
  let last: WarningsInput | null = null;
  /** Updates in the order the changes came. */
  let applied: Promise<void> = Promise.resolve();

  function refresh(): Promise<void> {
    const input = warningsInput(scope);
    if (
      last &&
      last.settings === input.settings &&
      last.klipper === input.klipper &&
      last.failedComponents === input.failedComponents &&
      last.moonraker === input.moonraker
    )
      return applied;
    last = input;
    if (!hasAnyWarning(input)) {
      // After any update still on its way (it may be about to set a list).
      applied = applied.then(() => {
        if (store.getState().list.length === 0) return;
        store.setState({ list: [] });
        scope.get(notificationsStore).setSource('warnings', []);
      });
      return applied;
    }
    applied = applied
      .then(() => import('./warnings-text'))
      .then((text) => {
        if (!scope.isClosed) text.applyWarnings(scope, warningsInput(scope));
      })
      .catch((err: unknown) => console.error('[printdeck] warnings failed', err));
    return applied;
  }

  scope.onClose(scope.get(printerStatusStore).subscribe(() => void refresh()));
  scope.onClose(scope.get(serverStore).subscribe(() => void refresh()));
  // The inputs may be there already (the store is made with the first view that reads it).
  void refresh();
  return Object.assign(store, { refresh });
});

export const useWarnings = boundStore(warningsStore);

/** The firmware-state card shows while this is true (even when Klipper is ready). */
export function useHasWarnings(): boolean {
  return useWarnings((s) => s.list.length > 0);
}

/** Recomputes the printer's list when one of its inputs changed; resolves once it is applied. */
export function refreshWarnings(scope: PrinterScope): Promise<void> {
  return scope.get(warningsStore).refresh();
}
