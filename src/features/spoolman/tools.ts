// The spool of each tool on a printer with several tools, read from Klipper's tool macros
// (rules/tool-spools.ts), and setting one: the tool macro's `spool_id` variable, and for the tool in
// use also Moonraker's active spool, which the filament used is counted on.
import { useMemo } from 'react';
import { usePrinter } from '../../state/printer';
import type { PrinterScope } from '../../state/scope/printer-scope';
import { toolSpoolGcode, toolSpools, type ToolSpool } from './rules/tool-spools';
import { chooseSpool } from './store';

/** The printer's tools with their spools; empty when its macros keep no spool per tool. */
export function useToolSpools(): ToolSpool[] {
  // Compared as text, so a status update elsewhere does not render the card again.
  const key = usePrinter((s) => JSON.stringify(toolSpools(s.objects, s.status)));
  return useMemo(() => JSON.parse(key) as ToolSpool[], [key]);
}

/** Whether the printer keeps variables across restarts ([save_variables]). */
export function useSavesVariables(): boolean {
  return usePrinter((s) => s.objects.includes('save_variables'));
}

/**
 * Set `tool`'s spool (null clears it) with SET_GCODE_VARIABLE (and SAVE_VARIABLE where the
 * printer saves variables); when the tool is in use its spool also becomes the active spool.
 */
export async function chooseToolSpool(
  scope: PrinterScope,
  tool: ToolSpool,
  spoolId: number | null,
  saveVariables: boolean,
): Promise<void> {
  const calls = scope.api;
  if (!calls) throw new Error('Not connected');
  await calls.printer.gcodeScript(toolSpoolGcode(tool.name, spoolId, saveVariables));
  if (tool.active) await chooseSpool(scope, spoolId);
}
