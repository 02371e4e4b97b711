// Klipper printer objects as reported by printer.objects.query/subscribe (reference §16).
// Only the fields Printdeck reads are typed; everything arrives as partial diffs.

export type Coord = number[];

export type KlippyState = 'disconnected' | 'startup' | 'ready' | 'error' | 'shutdown';
export type PrintStatsState =
  'standby' | 'printing' | 'paused' | 'complete' | 'cancelled' | 'error';
export type IdleTimeoutState = 'Idle' | 'Printing' | 'Ready';

export interface Webhooks {
  state: Exclude<KlippyState, 'disconnected'>;
  state_message: string;
}

export interface PrintStats {
  filename: string;
  total_duration: number;
  print_duration: number;
  filament_used: number;
  state: PrintStatsState;
  message: string;
  info: { total_layer: number | null; current_layer: number | null };
}

export interface VirtualSdcard {
  file_path: string | null;
  progress: number;
  is_active: boolean;
  file_position: number;
  file_size: number;
}

export interface DisplayStatus {
  progress: number;
  message: string | null;
}

export interface IdleTimeout {
  state: IdleTimeoutState;
  printing_time: number;
  idle_timeout: number;
}

export interface GcodeMove {
  speed_factor: number;
  speed: number;
  extrude_factor: number;
  absolute_coordinates: boolean;
  absolute_extrude: boolean;
  homing_origin: Coord;
  position: Coord;
  gcode_position: Coord;
  axis_map: Record<string, number>;
}

export interface Toolhead {
  homed_axes: string;
  axis_minimum: Coord;
  axis_maximum: Coord;
  print_time: number;
  stalls: number;
  estimated_print_time: number;
  extruder: string;
  position: Coord;
  max_velocity: number;
  max_accel: number;
  minimum_cruise_ratio: number;
  square_corner_velocity: number;
  extra_axes: Record<string, number>;
}

export interface MotionReport {
  live_position: Coord;
  live_velocity: number;
  live_extruder_velocity: number;
  steppers: string[];
  trapq: string[];
}

export interface Heater {
  temperature: number;
  target: number;
  power: number;
}

export interface Extruder extends Heater {
  can_extrude: boolean;
  pressure_advance: number;
  smooth_time: number;
  motion_queue: string | null;
}

export interface Heaters {
  available_heaters: string[];
  available_sensors: string[];
  available_monitors: string[];
}

export interface TemperatureSensor {
  temperature: number;
  measured_min_temp: number;
  measured_max_temp: number;
}

export interface TemperatureFan {
  temperature: number;
  target: number;
  speed: number;
  rpm: number | null;
}

export interface Fan {
  speed: number;
  rpm: number | null;
}

export interface ConfigFile {
  config: Record<string, Record<string, string>>;
  settings: Record<string, Record<string, unknown>>;
  save_config_pending: boolean;
  save_config_pending_items: Record<string, Record<string, string> | null>;
  warnings: { type: string; message: string; [key: string]: unknown }[];
}

export interface PauseResume {
  is_paused: boolean;
}

/** The status of every object, keyed by object name ("extruder", "temperature_fan chamber", ...). */
export type PrinterStatus = Record<string, Record<string, unknown>>;

/** `printer.objects.query` / `subscribe` params: object name → field list, or null for all fields. */
export type ObjectsRequest = Record<string, string[] | null>;

export interface ObjectsResult {
  eventtime: number;
  status: PrinterStatus;
}
