// The config sections real Klipper accepts, as data. Klipper (klippy.py load_object) loads
// `klippy/extras/<first word>.py` for every section: a one-word section needs the module's
// `load_config`, a `name suffix` section its `load_config_prefix`; a section no object claims and no
// code reads is refused with "Section 'x' is not a valid config section". Core code and the
// kinematics read a few more sections themselves (printer, mcu, stepper_*, extruder*...).
//
// Taken from Klipper v0.13.0-730-g84104bbbd (klippy/extras/*.py and klippy/extras/display/,
// klippy/kinematics/*.py, klippy/mcu.py, klippy/toolhead.py).

export const KLIPPER_VERSION = 'v0.13.0-730-g84104bbbd';

/** Modules of klippy/extras with a `load_config` (a section of that one word). */
export const PLAIN_MODULES: readonly string[] = [
  'adc_temperature',
  'adxl345',
  'aht10',
  'aio_executor',
  'axis_twist_compensation',
  'bed_mesh',
  'bed_screws',
  'bed_tilt',
  'bltouch',
  'bme280',
  'bmi160',
  'board_pins',
  'buttons',
  'canbus_ids',
  'delta_calibrate',
  'display',
  'display_status',
  'ds18b20',
  'duplicate_pin_override',
  'endstop_phase',
  'error_mcu',
  'exclude_object',
  'fan',
  'firmware_retraction',
  'force_move',
  'garbage_collection',
  'gcode_arcs',
  'gcode_macro',
  'gcode_move',
  'hall_filament_width_sensor',
  'heater_bed',
  'heaters',
  'homing',
  'homing_heaters',
  'homing_override',
  'htu21d',
  'icm20948',
  'idle_timeout',
  'input_shaper',
  'lis2dw',
  'lis3dh',
  'lm75',
  'load_cell',
  'load_cell_probe',
  'manual_probe',
  'motion_queuing',
  'motion_report',
  'mpu9250',
  'palette2',
  'pause_resume',
  'pid_calibrate',
  'print_stats',
  'probe',
  'quad_gantry_level',
  'query_adc',
  'query_endstops',
  'replicape',
  'resonance_tester',
  'respond',
  'safe_z_home',
  'save_variables',
  'screws_tilt_adjust',
  'sdcard_loop',
  'sht3x',
  'skew_correction',
  'smart_effector',
  'spi_temperature',
  'statistics',
  'stepper_enable',
  'temperature_combined',
  'temperature_host',
  'temperature_mcu',
  'tsl1401cl_filament_width_sensor',
  'tuning_tower',
  'virtual_sdcard',
  'z_thermal_adjust',
  'z_tilt',
];

/** Modules of klippy/extras with a `load_config_prefix` (sections `module name`). */
export const PREFIX_MODULES: readonly string[] = [
  'ad5206',
  'adc_scaled',
  'adc_temperature',
  'ads1x1x',
  'adxl345',
  'angle',
  'bmi160',
  'board_pins',
  'canbus_stats',
  'controller_fan',
  'dac084S085',
  'delayed_gcode',
  'display',
  'dotstar',
  'endstop_phase',
  'extruder_stepper',
  'fan_generic',
  'filament_motion_sensor',
  'filament_switch_sensor',
  'gcode_button',
  'gcode_macro',
  'heater_fan',
  'heater_generic',
  'icm20948',
  'led',
  'lis2dw',
  'lis3dh',
  'load_cell',
  'manual_stepper',
  'mcp4018',
  'mcp4451',
  'mcp4728',
  'mpu9250',
  'multi_pin',
  'neopixel',
  'output_pin',
  'pca9533',
  'pca9632',
  'probe_eddy_current',
  'pwm_cycle_time',
  'pwm_tool',
  'samd_sercom',
  'servo',
  'static_digital_output',
  'static_pwm_clock',
  'sx1509',
  'temperature_fan',
  'temperature_probe',
  'temperature_sensor',
  'thermistor',
  'tmc2130',
  'tmc2208',
  'tmc2209',
  'tmc2240',
  'tmc2660',
  'tmc5160',
  'verify_heater',
];

/**
 * Sections the core and the kinematics read themselves (no module of their own): exact names, and
 * prefixes for `prefix name` sections (profiles of bed_mesh and skew_correction, the display's
 * templates and menus, generic_cartesian's carriages and steppers, secondary MCUs).
 */
export const CORE_SECTIONS: readonly string[] = ['printer', 'mcu', 'dual_carriage'];
export const CORE_PREFIXES: readonly string[] = [
  'mcu',
  'bed_mesh',
  'skew_correction',
  'display_template',
  'display_data',
  'display_glyph',
  'menu',
  'carriage',
  'extra_carriage',
  'dual_carriage',
  'stepper',
];
/** `stepper_x`, `stepper_z1`, `stepper_a`, `stepper_arm`, `stepper_bed`; `extruder`, `extruder3`. */
const CORE_PATTERNS: readonly RegExp[] = [/^stepper_[a-z]+\d*$/, /^extruder\d*$/];

const PLAIN = new Set(PLAIN_MODULES.map((m) => m.toLowerCase()));
const PREFIX = new Set(PREFIX_MODULES.map((m) => m.toLowerCase()));

/** Whether real Klipper accepts a section of this name (its options are another matter). */
export function isKnownSection(section: string): boolean {
  const name = section.trim().toLowerCase();
  const words = name.split(/\s+/);
  const first = words[0] ?? '';
  if (words.length === 1) {
    return (
      PLAIN.has(first) || CORE_SECTIONS.includes(first) || CORE_PATTERNS.some((p) => p.test(first))
    );
  }
  return PREFIX.has(first) || CORE_PREFIXES.includes(first);
}
