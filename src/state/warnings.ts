// The warnings of the printer's configuration, Klipper and Moonraker (lib/warnings.ts), kept up to
// date from configfile (after every restart) and server.info (after every reload). The shell shows
// the firmware-state card while there is one; the notification menu gets them as the 'warnings'
// source. Only the list lives here (it is on the first page, through AppShell); the texts of the
// notifications load with the first warning (warnings-text.ts).
import { create } from 'zustand';
import { collectWarnings, type PrinterWarning, type WarningsInput } from '../lib/warnings';
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

let last: WarningsInput | null = null;
/** Notifications in the order the lists came. */
let fed: Promise<void> = Promise.resolve();

function currentInput(): WarningsInput {
  const configfile = usePrinter.getState().status.configfile;
  const server = useServer.getState();
  return {
    settings: configfile?.settings,
    klipper: configfile?.warnings,
    failedComponents: server.failedComponents,
    moonraker: server.warnings,
  };
}

function feedNotifications(list: PrinterWarning[]): Promise<void> {
  fed = fed
    .then(async () => {
      if (list.length === 0) setSource('warnings', []);
      else (await import('./warnings-text')).feedWarnings(list);
    })
    .catch((err: unknown) => console.error('[printdeck] warnings notifications failed', err));
  return fed;
}

/** Recomputes the list when one of its inputs changed (cheap when none did). */
export function refreshWarnings(): Promise<void> {
  const input = currentInput();
  if (
    last &&
    last.settings === input.settings &&
    last.klipper === input.klipper &&
    last.failedComponents === input.failedComponents &&
    last.moonraker === input.moonraker
  )
    return fed;
  last = input;
  const list = collectWarnings(input);
  const before = useWarnings.getState().list;
  // Compared whole: the same ids may carry new content (another list of failed components).
  if (JSON.stringify(before) === JSON.stringify(list)) return fed;
  useWarnings.setState({ list });
  return feedNotifications(list);
}

usePrinter.subscribe(() => void refreshWarnings());
useServer.subscribe(() => void refreshWarnings());

registerPrinterStore('warnings', () => {
  last = null;
  useWarnings.setState({ list: [] });
  setSource('warnings', []);
});
