// Spools per tool on a printer with several tools: which of Klipper's macros are tools (a
// `gcode_macro T<n>` whose variables include `spool_id`), the spool each holds, which tool is in use,
// and the G-code that sets a tool's spool. Pure; table-tested.
import type { PrinterStatus } from '../../../../protocol/objects';

export interface ToolSpool {
  /** The macro's name as Klipper reports it ('T0'); also the G-code that selects the tool. */
  name: string;
  /** The tool's number (T<n>). */
  index: number;
  /** The spool set on the tool; null when none is. */
  spoolId: number | null;
  /** Whether this is the tool in use. */
  active: boolean;
}

const TOOL_OBJECT = /^gcode_macro\s+(T(\d+))$/i;

/** A spool id from a macro variable: a positive whole number (or its digits); anything else none. */
export function spoolIdOf(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? +value
        : 0;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The extruder object names ('extruder', 'extruder1', …) listed, by their number. */
function extruderIndex(name: string): number | null {
  if (name === 'extruder') return 0;
  const m = /^extruder(\d+)$/.exec(name);
  return m ? Number(m[1]) : null;
}

/**
 * The printer's tools in number order. The tool in use is the one whose `active` variable is true
 * where the tool macros keep one; otherwise, where the printer has an extruder for every tool,
 * the tool of the toolhead's extruder (T<n> for extruder<n>); otherwise none is marked.
 */
export function toolSpools(objects: readonly string[], status: PrinterStatus): ToolSpool[] {
  const found: (ToolSpool & { flag: unknown })[] = [];
  for (const object of objects) {
    const m = TOOL_OBJECT.exec(object);
    const variables = status[object];
    if (!m || !variables || !('spool_id' in variables)) continue;
    found.push({
      name: m[1] ?? '',
      index: Number(m[2]),
      spoolId: spoolIdOf(variables.spool_id),
      active: false,
      flag: variables.active,
    });
  }
  found.sort((a, b) => a.index - b.index);
  const flagged = found.some((tool) => tool.flag !== undefined);
  let current: number | null = null;
  if (flagged) current = found.find((tool) => tool.flag === true || tool.flag === 1)?.index ?? null;
  else {
    const extruders = new Set(objects.map(extruderIndex).filter((n) => n !== null));
    const everyToolHasOne = found.every((tool) => extruders.has(tool.index));
    const inUse = extruderIndex(String(status.toolhead?.extruder ?? ''));
    if (everyToolHasOne && inUse !== null) current = inUse;
  }
  return found.map(({ flag: _flag, ...tool }) => ({ ...tool, active: tool.index === current }));
}

/**
 * The G-code that sets `tool`'s spool (null clears it): SET_GCODE_VARIABLE on the tool's macro,
 * and, where the printer has [save_variables], SAVE_VARIABLE `<tool>__spool_id` too, so a macro
 * can restore the tool's spool after a restart.
 */
export function toolSpoolGcode(
  tool: string,
  spoolId: number | null,
  saveVariables: boolean,
): string {
  const value = spoolId === null ? 'None' : String(spoolId);
  const lines = [`SET_GCODE_VARIABLE MACRO=${tool} VARIABLE=spool_id VALUE=${value}`];
  if (saveVariables)
    lines.push(`SAVE_VARIABLE VARIABLE=${tool.toLowerCase()}__spool_id VALUE=${value}`);
  return lines.join('\n');
}
