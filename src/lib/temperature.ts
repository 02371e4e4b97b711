// Temperature card logic: which objects are heaters or sensors, their names, target validation and
// rate of change (spec part 1 §2 Temperature card, §5 Temperature target).
import { fixed, ltr } from './number-format';

export type SensorKind = 'heater' | 'sensor' | 'temperature_fan';

export interface SensorInfo {
  /** Klipper object name, e.g. "extruder", "temperature_fan chamber". */
  key: string;
  kind: SensorKind;
  /** Name users read, e.g. "Extruder", "Heater bed", "Chamber". */
  label: string;
}

function startCase(text: string): string {
  return text
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])(\d)/gi, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word, i) => (i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word.toLowerCase()))
    .join(' ');
}

/** A readable name for a Klipper temperature object. */
export function sensorLabel(key: string): string {
  const space = key.indexOf(' ');
  const name = space >= 0 ? key.slice(space + 1) : key;
  if (space < 0 && name === 'heater_bed') return 'Heater bed';
  return startCase(name);
}

function heaterRank(key: string): number {
  if (key.startsWith('extruder')) return 0;
  if (key === 'heater_bed') return 1;
  return 2;
}

/** Extruders, the bed, other heaters, then temperature fans, then plain sensors. */
export function sensorsFrom(availableHeaters: string[], availableSensors: string[]): SensorInfo[] {
  const heaters = new Set(availableHeaters);
  const ordered = [...availableHeaters].sort(
    (a, b) => heaterRank(a) - heaterRank(b) || a.localeCompare(b),
  );
  const list: SensorInfo[] = ordered.map((key) => ({
    key,
    kind: 'heater',
    label: sensorLabel(key),
  }));
  const others = availableSensors.filter((key) => !heaters.has(key));
  for (const key of others.filter((k) => k.startsWith('temperature_fan '))) {
    list.push({ key, kind: 'temperature_fan', label: sensorLabel(key) });
  }
  for (const key of others.filter((k) => !k.startsWith('temperature_fan '))) {
    list.push({ key, kind: 'sensor', label: sensorLabel(key) });
  }
  return list;
}

export type TargetCheck =
  { ok: true; value: number } | { ok: false; error: TargetError; params?: Record<string, number> };

/** Why a typed target is refused (a key of the validation.* form messages). */
export type TargetError = 'invalidNumber' | 'max' | 'minOrZero';

/**
 * Validate a target typed by the user: empty means 0; otherwise a number at least the minimum (or 0)
 * and at most the maximum. Errors are keys of the form messages of spec §5 (validation.*).
 */
export function checkTarget(
  input: string,
  min: number | undefined,
  max: number | undefined,
): TargetCheck {
  const text = input.trim();
  if (text === '') return { ok: true, value: 0 };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: 'invalidNumber' };
  if (max !== undefined && value > max) return { ok: false, error: 'max', params: { max } };
  const floor = min ?? 0;
  if (value !== 0 && value < floor)
    return { ok: false, error: 'minOrZero', params: { min: floor } };
  if (value < 0) return { ok: false, error: 'minOrZero', params: { min: floor } };
  return { ok: true, value };
}

/** The G-code that sets a target: heaters use SET_HEATER_TEMPERATURE, temperature fans their own. */
export function targetGcode(key: string, kind: SensorKind, value: number): string {
  const name = key.includes(' ') ? key.slice(key.indexOf(' ') + 1) : key;
  if (kind === 'temperature_fan')
    return `SET_TEMPERATURE_FAN_TARGET TEMPERATURE_FAN=${name} TARGET=${value}`;
  return `SET_HEATER_TEMPERATURE HEATER=${name} TARGET=${value}`;
}

/** Degrees per second over the last (up to) 5 samples; small values (< 0.05) read as 0. */
export function rateOfChange(samples: { time: number; value: number }[]): number {
  const recent = samples.slice(-5);
  if (recent.length < 2) return 0;
  const first = recent[0]!;
  const last = recent[recent.length - 1]!;
  const seconds = (last.time - first.time) / 1000;
  if (seconds <= 0) return 0;
  const rate = (last.value - first.value) / seconds;
  return Math.abs(rate) < 0.05 ? 0 : rate;
}

/** One decimal, as the card shows temperatures. */
export function formatTemperature(value: number | undefined | null): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '–';
  return ltr(`${fixed(value, 1)} °C`);
}
