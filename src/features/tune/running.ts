// Commands of the /tune page in flight (a calibration takes a while), per printer: the page shows
// them running and stays usable; leaving and coming back still shows them.
import { createStore } from 'zustand';
import { boundStore } from '../../state/scope/bound';
import type { PrinterScope } from '../../state/scope/printer-scope';
import { scopedStore } from '../../state/scope/scoped-store';

interface Running {
  commands: readonly string[];
}

export const runningStore = scopedStore('tune-running', () =>
  createStore<Running>(() => ({ commands: [] })),
);

export const useRunning = boundStore(runningStore);

/** Sends G-code to the printer; resolves once Klipper is done (failures are reported). */
export async function runGcode(scope: PrinterScope, script: string): Promise<void> {
  const store = scope.get(runningStore);
  store.setState((s) => ({ commands: [...s.commands, script] }));
  try {
    await scope.attempt((api) => api.printer.gcodeScript(script));
  } finally {
    store.setState((s) => {
      const i = s.commands.indexOf(script);
      return { commands: i < 0 ? s.commands : s.commands.filter((_, j) => j !== i) };
    });
  }
}

/** True while this command (its first word) is in flight on the printer the view shows. */
export function useCommandRunning(command: string): boolean {
  return useRunning((s) => s.commands.some((c) => c.split(/\s/)[0] === command));
}
