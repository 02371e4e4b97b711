// The hooks cards hide themselves by (card-types.ts `useHidden`): each reads the printer the view
// shows and answers a boolean.
import { usePrinter } from '../state/printer';
import { useServer } from '../state/server';

/** Klipper is connected and ready (the printer's objects are known). */
export function useKlippyReady(): boolean {
  return useServer((s) => s.klippyState === 'ready' && s.klippyConnected);
}

/** Hidden until Klipper is ready: what most cards show only exists then. */
export function useHiddenUntilReady(): boolean {
  return !useKlippyReady();
}

/** Whether Klipper lists an object that passes `test` (printer.objects.list). */
export function useHasObject(test: (name: string) => boolean): boolean {
  return usePrinter((s) => s.objects.some(test));
}
