// Simplify3D: a `;   key,value` settings summary in the header and a `; Build Summary` at the end
// (4.x: "Build time", "Filament length", "Plastic weight"; 5.x: "Build Time", "Material Length",
// "Material Weight"). Temperatures come from the settings: 4.x as parallel lists
// (temperatureName / temperatureSetpointTemperatures), 5.x as one block per temperature controller.

import { assign, findMax, findMin, findNum, findText, NUM, type SlicerFields } from './fields';

/** The items after the name of a `;   name,a,b,c` settings line. */
function items(head: string, name: string): string[] {
  const m = new RegExp(`^;\\s+${name},([^\\n\\r]*)`, 'm').exec(head);
  return m ? (m[1] ?? '').split(',').map((s) => s.trim()) : [];
}

/** 4.x: the setpoint of the heater named `heater` ("Extruder 1", "Heated Bed"). */
function temperatureV4(head: string, heater: string): number | undefined {
  const names = items(head, 'temperatureName');
  const temps = items(head, 'temperatureSetpointTemperatures');
  const at = names.indexOf(heater);
  const n = at >= 0 ? Number.parseFloat(temps[at] ?? '') : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** 5.x: the first setpoint (`layer|temperature`) of the first controller of type `type`. */
function temperatureV5(head: string, type: string): number | undefined {
  const blocks = head.split(/^;\s+temperatureController,/m).slice(1);
  for (const block of blocks) {
    if (!new RegExp(`^;\\s+temperatureType,${type}\\s*$`, 'm').test(block)) continue;
    return findNum(block, /^;\s+temperatureSetpoints,\d+\|(\d+)/m);
  }
  return undefined;
}

/** "1 hour 5 minutes", "2 hours 13 minutes 9 sec" → seconds. */
function buildTime(tail: string): number | undefined {
  const line = /^;\s+Build [tT]ime:([^\n\r]*)/m.exec(tail)?.[1];
  if (line === undefined) return undefined;
  const part = (re: RegExp) => Number(re.exec(line)?.[1] ?? 0);
  return part(/(\d+)\s*hours?/) * 3600 + part(/(\d+)\s*min/) * 60 + part(/(\d+)\s*sec/);
}

export function parseSimplify3D(head: string, tail: string, version: string): SlicerFields {
  const v5 = version.startsWith('5');
  const layer = findNum(head, new RegExp(String.raw`^;\s+layerHeight,${NUM}`, 'm'));
  return assign(
    {},
    {
      layer_height: layer,
      first_layer_height: findMin(head, new RegExp(String.raw`^G1 Z${NUM}\s`, 'gm')),
      object_height: findMax(tail, new RegExp(String.raw`^G1 Z${NUM}\s`, 'gm')),
      estimated_time: buildTime(tail),
      filament_total: findNum(
        tail,
        new RegExp(String.raw`^;\s+(?:Filament length|Material Length):\s${NUM}\smm`, 'm'),
      ),
      filament_weight_total: findNum(
        tail,
        new RegExp(String.raw`^;\s+(?:Plastic weight|Material Weight):\s${NUM}\sg`, 'm'),
      ),
      filament_name: findText(head, /^;\s+printMaterial,([^\n\r]+)/m),
      filament_type:
        findText(tail, /^;\s+makerBotModelMaterial,([^\n\r]+)/m) ??
        findText(head, /^;\s+makerBotModelMaterial,([^\n\r]+)/m),
      first_layer_extr_temp: v5
        ? temperatureV5(head, 'extruder')
        : temperatureV4(head, 'Extruder 1'),
      first_layer_bed_temp: v5
        ? temperatureV5(head, 'platform')
        : temperatureV4(head, 'Heated Bed'),
      nozzle_diameter: findNum(
        head,
        new RegExp(String.raw`^;\s+(?:extruderDiameter|nozzleDiameter),${NUM}`, 'm'),
      ),
    },
  );
}
