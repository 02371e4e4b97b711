// Klipper objects for configuration, calibration and the host (reference §16), typed from the
// recordings (fixtures/moonraker) and Klipper's status reference. Re-exported by ./objects.
// Types only.

/** One section of configfile.settings (parsed values); the options Printdeck reads are typed. */
export interface SectionSettings {
  min_temp?: number;
  max_temp?: number;
  min_extrude_temp?: number;
  max_power?: number;
  nozzle_diameter?: number;
  filament_diameter?: number;
  [option: string]: unknown;
}

export interface ConfigWarning {
  type: string;
  message: string;
  [key: string]: unknown;
}

export interface ConfigFile {
  /** Raw config, every value a string, section names as written. */
  config: Record<string, Record<string, string>>;
  /** Parsed config with defaults; section names lower case. */
  settings: Record<string, SectionSettings>;
  save_config_pending: boolean;
  save_config_pending_items: Record<string, Record<string, string> | null>;
  warnings: ConfigWarning[];
}

export interface ExcludeObjectDefinition {
  name: string;
  center?: number[];
  polygon?: number[][];
}

export interface ExcludeObject {
  objects: ExcludeObjectDefinition[];
  excluded_objects: string[];
  current_object: string | null;
}

export interface FirmwareRetraction {
  retract_length: number;
  retract_speed: number;
  unretract_extra_length: number;
  unretract_speed: number;
}

export interface BedMeshParams {
  min_x: number;
  max_x: number;
  min_y: number;
  max_y: number;
  x_count: number;
  y_count: number;
  mesh_x_pps: number;
  mesh_y_pps: number;
  algo: string;
  tension: number;
}

export interface BedMeshProfile {
  points: number[][];
  mesh_params: BedMeshParams;
}

export interface BedMesh {
  profile_name: string;
  mesh_min: number[];
  mesh_max: number[];
  probed_matrix: number[][];
  mesh_matrix: number[][];
  profiles: Record<string, BedMeshProfile>;
}

export interface SystemStats {
  sysload: number;
  cputime: number;
  memavail: number;
}

export interface Mcu {
  mcu_version: string;
  mcu_build_versions: string;
  mcu_constants: Record<string, string | number>;
  last_stats: Record<string, number>;
}

export interface Probe {
  name: string;
  last_query: boolean;
  last_z_result: number;
}

export interface QueryEndstops {
  /** Endstop name → 1 when triggered at the last QUERY_ENDSTOPS. */
  last_query: Record<string, number | boolean>;
}

/** A macro's variables (variable_* options), any JSON value. */
export type GcodeMacro = Record<string, unknown>;

export interface Gcode {
  commands: Record<string, { help?: string }>;
}

export interface SaveVariables {
  variables: Record<string, unknown>;
}

export interface ManualProbe {
  is_active: boolean;
  z_position: number | null;
  z_position_lower: number | null;
  z_position_upper: number | null;
}

/** [bed_screws]: the BED_SCREWS_ADJUST tool (state null while it does not run). */
export interface BedScrews {
  is_active: boolean;
  state: 'adjust' | 'fine' | null;
  /** Index into the phase's screws: all of them in 'adjust', those with fine_adjust in 'fine'. */
  current_screw: number;
  accepted_screws: number;
}

/** z_tilt, quad_gantry_level. */
export interface Leveling {
  applied: boolean;
}

export interface ScrewTiltResult {
  z: number;
  sign: 'CW' | 'CCW';
  /** 'HH:MM' turns. */
  adjust: string;
  is_base: boolean;
}

export interface ScrewsTiltAdjust {
  error: boolean;
  max_deviation: number | null;
  results: Record<string, ScrewTiltResult>;
}
