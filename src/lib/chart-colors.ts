// Series colours: heaters in shades of red (hue step 20), the bed in blues, fans and sensors from
// fixed sets, so each sensor keeps its colour as others come and go.

const HEATER_HUES = [0, 20, 40];
const BED_COLORS = ['#1e88e5', '#64b5f6'];
const FAN_COLORS = ['#26a69a', '#66bb6a', '#9ccc65', '#00acc1'];
const SENSOR_COLORS = ['#ab47bc', '#ffa726', '#8d6e63', '#ec407a', '#78909c'];

/** Colour for a sensor given its key and its index among sensors of the same group. */
export function sensorColor(key: string, indexInGroup: number): string {
  if (key.startsWith('heater_bed') || key.includes('bed'))
    return BED_COLORS[indexInGroup % BED_COLORS.length]!;
  if (key.startsWith('extruder') || key.startsWith('heater_generic')) {
    const hue = HEATER_HUES[indexInGroup % HEATER_HUES.length]!;
    return `hsl(${hue}, 85%, 55%)`;
  }
  if (key.startsWith('temperature_fan')) return FAN_COLORS[indexInGroup % FAN_COLORS.length]!;
  return SENSOR_COLORS[indexInGroup % SENSOR_COLORS.length]!;
}

/** Group key used to number sensors for colouring. */
export function colorGroup(key: string): string {
  if (key.startsWith('heater_bed') || key.includes('bed')) return 'bed';
  if (key.startsWith('extruder') || key.startsWith('heater_generic')) return 'heater';
  if (key.startsWith('temperature_fan')) return 'fan';
  return 'sensor';
}

export function colorsFor(keys: string[]): Record<string, string> {
  const counts: Record<string, number> = {};
  const result: Record<string, string> = {};
  for (const key of keys) {
    const group = colorGroup(key);
    const index = counts[group] ?? 0;
    counts[group] = index + 1;
    result[key] = sensorColor(key, index);
  }
  return result;
}
