// Sends a G-code script to the printer the card shows; a failure is reported, never thrown.
import { useCallback } from 'react';
import { usePrinterCalls } from '../../../state/scope/calls';

export function useSendGcode(): (script: string) => void {
  const { attempt } = usePrinterCalls();
  return useCallback(
    (script: string) => void attempt((api) => api.printer.gcodeScript(script)),
    [attempt],
  );
}
