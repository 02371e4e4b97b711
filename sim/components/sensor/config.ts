// moonraker.conf's `[sensor <name>]` sections read as Moonraker's sensor component reads them: the
// common options (type, name, sensor_store_size, parameter_*, history_field_*) and the mqtt type's
// (state_topic, state_response_template, qos). A section that cannot be configured is left out with
// Moonraker's warning ("Failed to configure sensor [sensor x]" and the reason); a history field
// with keys Moonraker does not know keeps loading, with a warning per key.

import type { SensorParameterInfo } from '../../../protocol/sensors';
import { pyIntOfText } from '../../python_values';
import type { AuxiliaryFieldSpec } from '../history/fields';
import { parseStrategy } from '../history/trackers';

export const SENSOR_TYPES = ['mqtt'];

/** Moonraker's default number of samples kept per parameter (20 minutes at one a second). */
export const DEFAULT_STORE_SIZE = 1200;

export interface HistoryFieldConfig {
  /** The sensor parameter whose measurements feed the field. */
  parameter: string;
  /** The field, without its tracker (`initTracker`: it starts from the last measurement). */
  spec: Omit<AuxiliaryFieldSpec, 'initial'>;
  initTracker: boolean;
}

export interface SensorConfig {
  /** The section's name after `sensor ` (the key of server.sensors.list). */
  id: string;
  section: string;
  type: string;
  friendlyName: string;
  storeSize: number;
  /** parameter_<name>: its key=value pairs, then `name`. */
  parameters: SensorParameterInfo[];
  historyFields: HistoryFieldConfig[];
  stateTopic: string;
  template: string;
  qos: number | null;
  /** server.config's parsed values of the section. */
  values: Record<string, unknown>;
  /** The section as written. */
  orig: Record<string, string>;
}

export interface SensorsConfig {
  sensors: SensorConfig[];
  warnings: string[];
}

class ConfigError extends Error {}

/** ConfigHelper.getdict: one `key=value` pair a line (the key and value trimmed, blanks skipped). */
export function parseDict(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const at = line.indexOf('=');
    if (at < 0) throw new Error(`Failed to parse dictionary field, ${line}`);
    out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return out;
}

/** Python's int() of a string, as configparser's getint applies it. */
export function parsePyInt(text: string): number {
  const n = pyIntOfText(text);
  if (n === null) throw new Error(`invalid literal for int() with base 10: '${text}'`);
  return n;
}

/** One section's reader: options by name, with Moonraker's errors naming section and option. */
class SectionReader {
  readonly values: Record<string, unknown> = {};
  constructor(
    readonly name: string,
    private readonly options: Map<string, string>,
  ) {}

  keys(): string[] {
    return [...this.options.keys()];
  }

  str(option: string, def?: string): string {
    const v = this.options.get(option);
    if (v === undefined) {
      if (def === undefined)
        throw new ConfigError(`No option '${option}' in section: '${this.name}'`);
      this.values[option] = def;
      return def;
    }
    this.values[option] = v;
    return v;
  }

  parse<T>(option: string, def: T, fn: (text: string) => T): T {
    const v = this.options.get(option);
    if (v === undefined) {
      this.values[option] = def;
      return def;
    }
    try {
      const out = fn(v);
      this.values[option] = typeof out === 'object' && out !== null ? structuredClone(out) : out;
      return out;
    } catch (err) {
      throw new ConfigError(
        `[${this.name}]: Option '${option}' encountered the following error while parsing: ${(err as Error).message}`,
      );
    }
  }
}

const PARAM = 'parameter_';
const FIELD = 'history_field_';

function historyField(r: SectionReader, option: string, warnings: string[]): HistoryFieldConfig {
  const name = option.slice(FIELD.length);
  const cfg = r.parse(option, {}, parseDict);
  const take = (key: string): string | undefined => {
    const v = cfg[key];
    delete cfg[key];
    return v;
  };
  const parameter = take('parameter');
  if (parameter === undefined)
    // Moonraker's message, its two sentence parts joined without a space.
    throw new ConfigError(`[${r.name}]: option '${option}', key 'parameter' must bespecified`);
  const flag = (key: string): boolean => (take(key) ?? 'false').toLowerCase() === 'true';
  const initTracker = flag('init_tracker');
  const excludePaused = flag('exclude_paused');
  const reportTotal = flag('report_total');
  const reportMaximum = flag('report_maximum');
  const precisionText = take('precision');
  const description = take('desc') ?? `${parameter} tracker`;
  const strategyText = take('strategy') ?? 'basic';
  const units = take('units') ?? null;
  const failed = (reason: string): ConfigError =>
    new ConfigError(
      `[${r.name}]: option '${option}', error encountered during sensor field configuration: ${reason}`,
    );
  const strategy = parseStrategy(strategyText);
  if (strategy === null) throw failed(`No enum member named ${strategyText}`);
  let precision: number | null = null;
  if (precisionText !== undefined) {
    try {
      precision = parsePyInt(precisionText);
    } catch (err) {
      throw failed((err as Error).message);
    }
  }
  for (const key of Object.keys(cfg))
    warnings.push(`[${r.name}]: Option '${option}' contains invalid key '${key}'`);
  return {
    parameter,
    initTracker,
    spec: {
      provider: r.name,
      name,
      description,
      strategy,
      units,
      excludePaused,
      reportTotal,
      reportMaximum,
      precision,
    },
  };
}

function readSensor(
  section: string,
  options: Map<string, string>,
  warnings: string[],
): SensorConfig {
  const parts = section.trim().split(/\s+/);
  if (parts.length < 2) throw new ConfigError(`Invalid section name: ${section}`);
  const id = section
    .trim()
    .slice(parts[0]?.length ?? 0)
    .trim();
  const r = new SectionReader(section, options);
  const type = r.str('type');
  if (!SENSOR_TYPES.includes(type.toLowerCase()))
    throw new ConfigError(`Unsupported sensor type: ${type}`);
  const friendlyName = r.str('name', id);
  const storeSize = r.parse('sensor_store_size', DEFAULT_STORE_SIZE, (t) => {
    const n = parsePyInt(t);
    if (n < 0) throw new Error('maxlen must be non-negative');
    return n;
  });
  const parameters: SensorParameterInfo[] = [];
  const historyFields: HistoryFieldConfig[] = [];
  for (const option of r.keys()) {
    if (option.startsWith(PARAM)) {
      parameters.push({ ...r.parse(option, {}, parseDict), name: option.slice(PARAM.length) });
    } else if (option.startsWith(FIELD)) historyFields.push(historyField(r, option, warnings));
  }
  const stateTopic = r.str('state_topic');
  const template = r.str('state_response_template');
  const qos = r.parse<number | null>('qos', null, parsePyInt);
  // Moonraker's range check, its message for a value above the range naming the minimum.
  if (qos !== null && (qos < 0 || qos > 2))
    throw new ConfigError(
      `Config Error: Section [${section}], Option 'qos: ${qos}': value is ` +
        (qos < 0 ? 'below minimum value 0' : 'above maximum value 0'),
    );
  return {
    id,
    section,
    type,
    friendlyName,
    storeSize,
    parameters,
    historyFields,
    stateTopic,
    template,
    qos,
    values: r.values,
    orig: Object.fromEntries(options),
  };
}

/** The `[sensor …]` sections of a parsed moonraker.conf, in file order. */
export function readSensorsConfig(sections: Map<string, Map<string, string>>): SensorsConfig {
  const out: SensorsConfig = { sensors: [], warnings: [] };
  for (const [section, options] of sections) {
    if (!section.startsWith('sensor ')) continue;
    const warnings: string[] = [];
    try {
      out.sensors.push(readSensor(section, options, warnings));
      out.warnings.push(...warnings);
    } catch (err) {
      out.warnings.push(`Failed to configure sensor [${section}]\n${(err as Error).message}`);
    }
  }
  return out;
}
