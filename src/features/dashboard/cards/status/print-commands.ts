// The status card's printer commands go out as console entries (spec part 1 §4): the command line
// shows in the console as the user's own, then printer.gcode.script runs it. Klipper's answer (an
// '!!' line when it refuses) arrives in the console as a response; attempt() reports a refusal.
import { addConsoleLine, flushConsole } from '../../../../state/console';
import { attempt } from '../../../../state/session';

/** Resolves true when Klipper ran the command. */
export async function sendPrintCommand(script: string): Promise<boolean> {
  addConsoleLine(script, 'command');
  flushConsole();
  return (await attempt((api) => api.printer.gcodeScript(script))) !== undefined;
}
