// timelapse.cfg: the Klipper side of moonraker-timelapse for the virtual printer (the macros its
// users include in printer.cfg), written for the simulator's template language. TIMELAPSE_TAKE_FRAME
// parks the head as set up (position from the bed limits, travel speed, retraction unless firmware
// retraction, dz), pauses the print, calls the `timelapse_newframe` remote method and waits until
// Moonraker releases it (`takingframe`) before resuming; _SET_TIMELAPSE_SETUP keeps what Moonraker
// pushes; HYPERLAPSE takes a frame every cycle; TIMELAPSE_RENDER renders and waits for it;
// GET_TIMELAPSE_SETUP shows the setup and TEST_STREAM_DELAY helps tune the delays.
// `--timelapse` writes the file into the config folder and includes it from printer.cfg.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadOrCreateConfig } from '../../klipper/config';

export const MACROS_FILE = 'timelapse.cfg';

const SETUP = `[gcode_macro _SET_TIMELAPSE_SETUP]
description: Set up the timelapse frames (sent by Moonraker's timelapse component)
gcode:
  {% set tl = printer['gcode_macro TIMELAPSE_TAKE_FRAME'] %}
  {% set lo = printer.toolhead.axis_minimum %}
  {% set hi = printer.toolhead.axis_maximum %}
  {% set k = 1 %}
  {% if printer.configfile.settings.printer.kinematics in ['delta', 'polar', 'rotary_delta', 'winch'] %}{% set k = 1.42 %}{% endif %}
  {% set enable = tl.enable %}
  {% if params.ENABLE %}
    {% if params.ENABLE|lower not in ['true', 'false'] %}{action_raise_error("ENABLE=" ~ params.ENABLE ~ " not supported. Allowed values are [True, False]")}{% endif %}
    {% set enable = params.ENABLE|lower == 'true' %}
  {% endif %}
  {% set verbose = tl.verbose %}
  {% if params.VERBOSE %}
    {% if params.VERBOSE|lower not in ['true', 'false'] %}{action_raise_error("VERBOSE=" ~ params.VERBOSE ~ " not supported. Allowed values are [True, False]")}{% endif %}
    {% set verbose = params.VERBOSE|lower == 'true' %}
  {% endif %}
  {% set cx = tl.custom_x %}
  {% if params.CUSTOM_POS_X %}
    {% if params.CUSTOM_POS_X|float < lo[0] or params.CUSTOM_POS_X|float > hi[0] %}{action_raise_error("CUSTOM_POS_X=" ~ params.CUSTOM_POS_X ~ " must be within [" ~ lo[0] ~ " - " ~ hi[0] ~ "]")}{% endif %}
    {% set cx = params.CUSTOM_POS_X|float|round(3) %}
  {% endif %}
  {% set cy = tl.custom_y %}
  {% if params.CUSTOM_POS_Y %}
    {% if params.CUSTOM_POS_Y|float < lo[1] or params.CUSTOM_POS_Y|float > hi[1] %}{action_raise_error("CUSTOM_POS_Y=" ~ params.CUSTOM_POS_Y ~ " must be within [" ~ lo[1] ~ " - " ~ hi[1] ~ "]")}{% endif %}
    {% set cy = params.CUSTOM_POS_Y|float|round(3) %}
  {% endif %}
  {% set cdz = tl.custom_dz %}
  {% if params.CUSTOM_POS_DZ %}
    {% if params.CUSTOM_POS_DZ|float < lo[2] or params.CUSTOM_POS_DZ|float > hi[2] %}{action_raise_error("CUSTOM_POS_DZ=" ~ params.CUSTOM_POS_DZ ~ " must be within [" ~ lo[2] ~ " - " ~ hi[2] ~ "]")}{% endif %}
    {% set cdz = params.CUSTOM_POS_DZ|float|round(3) %}
  {% endif %}
  {% set park_enable = tl.park_enable %}
  {% if params.PARK_ENABLE %}
    {% if params.PARK_ENABLE|lower not in ['true', 'false'] %}{action_raise_error("PARK_ENABLE=" ~ params.PARK_ENABLE ~ " not supported. Allowed values are [True, False]")}{% endif %}
    {% set park_enable = params.PARK_ENABLE|lower == 'true' %}
  {% endif %}
  {% set pos = tl.park_pos %}
  {% set px = tl.park_x %}
  {% set py = tl.park_y %}
  {% set pdz = tl.park_dz %}
  {% if params.PARK_POS %}
    {% set pos = params.PARK_POS|lower %}
    {% set pdz = 0 %}
    {% if pos == 'center' %}
      {% set px = (hi[0] - (hi[0] - lo[0]) / 2)|round(3) %}
      {% set py = (hi[1] - (hi[1] - lo[1]) / 2)|round(3) %}
      {% set pdz = 1 %}
    {% elif pos in ['front_left', 'front_right', 'back_left', 'back_right'] %}
      {% set px = (lo[0] / k)|round(3) %}
      {% if pos in ['front_right', 'back_right'] %}{% set px = (hi[0] / k)|round(3) %}{% endif %}
      {% set py = (lo[1] / k)|round(3) %}
      {% if pos in ['back_left', 'back_right'] %}{% set py = (hi[1] / k)|round(3) %}{% endif %}
    {% elif pos in ['custom', 'x_only', 'y_only'] %}
      {% set px = cx %}
      {% set py = cy %}
      {% set pdz = cdz %}
    {% else %}
      {action_raise_error("PARK_POS=" ~ params.PARK_POS|upper ~ " not supported. Allowed values are [CENTER, FRONT_LEFT, FRONT_RIGHT, BACK_LEFT, BACK_RIGHT, CUSTOM, X_ONLY, Y_ONLY]")}
    {% endif %}
  {% endif %}
  {% set park_time = tl.park_time %}
  {% if params.PARK_TIME %}
    {% if params.PARK_TIME|float < 0 %}{action_raise_error("PARK_TIME=" ~ params.PARK_TIME ~ " must be a positive number")}{% endif %}
    {% set park_time = params.PARK_TIME|float|round(3) %}
  {% endif %}
  {% set travel = tl.travel_speed %}
  {% if params.TRAVEL_SPEED %}
    {% if params.TRAVEL_SPEED|float <= 0 %}{action_raise_error("TRAVEL_SPEED=" ~ params.TRAVEL_SPEED ~ " must be larger than 0")}{% endif %}
    {% set travel = params.TRAVEL_SPEED|float|round(3) %}
  {% endif %}
  {% set retract_speed = tl.retract_speed %}
  {% if params.RETRACT_SPEED %}
    {% if params.RETRACT_SPEED|float <= 0 %}{action_raise_error("RETRACT_SPEED=" ~ params.RETRACT_SPEED ~ " must be larger than 0")}{% endif %}
    {% set retract_speed = params.RETRACT_SPEED|float|round(3) %}
  {% endif %}
  {% set extrude_speed = tl.extrude_speed %}
  {% if params.EXTRUDE_SPEED %}
    {% if params.EXTRUDE_SPEED|float <= 0 %}{action_raise_error("EXTRUDE_SPEED=" ~ params.EXTRUDE_SPEED ~ " must be larger than 0")}{% endif %}
    {% set extrude_speed = params.EXTRUDE_SPEED|float|round(3) %}
  {% endif %}
  {% set extrude = tl.extrude %}
  {% if params.EXTRUDE_DISTANCE %}
    {% if params.EXTRUDE_DISTANCE|float < 0 %}{action_raise_error("EXTRUDE_DISTANCE=" ~ params.EXTRUDE_DISTANCE ~ " must be specified as positiv number")}{% endif %}
    {% set extrude = params.EXTRUDE_DISTANCE|float|round(3) %}
  {% endif %}
  {% set retract = tl.retract %}
  {% if params.RETRACT_DISTANCE %}
    {% if params.RETRACT_DISTANCE|float < 0 %}{action_raise_error("RETRACT_DISTANCE=" ~ params.RETRACT_DISTANCE ~ " must be specified as positiv number")}{% endif %}
    {% set retract = params.RETRACT_DISTANCE|float|round(3) %}
  {% endif %}
  {% set fw_retract = tl.fw_retract %}
  {% if params.FW_RETRACT %}
    {% if params.FW_RETRACT|lower not in ['true', 'false'] %}{action_raise_error("FW_RETRACT=" ~ params.FW_RETRACT ~ " not supported. Allowed values are [True, False]")}{% endif %}
    {% set fw_retract = False %}
    {% if 'firmware_retraction' in printer.configfile.settings %}
      {% set fw_retract = params.FW_RETRACT|lower == 'true' %}
    {% elif params.FW_RETRACT|lower == 'true' %}
      {action_raise_error("[firmware_retraction] not defined in printer.cfg. Can not enable fw_retract")}
    {% endif %}
  {% endif %}
  {% set pause_macro = tl.pause_macro %}
  {% if 'gcode_macro pause' in printer.configfile.settings %}{% set pause_macro = printer.configfile.settings['gcode_macro pause'].rename_existing %}{% endif %}
  {% set resume_macro = tl.resume_macro %}
  {% if 'gcode_macro resume' in printer.configfile.settings %}{% set resume_macro = printer.configfile.settings['gcode_macro resume'].rename_existing %}{% endif %}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=enable VALUE={enable}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=verbose VALUE={verbose}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=custom_x VALUE={cx}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=custom_y VALUE={cy}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=custom_dz VALUE={cdz}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=park_enable VALUE={park_enable}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=park_pos VALUE="'{pos}'"
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=park_x VALUE={px}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=park_y VALUE={py}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=park_dz VALUE={pdz}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=park_time VALUE={park_time}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=travel_speed VALUE={travel}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=retract_speed VALUE={retract_speed}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=extrude_speed VALUE={extrude_speed}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=retract VALUE={retract}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=extrude VALUE={extrude}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=fw_retract VALUE={fw_retract}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=pause_macro VALUE="'{pause_macro}'"
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=resume_macro VALUE="'{resume_macro}'"
`;

const TAKE_FRAME = `[gcode_macro TIMELAPSE_TAKE_FRAME]
description: Take a timelapse frame
variable_enable: False
variable_verbose: True
variable_takingframe: False
variable_is_paused: False
variable_check_time: 0.5
variable_park_enable: False
variable_park_pos: 'center'
variable_park_time: 0.1
variable_park_x: 0
variable_park_y: 0
variable_park_dz: 0
variable_custom_x: 0
variable_custom_y: 0
variable_custom_dz: 0
variable_travel_speed: 100
variable_retract_speed: 15
variable_extrude_speed: 15
variable_retract: 1.0
variable_extrude: 1.0
variable_fw_retract: False
variable_pause_macro: 'PAUSE'
variable_resume_macro: 'RESUME'
variable_restore_absolute: True
variable_restore_absolute_e: True
variable_restore_speed: 1500
variable_restore_e: 0
variable_restore_speed_factor: 1.0
variable_restore_extrude_factor: 1.0
gcode:
  {% set hyperlapse = params.HYPERLAPSE|default('false')|lower == 'true' %}
  {% set running = printer['gcode_macro HYPERLAPSE'].run %}
  {% if not enable %}
    {% if verbose %}{action_respond_info("Timelapse: disabled, take frame ignored")}{% endif %}
  {% elif (hyperlapse and running) or (not hyperlapse and not running) %}
    {% if park_enable %}
      {% set gm = printer.gcode_move %}
      {% set th = printer.toolhead %}
      {% set z = gm.gcode_position[2] + park_dz %}
      {% if z > th.axis_maximum[2] %}{% set z = th.axis_maximum[2] %}{% endif %}
      {% set gx = '' %}
      {% if park_pos != 'y_only' %}{% set gx = 'X' ~ park_x %}{% endif %}
      {% set gy = '' %}
      {% if park_pos != 'x_only' %}{% set gy = 'Y' ~ park_y %}{% endif %}
      SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=restore_absolute VALUE={gm.absolute_coordinates}
      SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=restore_absolute_e VALUE={gm.absolute_extrude}
      SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=restore_speed VALUE={gm.speed}
      SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=restore_e VALUE={gm.gcode_position[3]}
      SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=restore_speed_factor VALUE={gm.speed_factor}
      SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=restore_extrude_factor VALUE={gm.extrude_factor}
      {% if not printer[th.extruder].can_extrude %}
        {% if verbose %}{action_respond_info("Timelapse: Warning, minimum extruder temperature not reached!")}{% endif %}
      {% elif fw_retract %}
        G10
      {% else %}
        M83
        G0 E-{retract} F{retract_speed * 60}
      {% endif %}
      SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=is_paused VALUE=True
      {pause_macro}
      SET_GCODE_OFFSET X=0 Y=0
      G90
      {% if 'xyz' not in th.homed_axes %}
        {% if verbose %}{action_respond_info("Timelapse: Warning, axis not homed yet!")}{% endif %}
      {% else %}
        G0 {gx} {gy} Z{z} F{travel_speed * 60}
      {% endif %}
      SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=takingframe VALUE=True
      UPDATE_DELAYED_GCODE ID=_WAIT_TIMELAPSE_TAKE_FRAME DURATION={check_time}
      M400
    {% endif %}
    _TIMELAPSE_NEW_FRAME HYPERLAPSE={hyperlapse}
  {% endif %}

[gcode_macro _TIMELAPSE_NEW_FRAME]
description: Ask Moonraker's timelapse component for a frame
gcode:
  {action_call_remote_method("timelapse_newframe", macropark=printer['gcode_macro TIMELAPSE_TAKE_FRAME'].park_enable, hyperlapse=params.HYPERLAPSE)}

[delayed_gcode _WAIT_TIMELAPSE_TAKE_FRAME]
gcode:
  {% set tl = printer['gcode_macro TIMELAPSE_TAKE_FRAME'] %}
  {% set gm = printer.gcode_move %}
  {% if tl.takingframe %}
    UPDATE_DELAYED_GCODE ID=_WAIT_TIMELAPSE_TAKE_FRAME DURATION={tl.check_time}
  {% else %}
    {tl.resume_macro} VELOCITY={tl.travel_speed}
    SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=is_paused VALUE=False
    {% if not printer[printer.toolhead.extruder].can_extrude %}
      {action_respond_info("Timelapse: Warning minimum extruder temperature not reached!")}
    {% elif tl.fw_retract %}
      G11
    {% else %}
      G0 E{tl.extrude} F{tl.extrude_speed * 60}
      G0 F{tl.restore_speed}
      {% if tl.restore_absolute_e %}
        M82
        G92 E{tl.restore_e}
      {% endif %}
    {% endif %}
    {% if tl.restore_speed_factor != gm.speed_factor %}M220 S{(gm.speed_factor * 100)|round(0)}{% endif %}
    {% if tl.restore_extrude_factor != gm.extrude_factor %}M221 S{(gm.extrude_factor * 100)|round(0)}{% endif %}
    {% if not tl.restore_absolute %}G91{% endif %}
  {% endif %}
`;

const HYPERLAPSE = `[gcode_macro HYPERLAPSE]
description: Start/Stop a hyperlapse recording
variable_cycle: 0
variable_run: False
gcode:
  {% set cycle = params.CYCLE|default(30)|int %}
  {% set action = params.ACTION|default('')|lower %}
  {% if action == 'start' %}
    {action_respond_info("Hyperlapse: frames started (Cycle " ~ cycle ~ " sec)")}
    SET_GCODE_VARIABLE MACRO=HYPERLAPSE VARIABLE=run VALUE=True
    SET_GCODE_VARIABLE MACRO=HYPERLAPSE VARIABLE=cycle VALUE={cycle}
    UPDATE_DELAYED_GCODE ID=_HYPERLAPSE_LOOP DURATION={cycle}
    TIMELAPSE_TAKE_FRAME HYPERLAPSE=True
  {% elif action == 'stop' %}
    {% if run %}{action_respond_info("Hyperlapse: frames stopped")}{% endif %}
    SET_GCODE_VARIABLE MACRO=HYPERLAPSE VARIABLE=run VALUE=False
    UPDATE_DELAYED_GCODE ID=_HYPERLAPSE_LOOP DURATION=0
  {% else %}
    {action_raise_error("Hyperlapse: No valid input parameter. Use: HYPERLAPSE ACTION=START [CYCLE=time] or HYPERLAPSE ACTION=STOP")}
  {% endif %}

[delayed_gcode _HYPERLAPSE_LOOP]
gcode:
  UPDATE_DELAYED_GCODE ID=_HYPERLAPSE_LOOP DURATION={printer['gcode_macro HYPERLAPSE'].cycle}
  TIMELAPSE_TAKE_FRAME HYPERLAPSE=True
`;

const HELPERS = `[gcode_macro GET_TIMELAPSE_SETUP]
description: Print the Timelapse setup
gcode:
  {% set tl = printer['gcode_macro TIMELAPSE_TAKE_FRAME'] %}
  {action_respond_info("Timelapse Setup:")}
  {action_respond_info("enable: " ~ tl.enable)}
  {action_respond_info("park: " ~ tl.park_enable)}
  {% if tl.park_enable %}
    {action_respond_info("park position: " ~ tl.park_pos ~ " time: " ~ tl.park_time ~ " s")}
    {action_respond_info("park cord x:" ~ tl.park_x ~ " y:" ~ tl.park_y ~ " dz:" ~ tl.park_dz)}
    {action_respond_info("travel speed: " ~ tl.travel_speed ~ " mm/s")}
  {% endif %}
  {action_respond_info("fw_retract: " ~ tl.fw_retract)}
  {% if not tl.fw_retract %}
    {action_respond_info("retract: " ~ tl.retract ~ " mm speed: " ~ tl.retract_speed ~ " mm/s")}
    {action_respond_info("extrude: " ~ tl.extrude ~ " mm speed: " ~ tl.extrude_speed ~ " mm/s")}
  {% endif %}
  {action_respond_info("verbose: " ~ tl.verbose)}

[gcode_macro TEST_STREAM_DELAY]
description: Helper macro to find stream and park delay
gcode:
  {% set th = printer.toolhead %}
  {% set tl = printer['gcode_macro TIMELAPSE_TAKE_FRAME'] %}
  {% if th.position[2] <= 5 %}
    {action_raise_error("Toolhead z " ~ (th.position[2]|round(3)) ~ " to low. Please place head above z = 5.0")}
  {% endif %}
  G0 X{th.axis_minimum[0] + 5} F{tl.travel_speed * 60}
  G0 X{(th.axis_maximum[0] - th.axis_minimum[0]) / 2}
  G4 P{tl.park_time * 1000}
  _TIMELAPSE_NEW_FRAME HYPERLAPSE=FALSE
  G0 X{th.axis_maximum[0] - 5}
`;

const RENDER = `[gcode_macro TIMELAPSE_RENDER]
description: Render Timelapse video and wait for the result
variable_render: False
variable_run_identifier: 0
gcode:
  {action_respond_info("Timelapse: Rendering started")}
  {action_call_remote_method("timelapse_render", byrendermacro="True")}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_RENDER VARIABLE=render VALUE=True
  {printer.configfile.settings['gcode_macro pause'].rename_existing}
  UPDATE_DELAYED_GCODE ID=_WAIT_TIMELAPSE_RENDER DURATION=0.5

[delayed_gcode _WAIT_TIMELAPSE_RENDER]
gcode:
  {% set tr = printer['gcode_macro TIMELAPSE_RENDER'] %}
  {% set ri = tr.run_identifier % 4 %}
  SET_GCODE_VARIABLE MACRO=TIMELAPSE_RENDER VARIABLE=run_identifier VALUE={ri + 1}
  {% if tr.render %}
    M117 Rendering {['-', '|', '/', '-'][ri]}
    UPDATE_DELAYED_GCODE ID=_WAIT_TIMELAPSE_RENDER DURATION=0.5
  {% else %}
    {action_respond_info("Timelapse: Rendering finished")}
    M117
    {printer.configfile.settings['gcode_macro resume'].rename_existing}
  {% endif %}
`;

/** The whole file. */
export function timelapseMacros(): string {
  return [
    '# Timelapse macros of the virtual printer (Moonraker-timelapse talks to them).',
    '',
    SETUP,
    TAKE_FRAME,
    HYPERLAPSE,
    RENDER,
    HELPERS,
  ].join('\n');
}

const INCLUDE = /^\s*\[\s*include\s+timelapse\.cfg\s*\]/m;

/**
 * `--timelapse` on the Klipper side: timelapse.cfg in the config folder when missing, and
 * `[include timelapse.cfg]` in printer.cfg (written first when the folder has none) when missing.
 */
export function installTimelapseMacros(configDir: string, gcodesDir: string): void {
  const file = join(configDir, MACROS_FILE);
  if (!existsSync(file)) writeFileSync(file, timelapseMacros());
  const printerCfg = join(configDir, 'printer.cfg');
  loadOrCreateConfig(printerCfg, gcodesDir);
  const text = readFileSync(printerCfg, 'utf8');
  if (INCLUDE.test(text)) return;
  writeFileSync(printerCfg, `[include ${MACROS_FILE}]\n${text}`);
}
