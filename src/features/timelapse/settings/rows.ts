// The rows of the timelapse panel and of its render dialog, in their order: each setting's row is
// declared once here (a numeric field's label and rule live in NUMBER_FIELDS); whether a row shows
// follows shownFor.
import type { TimelapseMode, TimelapseSettings } from '../../../../protocol/timelapse';
import type { MessageKey } from '../../../locales/keys';
import {
  PARK_POSITIONS,
  PIXEL_FORMATS,
  TIMELAPSE_MODES,
  type NumberField,
} from '../settings-rules';
import timelapseSettingsMessages from '../../../locales/en/timelapseSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';

// The labels this table names are in the timelapse settings area.
registerEnglishArea(timelapseSettingsMessages);

export type BooleanKey = {
  [K in keyof TimelapseSettings]: TimelapseSettings[K] extends boolean ? K : never;
}[keyof TimelapseSettings];

export type SelectKey = 'mode' | 'parkpos' | 'pixelformat';

export type Row =
  | { kind: 'camera'; field: 'camera' }
  | { kind: 'number'; field: NumberField }
  | { kind: 'switch'; field: BooleanKey; label: MessageKey }
  | {
      kind: 'select';
      field: SelectKey;
      label: MessageKey;
      options: readonly string[];
      /** The label of an option; without it, the value itself. */
      optionLabel?: (value: string) => MessageKey;
    };

const number = (field: NumberField): Row => ({ kind: 'number', field });
const toggle = (field: BooleanKey, label: MessageKey): Row => ({ kind: 'switch', field, label });

/** Camera, mode, the hyperlapse cycle, stream delay and verbose G-code. */
export const GENERAL_ROWS: readonly Row[] = [
  { kind: 'camera', field: 'camera' },
  {
    kind: 'select',
    field: 'mode',
    label: 'timelapseSettings.mode',
    options: TIMELAPSE_MODES,
    optionLabel: (value) => `timelapseSettings.modes.${value as TimelapseMode}`,
  },
  number('hyperlapse_cycle'),
  number('stream_delay_compensation'),
  toggle('gcode_verbose', 'timelapseSettings.gcodeVerbose'),
];

/** Toolhead parking: the switch, then the position and moves it calls for. */
export const PARKING_ROWS: readonly Row[] = [
  toggle('parkhead', 'timelapseSettings.parkhead'),
  {
    kind: 'select',
    field: 'parkpos',
    label: 'timelapseSettings.parkpos',
    options: PARK_POSITIONS,
    optionLabel: (value) =>
      `timelapseSettings.positions.${value as (typeof PARK_POSITIONS)[number]}`,
  },
  number('park_custom_pos_x'),
  number('park_custom_pos_y'),
  number('park_custom_pos_dz'),
  number('park_time'),
  number('park_travel_speed'),
  toggle('fw_retract', 'timelapseSettings.fwRetract'),
  number('park_retract_distance'),
  number('park_retract_speed'),
  number('park_extrude_distance'),
  number('park_extrude_speed'),
];

/** The render dialog's settings. */
export const RENDER_ROWS: readonly Row[] = [
  toggle('autorender', 'timelapseSettings.autorender'),
  toggle('variable_fps', 'timelapseSettings.variableFps'),
  number('output_framerate'),
  number('targetlength'),
  number('variable_fps_min'),
  number('variable_fps_max'),
  number('constant_rate_factor'),
  {
    kind: 'select',
    field: 'pixelformat',
    label: 'timelapseSettings.pixelFormat',
    options: PIXEL_FORMATS,
  },
  number('duplicatelastframe'),
  toggle('previewimage', 'timelapseSettings.previewImage'),
  toggle('saveframes', 'timelapseSettings.saveFrames'),
];
