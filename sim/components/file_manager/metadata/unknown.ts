// A file no slicer family claims: what the moves themselves tell (lowest and highest Z, the first
// heater waits), as Moonraker does for unknown slicers.

import { assign, findMax, findMin, findNum, NUM, type SlicerFields } from './fields';

export function parseUnknown(head: string, tail: string): SlicerFields {
  const z = new RegExp(String.raw`^G1\sZ${NUM}\s`, 'gm');
  return assign(
    {},
    {
      first_layer_height: findMin(head, z),
      object_height: findMax(tail, z),
      first_layer_extr_temp: findNum(head, new RegExp(String.raw`^M109 S${NUM}`, 'm')),
      first_layer_bed_temp: findNum(head, new RegExp(String.raw`^M190 S${NUM}`, 'm')),
      chamber_temp: findNum(head, new RegExp(String.raw`^M191 S${NUM}`, 'm')),
    },
  );
}
