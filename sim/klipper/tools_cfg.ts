// tools.cfg: tool change macros for the virtual printer, as a printer with several extruders and
// Spoolman has them. Each tool T<n> is a `gcode_macro T<n>` with `variable_spool_id` (the spool
// loaded in that tool, None at first; a dashboard sets it with SET_GCODE_VARIABLE) and
// `variable_active` (whether it is the tool in use). Running T<n> activates its extruder, marks it
// the active tool and makes its spool Moonraker's active spool through SET_ACTIVE_SPOOL, or clears
// the active spool with CLEAR_ACTIVE_SPOOL when the tool has none; both call Moonraker's
// `spoolman_set_active_spool` remote method, as Moonraker's configuration guide shows them.
// A dashboard also saves each tool's spool as `t<n>__spool_id` where the printer has
// [save_variables]; RESTORE_TOOL_SPOOLS puts those back into the macros after each start.
// T0 and T1 drive the printer's [extruder] and [extruder1]; a third and fourth tool bring their own
// [extruder2] / [extruder3]. The file is plain Klipper configuration: it would load on a real printer.
// `--tools N` writes it into the config folder when missing and includes it from printer.cfg.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadOrCreateConfig } from './config';

export const TOOLS_FILE = 'tools.cfg';
export const MIN_TOOLS = 2;
export const MAX_TOOLS = 4;

/** The number of tools `--tools` asks for; throws a one-line message for anything else. */
export function parseToolCount(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < MIN_TOOLS || n > MAX_TOOLS)
    throw new Error(`Invalid --tools ${text} (${MIN_TOOLS} to ${MAX_TOOLS})`);
  return n;
}

/** Klipper's name of tool n's extruder. */
export const extruderOf = (n: number): string => (n === 0 ? 'extruder' : `extruder${n}`);

/** Pins of the extruders a third and fourth tool bring (the board's spare driver slots). */
const EXTRA_PINS = [
  { step: 'PF0', dir: 'PF1', enable: '!PD5', heater: 'PB10', sensor: 'PF7' },
  { step: 'PC13', dir: 'PE0', enable: '!PE1', heater: 'PB11', sensor: 'PF8' },
];

function extraExtruder(n: number): string {
  const pins = EXTRA_PINS[n - 2];
  if (!pins) throw new Error(`no extruder for tool ${n}`);
  return `[${extruderOf(n)}]
step_pin: ${pins.step}
dir_pin: ${pins.dir}
enable_pin: ${pins.enable}
microsteps: 16
rotation_distance: 22.678
nozzle_diameter: 0.400
filament_diameter: 1.750
heater_pin: ${pins.heater}
sensor_type: Generic 3950
sensor_pin: ${pins.sensor}
control: pid
pid_Kp: 21.5
pid_Ki: 1.06
pid_Kd: 109
min_temp: 0
max_temp: 280
min_extrude_temp: 170
`;
}

function toolMacro(n: number, count: number): string {
  const marks = Array.from(
    { length: count },
    (_, k) =>
      `  SET_GCODE_VARIABLE MACRO=T${k} VARIABLE=active VALUE=${k === n ? 'True' : 'False'}`,
  );
  return `[gcode_macro T${n}]
description: Tool ${n}: select ${extruderOf(n)} and make its spool the active one
variable_spool_id: None
variable_active: ${n === 0 ? 'True' : 'False'}
gcode:
  ACTIVATE_EXTRUDER EXTRUDER=${extruderOf(n)}
${marks.join('\n')}
  {% set id = printer['gcode_macro T${n}'].spool_id %}
  {% if id %}
  SET_ACTIVE_SPOOL ID={id}
  {% else %}
  CLEAR_ACTIVE_SPOOL
  {% endif %}
`;
}

const SPOOL_MACROS = `[gcode_macro SET_ACTIVE_SPOOL]
description: Make spool ID the active Spoolman spool
gcode:
  {% if params.ID %}
  {% set id = params.ID|int %}
  {action_call_remote_method("spoolman_set_active_spool", spool_id=id)}
  {% else %}
  {action_respond_info("Parameter 'ID' is required")}
  {% endif %}

[gcode_macro CLEAR_ACTIVE_SPOOL]
description: Leave the printer without an active Spoolman spool
gcode:
  {action_call_remote_method("spoolman_set_active_spool", spool_id=None)}
`;

/** After each start: the tools' spools saved with SAVE_VARIABLE back into their macros. */
function restoreSpools(count: number): string {
  const lines = Array.from({ length: count }, (_, n) =>
    [
      `  {% if 't${n}__spool_id' in svv %}`,
      `  SET_GCODE_VARIABLE MACRO=T${n} VARIABLE=spool_id VALUE={svv['t${n}__spool_id']}`,
      '  {% endif %}',
    ].join('\n'),
  );
  return `[delayed_gcode RESTORE_TOOL_SPOOLS]
initial_duration: 0.1
gcode:
  {% if 'save_variables' in printer %}
  {% set svv = printer.save_variables.variables %}
${lines.join('\n')}
  {% endif %}
`;
}

/** The text of tools.cfg for `count` tools. */
export function toolMacros(count: number): string {
  const parts = ['# Tool change macros of the virtual printer: one spool per tool (Spoolman).', ''];
  for (let n = 2; n < count; n++) parts.push(extraExtruder(n));
  for (let n = 0; n < count; n++) parts.push(toolMacro(n, count));
  parts.push(SPOOL_MACROS, restoreSpools(count));
  return parts.join('\n');
}

const INCLUDE = /^\s*\[\s*include\s+tools\.cfg\s*\]/m;

/**
 * `--tools N` on the Klipper side: tools.cfg in the config folder when missing, and
 * `[include tools.cfg]` in printer.cfg (written first when the folder has none) when missing.
 */
export function installToolMacros(configDir: string, gcodesDir: string, count: number): void {
  const file = join(configDir, TOOLS_FILE);
  if (!existsSync(file)) writeFileSync(file, toolMacros(count));
  const printerCfg = join(configDir, 'printer.cfg');
  loadOrCreateConfig(printerCfg, gcodesDir);
  const text = readFileSync(printerCfg, 'utf8');
  if (INCLUDE.test(text)) return;
  writeFileSync(printerCfg, `${text.trimEnd()}\n\n[include ${TOOLS_FILE}]\n`);
}
