// Klipper printer objects as reported by printer.objects.query/subscribe (reference §16), typed from
// the recordings of a real Klipper (fixtures/moonraker) and Klipper's status reference. Status
// arrives as partial diffs, so what a client holds is Partial<...> of these. Types only.

import type {
  BedMesh,
  BedScrews,
  ConfigFile,
  ExcludeObject,
  FirmwareRetraction,
  Gcode,
  GcodeMacro,
  Leveling,
  ManualProbe,
  Mcu,
  Probe,
  QueryEndstops,
  SaveVariables,
  ScrewsTiltAdjust,
  SystemStats,
} from './objects-config';

export type * from './objects-config';

/** A position or limit: [x, y, z, e] (more entries with extra axes). */
export type Coord = number[];

export type KlippyState = 'disconnected' | 'startup' | 'ready' | 'error' | 'shutdown';
export type PrintStatsState =
  'standby' | 'printing' | 'paused' | 'complete' | 'cancelled' | 'error';
export type IdleTimeoutState = 'Idle' | 'Printing' | 'Ready';

export interface Webhooks {
  state: Exclude<KlippyState, 'disconnected'>;
  state_message: string;
}

export interface PrintStatsInfo {
  total_layer: number | null;
  current_layer: number | null;
}

export interface PrintStats {
  filename: string;
  total_duration: number;
  print_duration: number;
  filament_used: number;
  state: PrintStatsState;
  message: string;
  info: PrintStatsInfo;
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

export interface PauseResume {
  is_paused: boolean;
}

export interface GcodeMove {
  speed_factor: number;
  /** mm/min, as the last G1 F set it. */
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
  /** Some of 'x', 'y', 'z' ('' when none is homed). */
  homed_axes: string;
  axis_minimum: Coord;
  axis_maximum: Coord;
  print_time: number;
  stalls: number;
  estimated_print_time: number;
  /** The active extruder's object name. */
  extruder: string;
  position: Coord;
  max_velocity: number;
  max_accel: number;
  /** Klipper since 2024; older versions report max_accel_to_decel instead. */
  minimum_cruise_ratio?: number;
  max_accel_to_decel?: number;
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

export interface StepperEnable {
  steppers: Record<string, boolean>;
}

/** extruder, heater_bed, heater_generic. */
export interface Heater {
  temperature: number;
  target: number;
  power: number;
}

export interface ExtruderStepper {
  pressure_advance: number;
  smooth_time: number;
  motion_queue: string | null;
}

export interface Extruder extends Heater, ExtruderStepper {
  can_extrude: boolean;
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

/** fan, heater_fan, controller_fan, fan_generic. */
export interface Fan {
  speed: number;
  rpm: number | null;
}

export interface TemperatureFan extends Fan {
  temperature: number;
  target: number;
}

export interface OutputPin {
  value: number;
}

export interface Led {
  /** One [red, green, blue, white] per LED of the chain, each 0..1. */
  color_data: number[][];
}

export interface FilamentSensor {
  filament_detected: boolean;
  enabled: boolean;
}

/**
 * Every Klipper object type Printdeck knows, by type: an object's name is its type ("toolhead"), its
 * type and a name ("heater_generic chamber"), or for extra extruders "extruder1", "extruder2", ...
 */
export interface KlipperObjects {
  bed_mesh: BedMesh;
  bed_screws: BedScrews;
  configfile: ConfigFile;
  controller_fan: Fan;
  display_status: DisplayStatus;
  dotstar: Led;
  exclude_object: ExcludeObject;
  extruder: Extruder;
  extruder_stepper: ExtruderStepper;
  fan: Fan;
  fan_generic: Fan;
  filament_motion_sensor: FilamentSensor;
  filament_switch_sensor: FilamentSensor;
  firmware_retraction: FirmwareRetraction;
  gcode: Gcode;
  gcode_macro: GcodeMacro;
  gcode_move: GcodeMove;
  heater_bed: Heater;
  heater_fan: Fan;
  heater_generic: Heater;
  heaters: Heaters;
  idle_timeout: IdleTimeout;
  led: Led;
  manual_probe: ManualProbe;
  mcu: Mcu;
  motion_report: MotionReport;
  neopixel: Led;
  output_pin: OutputPin;
  pause_resume: PauseResume;
  print_stats: PrintStats;
  probe: Probe;
  quad_gantry_level: Leveling;
  query_endstops: QueryEndstops;
  save_variables: SaveVariables;
  screws_tilt_adjust: ScrewsTiltAdjust;
  stepper_enable: StepperEnable;
  system_stats: SystemStats;
  temperature_fan: TemperatureFan;
  temperature_sensor: TemperatureSensor;
  toolhead: Toolhead;
  virtual_sdcard: VirtualSdcard;
  webhooks: Webhooks;
  z_tilt: Leveling;
}

export type ObjectType = keyof KlipperObjects;

/** Types that only exist with a name: "<type> <name>". */
export type NamedOnlyType =
  | 'controller_fan'
  | 'dotstar'
  | 'extruder_stepper'
  | 'fan_generic'
  | 'filament_motion_sensor'
  | 'filament_switch_sensor'
  | 'gcode_macro'
  | 'heater_fan'
  | 'heater_generic'
  | 'led'
  | 'neopixel'
  | 'output_pin'
  | 'temperature_fan'
  | 'temperature_sensor';

/** Types whose object name is the type itself ("toolhead", "mcu", "extruder"). */
export type SingletonType = Exclude<ObjectType, NamedOnlyType>;
/** Types that take a name after a space ("mcu" also exists plain: the main MCU). */
export type SectionType = NamedOnlyType | 'mcu';

/** The object type of a literal object name; never for names of unknown types. */
export type ObjectTypeOf<N extends string> = N extends SingletonType
  ? N
  : N extends `extruder${number}`
    ? 'extruder'
    : N extends `${infer T} ${string}`
      ? T extends SectionType
        ? T
        : never
      : never;

/** Fields of an object of unknown type. */
export type UnknownObject = Record<string, unknown>;

/** What the status holds for an object name: typed for known names, a plain record otherwise. */
export type StatusOf<N extends string> = [ObjectTypeOf<N>] extends [never]
  ? UnknownObject
  : Partial<KlipperObjects[ObjectTypeOf<N>]>;

type SingletonStatus = { [K in SingletonType]?: Partial<KlipperObjects[K]> };
type SectionStatus = { [K in SectionType as `${K} ${string}`]?: Partial<KlipperObjects[K]> };

/**
 * The status of every object, keyed by object name: `status.print_stats` is
 * `Partial<PrintStats> | undefined`, `status['heater_generic chamber']` is `Partial<Heater> |
 * undefined`; names of unknown types read as plain records.
 */
export interface PrinterStatus extends SingletonStatus, SectionStatus {
  [name: `extruder${number}`]: Partial<Extruder> | undefined;
  [name: string]: UnknownObject | undefined;
}

/** `printer.objects.query` / `subscribe` params: object name → field list, or null for all fields. */
export type ObjectsRequest = Record<string, string[] | null>;

export interface ObjectsResult {
  eventtime: number;
  status: PrinterStatus;
}
