// Where the sensor component finds its sections: moonraker.conf's `[sensor …]` sections (their
// presence is what loads the component, as in Moonraker). The simulator's `--power-meter` flag (on in
// `npm start`'s demo) adds `[sensor power_meter]`, an MQTT sensor on the virtual power meter's topic
// whose energy is a history field, when moonraker.conf lacks it; a data folder without the file gets
// it in the file written after the start.

import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../../app';
import { parseIni } from '../../klipper/config';
import { moonrakerConf } from '../file_manager/setup';
import { POWER_METER_TOPIC } from './power_meter';

export const POWER_METER_SECTION = 'sensor power_meter';

/** The demo's power meter section, as moonraker.conf holds it (multi-line values start with \n). */
export const POWER_METER_OPTIONS: Record<string, string> = {
  type: 'mqtt',
  name: 'Printer power',
  state_topic: POWER_METER_TOPIC,
  state_response_template: [
    '',
    '{% set reading = payload|fromjson %}',
    '{set_result("power", reading["power"]|float)}',
    '{set_result("voltage", reading["voltage"]|float)}',
    '{set_result("current", reading["current"]|float)}',
    '{set_result("energy", reading["energy"]|float)}',
  ].join('\n'),
  parameter_power: '\nunits=W',
  parameter_voltage: '\nunits=V',
  parameter_current: '\nunits=A',
  parameter_energy: '\nunits=kWh',
  history_field_energy: [
    '',
    'parameter=energy',
    'desc=Printer energy',
    'strategy=delta',
    'units=kWh',
    'init_tracker=true',
    'report_total=true',
    'report_maximum=true',
    'precision=6',
  ].join('\n'),
};

/** Data folders whose moonraker.conf is not written yet but gets the power meter. */
const FLAGGED = new WeakSet<App>();

export const confPath = (app: App): string => join(app.options.dataDir, 'config', 'moonraker.conf');

/** moonraker.conf text with the power meter's section appended (unchanged when it has one). */
export function withPowerMeter(text: string): string {
  const has = [...parseIni(text, 'moonraker.conf').keys()].includes(POWER_METER_SECTION);
  if (has) return text;
  const lines = moonrakerConf({ [POWER_METER_SECTION]: POWER_METER_OPTIONS }).split('\n');
  const body = lines.slice(lines.findIndex((l) => !l.startsWith('#'))).join('\n');
  return `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${body}`;
}

/** The `--power-meter` flag, before the first start. */
export function enablePowerMeter(app: App): void {
  const path = confPath(app);
  if (!existsSync(path)) {
    FLAGGED.add(app);
    return;
  }
  const text = readFileSync(path, 'utf8');
  try {
    const next = withPowerMeter(text);
    if (next !== text) appendFileSync(path, next.slice(text.length));
  } catch {
    // A moonraker.conf that does not parse is left as it is; the component reads none of it.
  }
}

/** moonraker.conf's sections (the flagged power meter's while the file is missing); empty if unreadable. */
export function confSections(app: App): Map<string, Map<string, string>> {
  const path = confPath(app);
  try {
    if (existsSync(path)) return parseIni(readFileSync(path, 'utf8'), 'moonraker.conf');
  } catch {
    return new Map();
  }
  if (!FLAGGED.has(app)) return new Map();
  return new Map([[POWER_METER_SECTION, new Map(Object.entries(POWER_METER_OPTIONS))]]);
}

/** Moonraker loads the component for any section whose first word is `sensor`. */
export function hasSensorSection(app: App): boolean {
  return [...confSections(app).keys()].some((s) => s.split(/\s+/)[0] === 'sensor');
}
