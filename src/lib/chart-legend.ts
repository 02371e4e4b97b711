// The temperature chart's legend: which series the chart draws for the printer's sensors, the
// name each series is stored under in the printer's database (charts.selectedLegends, a map of
// series name → shown), and reading and changing that map. A series missing from the map is shown.

/** What a series draws of its sensor. */
export type LegendPart = 'temperature' | 'target' | 'power';

export interface LegendEntry {
  /** The stored name: the sensor's name for its temperature, `<sensor>_target`, `<sensor>_power`. */
  name: string;
  sensor: string;
  part: LegendPart;
}

/** The series of a sensor list, in the chart's order: heaters and temperature fans have three. */
export function legendEntries(sensors: readonly { key: string; kind: string }[]): LegendEntry[] {
  const entries: LegendEntry[] = [];
  for (const sensor of sensors) {
    const parts: LegendPart[] =
      sensor.kind === 'sensor' ? ['temperature'] : ['temperature', 'target', 'power'];
    for (const part of parts) {
      entries.push({ name: seriesName(sensor.key, part), sensor: sensor.key, part });
    }
  }
  return entries;
}

export function seriesName(sensor: string, part: LegendPart): string {
  return part === 'temperature' ? sensor : `${sensor}_${part}`;
}

export type SelectedLegends = Readonly<Record<string, boolean>>;

/** What the database holds, kept only as far as it is a map of names to booleans. */
export function parseSelectedLegends(value: unknown): SelectedLegends {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const selected: Record<string, boolean> = {};
  for (const [name, shown] of Object.entries(value as Record<string, unknown>)) {
    if (typeof shown === 'boolean') selected[name] = shown;
  }
  return selected;
}

export function isShown(selected: SelectedLegends, name: string): boolean {
  return selected[name] ?? true;
}

/** The map with one series shown or hidden (a new object; the others kept as they were). */
export function withShown(
  selected: SelectedLegends,
  name: string,
  shown: boolean,
): SelectedLegends {
  return { ...selected, [name]: shown };
}
