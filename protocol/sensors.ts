// Moonraker's sensor component (`[sensor <name>]` sections): the answers of server.sensors.list,
// info and measurements, and the notify_sensor_update payload. Shared by the dashboard and the
// virtual printer.

/** A parameter's latest measurement, by parameter name (power, voltage, energy …). */
export type SensorValues = Record<string, number | boolean>;

/** A `parameter_<name>` option: its key=value pairs (usually `units`) and `name`. */
export interface SensorParameterInfo {
  name: string;
  units?: string;
  [key: string]: string | undefined;
}

export type SensorHistoryStrategy =
  'basic' | 'delta' | 'accumulate' | 'average' | 'maximum' | 'minimum' | 'collect';

/** A `history_field_<name>` option: a history auxiliary field fed by one of the sensor's values. */
export interface SensorHistoryField {
  /** The auxiliary field's name in the job history. */
  field: string;
  /** `sensor <id>`: the provider of the field in auxiliary_data and auxiliary_totals. */
  provider: string;
  description: string;
  strategy: SensorHistoryStrategy;
  units: string | null;
  init_tracker: boolean;
  exclude_paused: boolean;
  report_total: boolean;
  report_maximum: boolean;
  precision: number | null;
  /** The sensor parameter it follows. */
  parameter: string;
}

export interface SensorInfo {
  id: string;
  friendly_name: string;
  /** Moonraker knows `mqtt` only. */
  type: string;
  values: SensorValues;
  /** With `extended` only. */
  parameter_info?: SensorParameterInfo[];
  /** With `extended` only. */
  history_fields?: SensorHistoryField[];
}

export interface SensorList {
  sensors: Record<string, SensorInfo>;
}

/** Stored samples (one a second, oldest first) by sensor, then by parameter. */
export type SensorMeasurements = Record<string, Record<string, (number | boolean)[]>>;

/** notify_sensor_update: the sensors whose values changed, with all their latest values. */
export type SensorUpdate = Record<string, SensorValues>;
