// Power devices from moonraker.conf's `[power <name>]` sections: the options the simulator acts on
// (type, initial_state, locked_while_printing, bound_services, off_when_shutdown, on_when_job_queued,
// restart_klipper_when_powered) read with Moonraker's boolean and list rules, and the three devices
// the simulator adds to moonraker.conf when it has none.

import { existsSync, readFileSync } from 'node:fs';
import { parseIni, type RawConfig } from '../../klipper/config';

/** The device types Moonraker's power component knows. */
export const DEVICE_TYPES = [
  'gpio',
  'klipper_device',
  'tplink_smartplug',
  'tasmota',
  'shelly',
  'homeseer',
  'homeassistant',
  'loxonev1',
  'rf',
  'mqtt',
  'smartthings',
  'hue',
  'http',
  'uhubctl',
];

export interface PowerDeviceConfig {
  name: string;
  type: string;
  /** null: the device keeps the state it had (a smart plug), else the state set at start. */
  initialState: boolean | null;
  lockedWhilePrinting: boolean;
  boundServices: string[];
  offWhenShutdown: boolean;
  onWhenJobQueued: boolean;
  restartKlipperWhenPowered: boolean;
  /** The section as written (server.config `orig`). */
  orig: Record<string, string>;
}

/** The devices written into moonraker.conf when it has no `[power …]` section. */
export const DEFAULT_POWER_SECTIONS: Record<string, Record<string, string>> = {
  'power printer': {
    type: 'gpio',
    pin: 'gpiochip0/gpio26',
    initial_state: 'on',
    locked_while_printing: 'True',
    bound_services: 'klipper',
  },
  'power caselight': {
    type: 'shelly',
    address: '192.168.1.51',
  },
  'power chamber_heater': {
    type: 'tasmota',
    address: '192.168.1.52',
    locked_while_printing: 'True',
  },
};

const TRUE = ['1', 'yes', 'true', 'on'];
const FALSE = ['0', 'no', 'false', 'off'];

/** configparser's getboolean; `def` when the option is absent. */
export function parseBool(
  section: string,
  key: string,
  value: string | undefined,
  def: boolean,
): boolean;
export function parseBool(
  section: string,
  key: string,
  value: string | undefined,
  def: null,
): boolean | null;
export function parseBool(
  section: string,
  key: string,
  value: string | undefined,
  def: boolean | null,
): boolean | null {
  if (value === undefined) return def;
  const v = value.trim().toLowerCase();
  if (TRUE.includes(v)) return true;
  if (FALSE.includes(v)) return false;
  throw new Error(`[${section}]: Option '${key}' is not a valid boolean: ${value}`);
}

/** A list option: one item per line or comma separated (Moonraker's getlist). */
export function parseList(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The `[power <name>]` sections of a parsed moonraker.conf, in file order; warnings for bad ones. */
export function parsePowerSections(raw: RawConfig): {
  devices: PowerDeviceConfig[];
  warnings: string[];
} {
  const devices: PowerDeviceConfig[] = [];
  const warnings: string[] = [];
  for (const [section, options] of raw) {
    const parts = section.split(/\s+/);
    if (parts[0] !== 'power') continue;
    const orig = Object.fromEntries(options);
    try {
      if (parts.length !== 2 || !parts[1]) throw new Error(`Invalid Section Name: ${section}`);
      const type = options.get('type');
      if (type === undefined) throw new Error(`No option 'type' in section: [${section}]`);
      if (!DEVICE_TYPES.includes(type)) throw new Error(`Unsupported Device Type: ${type}`);
      const services: string[] = [];
      for (const svc of [
        ...parseList(options.get('bound_services')),
        ...parseList(options.get('bound_service')),
      ]) {
        const name = svc.replace(/\.service$/, '');
        if (!services.includes(name)) services.push(name);
      }
      devices.push({
        name: parts[1],
        type,
        initialState: parseBool(section, 'initial_state', options.get('initial_state'), null),
        lockedWhilePrinting: parseBool(
          section,
          'locked_while_printing',
          options.get('locked_while_printing'),
          false,
        ),
        boundServices: services,
        offWhenShutdown: parseBool(
          section,
          'off_when_shutdown',
          options.get('off_when_shutdown'),
          false,
        ),
        onWhenJobQueued: parseBool(
          section,
          'on_when_job_queued',
          options.get('on_when_job_queued'),
          false,
        ),
        restartKlipperWhenPowered: parseBool(
          section,
          'restart_klipper_when_powered',
          options.get('restart_klipper_when_powered'),
          false,
        ),
        orig,
      });
    } catch (err) {
      warnings.push(
        `Failed to load power device [${section}]\n${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
  return { devices, warnings };
}

/** The power devices of moonraker.conf at `path` (the defaults when the file does not exist). */
export function readPowerConfig(path: string): {
  devices: PowerDeviceConfig[];
  warnings: string[];
} {
  if (!existsSync(path)) {
    const raw: RawConfig = new Map(
      Object.entries(DEFAULT_POWER_SECTIONS).map(([s, o]) => [s, new Map(Object.entries(o))]),
    );
    return parsePowerSections(raw);
  }
  try {
    return parsePowerSections(parseIni(readFileSync(path, 'utf8'), path));
  } catch (err) {
    return { devices: [], warnings: [err instanceof Error ? err.message : String(err)] };
  }
}

/** server.config `config` of one device: the parsed options (defaults included). */
export function deviceConfigValues(dev: PowerDeviceConfig): Record<string, unknown> {
  return {
    ...dev.orig,
    type: dev.type,
    initial_state: dev.initialState,
    locked_while_printing: dev.lockedWhilePrinting,
    off_when_shutdown: dev.offWhenShutdown,
    off_when_shutdown_delay: 0,
    restart_klipper_when_powered: dev.restartKlipperWhenPowered,
    restart_delay: 1,
    bound_services: dev.boundServices,
    on_when_job_queued: dev.onWhenJobQueued,
  };
}
