// Test support: the shape of every Klipper object type in protocol/objects.ts. The annotation makes
// each entry agree with its interface (see shape.ts); the status-objects test checks the recordings
// against the entries.
import type { KlipperObjects, ObjectType } from '../../../protocol/objects';
import type { ShapeOf } from './shape';

export type ObjectShapes = { [K in ObjectType]: ShapeOf<KlipperObjects[K]> };

const coord = { array: 'number' } as const;
const matrix = { array: { array: 'number' } } as const;
const strings = { array: 'string' } as const;
const heater = { object: { temperature: 'number', target: 'number', power: 'number' } } as const;
const fan = { object: { speed: 'number', rpm: { nullable: 'number' } } } as const;
const led = { object: { color_data: matrix } } as const;
const filamentSensor = { object: { filament_detected: 'boolean', enabled: 'boolean' } } as const;
const leveling = { object: { applied: 'boolean' } } as const;
const extruderStepper = {
  pressure_advance: 'number',
  smooth_time: 'number',
  motion_queue: { nullable: 'string' },
} as const;

export const OBJECT_SHAPES: ObjectShapes = {
  bed_mesh: {
    object: {
      profile_name: 'string',
      mesh_min: coord,
      mesh_max: coord,
      probed_matrix: matrix,
      mesh_matrix: matrix,
      profiles: {
        record: {
          object: {
            points: matrix,
            mesh_params: {
              object: {
                min_x: 'number',
                max_x: 'number',
                min_y: 'number',
                max_y: 'number',
                x_count: 'number',
                y_count: 'number',
                mesh_x_pps: 'number',
                mesh_y_pps: 'number',
                algo: 'string',
                tension: 'number',
              },
            },
          },
        },
      },
    },
  },
  bed_screws: {
    object: {
      is_active: 'boolean',
      state: { nullable: { oneOf: ['adjust', 'fine'] } },
      current_screw: 'number',
      accepted_screws: 'number',
    },
  },
  configfile: {
    object: {
      config: { record: { record: 'string' } },
      settings: { record: { record: 'unknown' } },
      save_config_pending: 'boolean',
      save_config_pending_items: { record: { nullable: { record: 'string' } } },
      warnings: { array: { record: 'unknown' } },
    },
  },
  controller_fan: fan,
  display_status: { object: { progress: 'number', message: { nullable: 'string' } } },
  dotstar: led,
  exclude_object: {
    object: {
      objects: {
        array: {
          object: {
            name: 'string',
            center: { optional: coord },
            polygon: { optional: matrix },
          },
        },
      },
      excluded_objects: strings,
      current_object: { nullable: 'string' },
    },
  },
  extruder: {
    object: {
      temperature: 'number',
      target: 'number',
      power: 'number',
      can_extrude: 'boolean',
      ...extruderStepper,
    },
  },
  extruder_stepper: { object: extruderStepper },
  fan,
  fan_generic: fan,
  filament_motion_sensor: filamentSensor,
  filament_switch_sensor: filamentSensor,
  firmware_retraction: {
    object: {
      retract_length: 'number',
      retract_speed: 'number',
      unretract_extra_length: 'number',
      unretract_speed: 'number',
    },
  },
  gcode: { object: { commands: { record: { object: { help: { optional: 'string' } } } } } },
  gcode_macro: { record: 'unknown' },
  gcode_move: {
    object: {
      speed_factor: 'number',
      speed: 'number',
      extrude_factor: 'number',
      absolute_coordinates: 'boolean',
      absolute_extrude: 'boolean',
      homing_origin: coord,
      position: coord,
      gcode_position: coord,
      axis_map: { record: 'number' },
    },
  },
  heater_bed: heater,
  heater_fan: fan,
  heater_generic: heater,
  heaters: {
    object: {
      available_heaters: strings,
      available_sensors: strings,
      available_monitors: strings,
    },
  },
  idle_timeout: {
    object: {
      state: { oneOf: ['Idle', 'Printing', 'Ready'] },
      printing_time: 'number',
      idle_timeout: 'number',
    },
  },
  led,
  manual_probe: {
    object: {
      is_active: 'boolean',
      z_position: { nullable: 'number' },
      z_position_lower: { nullable: 'number' },
      z_position_upper: { nullable: 'number' },
    },
  },
  mcu: {
    object: {
      mcu_version: 'string',
      mcu_build_versions: 'string',
      mcu_constants: { record: 'string|number' },
      last_stats: { record: 'number' },
    },
  },
  motion_report: {
    object: {
      live_position: coord,
      live_velocity: 'number',
      live_extruder_velocity: 'number',
      steppers: strings,
      trapq: strings,
    },
  },
  neopixel: led,
  output_pin: { object: { value: 'number' } },
  pause_resume: { object: { is_paused: 'boolean' } },
  print_stats: {
    object: {
      filename: 'string',
      total_duration: 'number',
      print_duration: 'number',
      filament_used: 'number',
      state: { oneOf: ['standby', 'printing', 'paused', 'complete', 'cancelled', 'error'] },
      message: 'string',
      info: {
        object: {
          total_layer: { nullable: 'number' },
          current_layer: { nullable: 'number' },
        },
      },
    },
  },
  probe: { object: { name: 'string', last_query: 'boolean', last_z_result: 'number' } },
  quad_gantry_level: leveling,
  query_endstops: { object: { last_query: { record: 'number|boolean' } } },
  save_variables: { object: { variables: { record: 'unknown' } } },
  screws_tilt_adjust: {
    object: {
      error: 'boolean',
      max_deviation: { nullable: 'number' },
      results: {
        record: {
          object: {
            z: 'number',
            sign: { oneOf: ['CW', 'CCW'] },
            adjust: 'string',
            is_base: 'boolean',
          },
        },
      },
    },
  },
  stepper_enable: { object: { steppers: { record: 'boolean' } } },
  system_stats: { object: { sysload: 'number', cputime: 'number', memavail: 'number' } },
  temperature_fan: {
    object: {
      speed: 'number',
      rpm: { nullable: 'number' },
      temperature: 'number',
      target: 'number',
    },
  },
  temperature_sensor: {
    object: { temperature: 'number', measured_min_temp: 'number', measured_max_temp: 'number' },
  },
  toolhead: {
    object: {
      homed_axes: 'string',
      axis_minimum: coord,
      axis_maximum: coord,
      print_time: 'number',
      stalls: 'number',
      estimated_print_time: 'number',
      extruder: 'string',
      position: coord,
      max_velocity: 'number',
      max_accel: 'number',
      minimum_cruise_ratio: { optional: 'number' },
      max_accel_to_decel: { optional: 'number' },
      square_corner_velocity: 'number',
      extra_axes: { record: 'number' },
    },
  },
  virtual_sdcard: {
    object: {
      file_path: { nullable: 'string' },
      progress: 'number',
      is_active: 'boolean',
      file_position: 'number',
      file_size: 'number',
    },
  },
  webhooks: {
    object: {
      state: { oneOf: ['startup', 'ready', 'error', 'shutdown'] },
      state_message: 'string',
    },
  },
  z_tilt: leveling,
};
