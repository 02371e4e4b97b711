// Typed reads of the Klipper status: object names → object types, and lookups that return the right
// partial type for any object name (see protocol/objects.ts).
import type {
  KlipperObjects,
  ObjectType,
  PrinterStatus,
  SectionSettings,
  UnknownObject,
} from '../../protocol/objects';

const EXTRA_EXTRUDER = /^extruder\d+$/;

/**
 * The type of an object name: the part before the first space ("heater_generic chamber" →
 * "heater_generic"), "extruder" for "extruder1", "extruder2", ..., else the name itself.
 */
export function objectType(name: string): string {
  const space = name.indexOf(' ');
  if (space >= 0) return name.slice(0, space);
  return EXTRA_EXTRUDER.test(name) ? 'extruder' : name;
}

/** The name after the type ("heater_generic chamber" → "chamber"); the name itself when none. */
export function objectLabel(name: string): string {
  const space = name.indexOf(' ');
  return space >= 0 ? name.slice(space + 1) : name;
}

/** Whether the object called `name` is of the given type. */
export function isObjectOf(name: string, type: ObjectType): boolean {
  return objectType(name) === type;
}

/**
 * The status of the object called `name` if it is of type `type` (checked on the name), else
 * undefined: `statusOf(status, 'heater_generic', key)` is a `Partial<Heater> | undefined`.
 */
export function statusOf<T extends ObjectType>(
  status: PrinterStatus,
  type: T,
  name: string,
): Partial<KlipperObjects[T]> | undefined;
export function statusOf(
  status: PrinterStatus,
  type: ObjectType,
  name: string,
): UnknownObject | undefined {
  return isObjectOf(name, type) ? status[name] : undefined;
}

/** One field of an object that may not be reported yet. */
export function fieldOf<O extends object, F extends keyof O>(
  object: O | undefined,
  field: F,
): O[F] | undefined {
  return object === undefined ? undefined : object[field];
}

/** Names of every object of a type present in the status, in the status's order. */
export function namesOf(status: PrinterStatus, type: ObjectType): string[] {
  return Object.keys(status).filter((name) => isObjectOf(name, type));
}

/** A finite number, or undefined (status values come off the wire). */
export function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The fields the temperature card shows, of any object in heaters.available_sensors. */
export type SensorField = 'temperature' | 'target' | 'power' | 'speed';

/** One temperature field of a heater, temperature fan or sensor; undefined when not a number. */
export function sensorField(
  status: PrinterStatus,
  name: string,
  field: SensorField,
): number | undefined {
  return finiteNumber(status[name]?.[field]);
}

/**
 * One option of configfile.settings. Section names there are lower case, so the section is
 * lower-cased ("heater_generic Chamber" finds "heater_generic chamber").
 */
export function settingOf<O extends string>(
  status: PrinterStatus,
  section: string,
  option: O,
): SectionSettings[O] | undefined {
  return status.configfile?.settings?.[section.toLowerCase()]?.[option];
}

/** Progress 0..1 of the print: virtual_sdcard's, else display_status's (M73); undefined if neither. */
export function printProgress(status: PrinterStatus): number | undefined {
  return (
    finiteNumber(status.virtual_sdcard?.progress) ?? finiteNumber(status.display_status?.progress)
  );
}
