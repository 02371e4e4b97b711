// The screws of [bed_screws] and [screws_tilt_adjust]: screw1, screw2, … (an X, Y pair each, read
// until the first missing number) with an optional screwN_name, and at least three of them.

import { ConfigError } from '../config';
import type { ConfigSection } from '../settings';

export type Screw = [coord: [number, number], name: string];

/**
 * Reads the section's screws in order. `each` sees every screw with its option prefix
 * ('screw2'), for the options a module adds per screw.
 */
export function readScrews(
  sec: ConfigSection,
  each?: (prefix: string, screw: Screw) => void,
): Screw[] {
  const screws: Screw[] = [];
  for (let i = 1; i < 100; i++) {
    const prefix = `screw${i}`;
    if (!sec.has(prefix)) break;
    const coord = sec.floatList(prefix);
    if (coord.length !== 2)
      throw new ConfigError(`Option '${prefix}' in section '${sec.name}' must have 2 elements`);
    const [x = 0, y = 0] = coord;
    const screw: Screw = [
      [x, y],
      sec.str(`${prefix}_name`, `screw at ${x.toFixed(3)},${y.toFixed(3)}`),
    ];
    screws.push(screw);
    each?.(prefix, screw);
  }
  if (screws.length < 3) throw new ConfigError(`${sec.name}: Must have at least three screws`);
  return screws;
}
