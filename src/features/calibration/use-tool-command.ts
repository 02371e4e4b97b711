// Sends one of a calibration tool's commands (TESTZ, ACCEPT, ADJUSTED, ABORT, …) to the printer the
// dialog shows, one at a time: what runs is known while it runs, and Klipper's refusal is kept for
// the dialog to show. A lost connection or an unavailable Klipper is reported as any command's.
import { useCallback, useMemo, useState } from 'react';
import { MoonrakerError } from '../../moonraker/errors';
import { usePrinterCalls } from '../../state/scope/calls';
import { readableMessage } from '../../state/session-report';

export interface ToolCommand {
  /** The script being sent, or null when none runs. */
  running: string | null;
  /** Klipper's answer to the last command that it refused, until the next command or clear. */
  error: string | null;
  send: (script: string) => Promise<void>;
  clear: () => void;
}

/** Klipper's refusal of a script (a 4xx answer), or null for any other failure. */
export function klipperRefusal(error: unknown): string | null {
  if (!(error instanceof MoonrakerError) || typeof error.code !== 'number') return null;
  return error.code >= 400 && error.code < 500 ? readableMessage(error.message) : null;
}

export function useToolCommand(): ToolCommand {
  const { attempt } = usePrinterCalls();
  const [running, setRunning] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useCallback(
    async (script: string) => {
      setRunning(script);
      setError(null);
      await attempt(async (api) => {
        try {
          await api.printer.gcodeScript(script);
        } catch (failure) {
          const refusal = klipperRefusal(failure);
          if (refusal === null) throw failure;
          setError(refusal);
        }
      });
      setRunning(null);
    },
    [attempt],
  );
  const clear = useCallback(() => setError(null), []);
  return useMemo(() => ({ running, error, send, clear }), [running, error, send, clear]);
}

/**
 * Whether a tool's dialog shows: from the moment Klipper reports the tool active until it is not,
 * no command of the dialog runs and none was refused (a refusal that ended the tool stays on
 * screen until the user closes it).
 */
export function useToolOpen(active: boolean, command: ToolCommand): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  const [wasActive, setWasActive] = useState(false);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  const idle = command.running === null && command.error === null;
  if (open && !active && idle) setOpen(false);
  const close = useCallback(() => {
    command.clear();
    setOpen(false);
  }, [command]);
  return [open || active, close];
}
