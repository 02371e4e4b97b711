// The realistic printer.cfg the virtual printer writes on first run: a cartesian printer with two
// extruders, fans, outputs, LEDs, filament sensors, retraction, saved variables, a probe and the
// bed-levelling helpers, and the usual macros. The virtual farm (sim/farm.ts) varies the bed size and
// leaves the heated chamber out on some of its printers.

import { dirname, join } from 'node:path';
import { VIRTUAL_MCU_SERIAL } from './mcu_link';

/** What differs between the virtual farm's printers; the defaults are the usual virtual printer. */
export interface PrinterModel {
  /** Width and depth of the square bed in mm (default 235). */
  bed?: number;
  /** Whether it has the heated chamber, `[temperature_fan chamber]` (default true). */
  chamber?: boolean;
}

const CHAMBER = `[temperature_fan chamber]
pin: PD12
sensor_type: Generic 3950
sensor_pin: PF5
control: watermark
min_temp: 0
max_temp: 80
target_temp: 35
min_speed: 0.0
max_speed: 1.0

`;

export function defaultPrinterCfg(gcodesDir: string, model: PrinterModel = {}): string {
  // The screws, the probed screws and the mesh keep their distances from the bed's edges (the probe
  // sits 30 mm left of and 10 mm in front of the nozzle).
  const bed = model.bed ?? 235;
  const far = bed - 30;
  return `# Printdeck virtual printer. Edit and RESTART to apply.

[mcu]
serial: ${VIRTUAL_MCU_SERIAL}
restart_method: command

[printer]
kinematics: cartesian
max_velocity: 300
max_accel: 3000
max_z_velocity: 15
max_z_accel: 350

[stepper_x]
step_pin: PF13
dir_pin: PF12
enable_pin: !PF14
microsteps: 16
rotation_distance: 40
endstop_pin: ^PG6
position_endstop: 0
position_min: 0
position_max: ${bed}
homing_speed: 50

[stepper_y]
step_pin: PG0
dir_pin: PG1
enable_pin: !PF15
microsteps: 16
rotation_distance: 40
endstop_pin: ^PG9
position_endstop: 0
position_min: 0
position_max: ${bed}
homing_speed: 50

[stepper_z]
step_pin: PF11
dir_pin: !PG3
enable_pin: !PG5
microsteps: 16
rotation_distance: 8
endstop_pin: ^PG10
position_endstop: 0
position_min: -2
position_max: 250
homing_speed: 10

[extruder]
step_pin: PF9
dir_pin: PF10
enable_pin: !PG2
microsteps: 16
rotation_distance: 33.5
nozzle_diameter: 0.400
filament_diameter: 1.750
heater_pin: PA2
sensor_type: Generic 3950
sensor_pin: PF4
control: pid
pid_Kp: 22.2
pid_Ki: 1.08
pid_Kd: 114
min_temp: 0
max_temp: 280
min_extrude_temp: 170
pressure_advance: 0.04

[extruder1]
step_pin: PE2
dir_pin: PE3
enable_pin: !PD4
microsteps: 16
rotation_distance: 22.678
nozzle_diameter: 0.400
filament_diameter: 1.750
heater_pin: PB4
sensor_type: Generic 3950
sensor_pin: PF6
control: pid
pid_Kp: 21.5
pid_Ki: 1.06
pid_Kd: 109
min_temp: 0
max_temp: 280
min_extrude_temp: 170
pressure_advance: 0.05

[heater_bed]
heater_pin: PA1
sensor_type: Generic 3950
sensor_pin: PF3
control: pid
pid_Kp: 54.0
pid_Ki: 0.77
pid_Kd: 948.0
min_temp: 0
max_temp: 120

[temperature_sensor raspberry_pi]
sensor_type: temperature_host
min_temp: 10
max_temp: 100

${model.chamber === false ? '' : CHAMBER}[fan]
pin: PA8

[heater_fan hotend_fan]
pin: PE5
heater: extruder
heater_temp: 50.0

[controller_fan controller_fan]
pin: PD13
heater: extruder

[fan_generic exhaust_fan]
pin: PD14
max_power: 1.0
off_below: 0.10
kick_start_time: 0.5
tachometer_pin: ^PG14

[output_pin caselight]
pin: PB7
pwm: true
cycle_time: 0.010
scale: 100
value: 0
shutdown_value: 0

[output_pin chamber_light]
pin: PE12
pwm: false
value: 1
shutdown_value: 0

[neopixel status_leds]
pin: PB0
chain_count: 3
color_order: GRBW
initial_RED: 0.0
initial_GREEN: 0.2
initial_BLUE: 0.6
initial_WHITE: 0.0

[filament_switch_sensor runout]
switch_pin: ^PG12
pause_on_runout: True
event_delay: 3.0
pause_delay: 0.5

[filament_motion_sensor encoder]
switch_pin: ^PG13
detection_length: 7.0
extruder: extruder
pause_on_runout: True

[firmware_retraction]
retract_length: 0.8
retract_speed: 35
unretract_extra_length: 0
unretract_speed: 25

[save_variables]
filename: ${join(dirname(gcodesDir), 'config', 'variables.cfg')}

# Calibration: a probe over a slightly warped bed (its shape kept in database/sim_bed.json),
# the bed screws for the paper test, and the same screws measured by the probe.
[probe]
pin: ^PG15
x_offset: -30
y_offset: -10
z_offset: 1.950
speed: 5
lift_speed: 10
samples: 2
samples_result: median
sample_retract_dist: 2
samples_tolerance: 0.02
samples_tolerance_retries: 3

[bed_screws]
screw1: 30, 30
screw1_name: front left screw
screw2: ${far}, 30
screw2_name: front right screw
screw3: ${far}, ${far}
screw3_name: rear right screw
screw4: 30, ${far}
screw4_name: rear left screw
horizontal_move_z: 5
probe_height: 0
speed: 100
probe_speed: 10

[screws_tilt_adjust]
screw1: 60, 40
screw1_name: front left screw
screw2: ${bed}, 40
screw2_name: front right screw
screw3: ${bed}, ${bed - 20}
screw3_name: rear right screw
screw4: 60, ${bed - 20}
screw4_name: rear left screw
horizontal_move_z: 5
speed: 150
screw_thread: CW-M3

# The mesh is measured at the probe's position (30 mm left of and 10 mm in front of the nozzle),
# so it covers what the probe can reach of the ${bed} x ${bed} bed.
[bed_mesh]
speed: 120
horizontal_move_z: 5
mesh_min: 10, 10
mesh_max: ${far}, ${bed - 10}
probe_count: 5, 5
algorithm: bicubic
fade_start: 1
fade_end: 10

[virtual_sdcard]
path: ${gcodesDir}

[pause_resume]

[display_status]

[idle_timeout]
timeout: 600

[gcode_arcs]
resolution: 1.0

[exclude_object]

[respond]

[gcode_macro PRINT_START]
description: Heat the bed and nozzle, home, and start printing
gcode:
  {% set bed = params.BED|default(60)|float %}
  {% set extruder = params.EXTRUDER|default(210)|float %}
  M117 Heating bed to {bed}
  M140 S{bed}
  M104 S150
  G28
  G90
  G1 Z10 F900
  M190 S{bed}
  M117 Heating nozzle to {extruder}
  M109 S{extruder}
  G92 E0
  M117 Printing

[gcode_macro PRINT_END]
description: Retract, park, heaters off, motors off
variable_park_z: 10
gcode:
  {% set th = printer.toolhead %}
  {% set z = th.position[2] + park_z %}
  {% if z > th.axis_maximum[2] %}{% set z = th.axis_maximum[2] %}{% endif %}
  M400
  G91
  G1 E-2 F2700
  G90
  G1 Z{z} F900
  G1 X{th.axis_maximum[0] / 2} Y{th.axis_maximum[1] - 10} F6000
  TURN_OFF_HEATERS
  M107
  M84
  M117 Done

[gcode_macro PAUSE]
description: Pause the print, retract and park
rename_existing: BASE_PAUSE
variable_park_z: 10
variable_retract: 1.0
gcode:
  BASE_PAUSE
  {% set th = printer.toolhead %}
  {% set z = printer.gcode_move.gcode_position[2] + park_z %}
  {% if z > th.axis_maximum[2] %}{% set z = th.axis_maximum[2] %}{% endif %}
  G91
  {% if printer.extruder.can_extrude %}
  G1 E-{retract} F2100
  {% endif %}
  G90
  {% if 'xyz' in th.homed_axes %}
  G1 Z{z} F900
  G1 X{th.axis_minimum[0] + 10} Y{th.axis_maximum[1] - 10} F6000
  {% endif %}

[gcode_macro RESUME]
description: Unretract and resume the print
rename_existing: BASE_RESUME
gcode:
  {% set retract = printer["gcode_macro PAUSE"].retract %}
  G91
  {% if printer.extruder.can_extrude %}
  G1 E{retract} F2100
  {% endif %}
  G90
  BASE_RESUME {rawparams}

[gcode_macro CANCEL_PRINT]
description: Cancel the print, heaters off and park
rename_existing: BASE_CANCEL_PRINT
gcode:
  {% set th = printer.toolhead %}
  TURN_OFF_HEATERS
  M107
  G91
  {% if printer.extruder.can_extrude %}
  G1 E-2 F2700
  {% endif %}
  G90
  {% if 'xyz' in th.homed_axes %}
  G1 X{th.axis_minimum[0] + 10} Y{th.axis_maximum[1] - 10} F6000
  {% endif %}
  BASE_CANCEL_PRINT
`;
}
