// Commands of the /tune page in flight (a calibration takes a while): the page shows them running
// and stays usable; leaving and coming back still shows them.
import { create } from 'zustand';
import { attempt } from '../../state/session';

interface Running {
  commands: readonly string[];
}

export const useRunning = create<Running>(() => ({ commands: [] }));

/** Sends G-code; resolves once Klipper is done (failures are reported by the session). */
export async function runGcode(script: string): Promise<void> {
  useRunning.setState((s) => ({ commands: [...s.commands, script] }));
  try {
    await attempt((api) => api.printer.gcodeScript(script));
  } finally {
    useRunning.setState((s) => {
      const i = s.commands.indexOf(script);
      return { commands: i < 0 ? s.commands : s.commands.filter((_, j) => j !== i) };
    });
  }
}

/** True while this command (its first word) is in flight. */
export function useCommandRunning(command: string): boolean {
  return useRunning((s) => s.commands.some((c) => c.split(/\s/)[0] === command));
}
