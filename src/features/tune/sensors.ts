// Endstop and runout-sensor rules of the /tune page (spec part 2 §3, §7).

export type SensorObjectName =
  `filament_switch_sensor ${string}` | `filament_motion_sensor ${string}`;

export interface RunoutSensor {
  /** The sensor's name as SET_FILAMENT_SENSOR takes it ('runout'). */
  name: string;
  /** The Klipper object ('filament_switch_sensor runout'). */
  object: SensorObjectName;
}

const SENSOR_RE = /^(filament_switch_sensor|filament_motion_sensor) (\S.*)$/;

/** The runout sensors among Klipper's objects, by name. */
export function runoutSensors(objects: readonly string[]): RunoutSensor[] {
  const out: RunoutSensor[] = [];
  for (const object of objects) {
    const match = SENSOR_RE.exec(object);
    if (match?.[2]) out.push({ name: match[2], object: object as SensorObjectName });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}

export function setFilamentSensorGcode(name: string, enable: boolean): string {
  return `SET_FILAMENT_SENSOR SENSOR=${name} ENABLE=${enable ? 1 : 0}`;
}

export interface EndstopRow {
  name: string;
  triggered: boolean;
}

/** printer.query_endstops.status's answer as rows by name ('TRIGGERED' or 'open'). */
export function endstopRows(result: Record<string, string> | undefined): EndstopRow[] {
  return Object.entries(result ?? {})
    .map(([name, state]) => ({ name, triggered: state.toLowerCase() === 'triggered' }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}
