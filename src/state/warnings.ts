// The warnings of the printer's configuration, Klipper and Moonraker (lib/warnings.ts), kept up to
// date from configfile (after every restart) and server.info (after every reload). The shell shows
// the firmware-state card while there is one; the notification menu gets them as the 'warnings'
// source. Only a cheap check lives here (it is on the first page, through AppShell): the list, its
// texts and the notifications load with the first warning (warnings-text.ts).
import { create } from 'zustand';
import { hasAnyWarning, type PrinterWarning, type WarningsInput } from '../lib/warnings';
import { setSource } from './notifications';
import { usePrinter } from './printer';
import { registerPrinterStore } from './printer-scoped';
import { useServer } from './server';

interface WarningsState {
  list: PrinterWarning[];
}

export const useWarnings = create<WarningsState>(() => ({ list: [] }));

/** The firmware-state card shows while this is true (even when Klipper is ready). */
export function useHasWarnings(): boolean {
  return useWarnings((s) => s.list.length > 0);
}

/** What the warnings are made of, as the stores hold it now. */
export function warningsInput(): WarningsInput {
  const configfile = usePrinter.getState().status.configfile;
  const server = useServer.getState();
  return {
    settings: configfile?.settings,
    klipper: configfile?.warnings,
    failedComponents: server.failedComponents,
    moonraker: server.warnings,
  };
}

let last: WarningsInput | null = null;
/** Updates in the order the changes came. */
let applied: Promise<void> = Promise.resolve();

/** Recomputes the list when one of its inputs changed (cheap when none did). */
export function refreshWarnings(): Promise<void> {
  const input = warningsInput();
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
      if (useWarnings.getState().list.length === 0) return;
      useWarnings.setState({ list: [] });
      setSource('warnings', []);
    });
    return applied;
  }
  applied = applied
    .then(() => import('./warnings-text'))
    .then((text) => text.applyWarnings(warningsInput()))
    .catch((err: unknown) => console.error('[printdeck] warnings failed', err));
  return applied;
}

usePrinter.subscribe(() => void refreshWarnings());
useServer.subscribe(() => void refreshWarnings());

registerPrinterStore('warnings', () => {
  last = null;
  useWarnings.setState({ list: [] });
  setSource('warnings', []);
});
