// The status card's printer commands go out as console entries (spec part 1 §4): the command line
// shows in the console as the user's own, then printer.gcode.script runs it. Klipper's answer (an
// '!!' line when it refuses) arrives in the console as a response; the scope's attempt reports a
// refusal.
import { addConsoleLine, flushConsole } from '../../../../state/console';
import type { PrinterScope } from '../../../../state/scope/printer-scope';

/** Resolves true when the printer of `scope` ran the command. */
export async function sendPrintCommand(scope: PrinterScope, script: string): Promise<boolean> {
  addConsoleLine(scope, script, 'command');
  flushConsole(scope);
  return (await scope.attempt((api) => api.printer.gcodeScript(script))) !== undefined;
}
