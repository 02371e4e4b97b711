// The moonraker-timelapse component (reference §14.9): its settings object (get_settings answers
// it whole; post_settings takes any subset and answers the whole object after the change) and the
// last frame's information.

export type TimelapseMode = 'layermacro' | 'hyperlapse';

export type TimelapseParkPosition =
  | 'center'
  | 'front_left'
  | 'front_right'
  | 'back_left'
  | 'back_right'
  | 'x_only'
  | 'y_only'
  | 'custom';

export interface TimelapseSettings {
  enabled: boolean;
  mode: TimelapseMode;
  /** The webcam whose snapshots are taken, by name ('' = the first one). */
  camera: string;
  /** Follows `camera` on the server; never sent. */
  snapshoturl: string;
  /** Seconds. */
  stream_delay_compensation: number;
  gcode_verbose: boolean;
  parkhead: boolean;
  parkpos: TimelapseParkPosition;
  park_custom_pos_x: number;
  park_custom_pos_y: number;
  park_custom_pos_dz: number;
  park_travel_speed: number;
  park_retract_speed: number;
  park_extrude_speed: number;
  park_retract_distance: number;
  park_extrude_distance: number;
  /** Seconds. */
  park_time: number;
  fw_retract: boolean;
  /** Seconds between frames in hyperlapse mode. */
  hyperlapse_cycle: number;
  autorender: boolean;
  /** ffmpeg's constant rate factor, 0–51. */
  constant_rate_factor: number;
  output_framerate: number;
  pixelformat: string;
  time_format_code: string;
  extraoutputparams: string;
  variable_fps: boolean;
  /** Seconds. */
  targetlength: number;
  variable_fps_min: number;
  variable_fps_max: number;
  rotation: number;
  flip_x: boolean;
  flip_y: boolean;
  duplicatelastframe: number;
  previewimage: boolean;
  saveframes: boolean;
  /** Keys fixed in moonraker.conf: shown read-only. */
  blockedsettings: string[];
}

/** What post_settings accepts: any subset of the keys a client may change. */
export type TimelapseSettingsChange = Partial<
  Omit<TimelapseSettings, 'snapshoturl' | 'blockedsettings'>
>;

/** machine.timelapse.lastframeinfo. */
export interface TimelapseLastFrameInfo {
  framecount: number;
  lastframefile: string;
}

/**
 * notify_timelapse_event's payload and the answers of render/saveframes (reference §14.9). The
 * component sends numbers as strings in some places (framecount of a render), so both are allowed.
 */
export interface TimelapseEvent {
  action: 'newframe' | 'render' | 'saveframes' | (string & {});
  /** newframe: 'success' or 'error'; render: 'started', 'running', 'success', 'error', 'skipped'. */
  status?: string;
  frame?: number | string;
  framefile?: string;
  framecount?: number | string;
  framerate?: number;
  crf?: number;
  pixelformat?: string;
  /** render: per cent, 0–100. */
  progress?: number;
  filename?: string;
  printfile?: string;
  previewimage?: string;
  zipfile?: string;
  msg?: string;
  cmd?: string;
  cmdresponse?: string;
}

/**
 * The component's defaults (reference §14.9): what get_settings answers before any change. The
 * dashboard resets to them and reads a missing value as them; the simulator's tests hold its
 * answers to them.
 */
export const TIMELAPSE_DEFAULTS: TimelapseSettings = {
  enabled: true,
  mode: 'layermacro',
  camera: '',
  snapshoturl: 'http://localhost:8080/?action=snapshot',
  stream_delay_compensation: 0.05,
  gcode_verbose: false,
  parkhead: false,
  parkpos: 'back_left',
  park_custom_pos_x: 10,
  park_custom_pos_y: 10,
  park_custom_pos_dz: 0,
  park_travel_speed: 100,
  park_retract_speed: 15,
  park_extrude_speed: 15,
  park_retract_distance: 1,
  park_extrude_distance: 1,
  park_time: 0.1,
  fw_retract: false,
  hyperlapse_cycle: 30,
  autorender: true,
  constant_rate_factor: 23,
  output_framerate: 30,
  pixelformat: 'yuv420p',
  time_format_code: '%Y%m%d_%H%M',
  extraoutputparams: '',
  variable_fps: false,
  targetlength: 10,
  variable_fps_min: 5,
  variable_fps_max: 60,
  rotation: 0,
  flip_x: false,
  flip_y: false,
  duplicatelastframe: 5,
  previewimage: true,
  saveframes: false,
  blockedsettings: [],
};
