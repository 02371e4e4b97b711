// What the timelapse component holds: its settings (defaults, then the database's `timelapse` →
// `config`, then the values fixed in moonraker.conf's [timelapse], listed in `blockedsettings`), the
// options it read (server.config), and a POST applied as the real component applies one.

import type { Json } from '../../args';
import { ServerError } from '../../errors';
import { convertConf, convertPosted } from '../../python_values';
import {
  absoluteSnapshotUrl,
  defaultSettings,
  GCODE_SETTINGS,
  pyTypeOf,
  type SettingsObject,
} from './settings';

/** A camera as the webcam component describes it (the fields the timelapse component reads). */
export interface TimelapseWebcam {
  name: string;
  snapshot_url: string;
  flip_horizontal: boolean;
  flip_vertical: boolean;
  rotation: number;
}

export interface TimelapseInput {
  /** The [timelapse] section's options, in file order (names lower-cased). */
  options: ReadonlyMap<string, string>;
  /** What the database holds under `timelapse` → `config` (undefined: nothing yet). */
  stored: unknown;
  /** Whether an ffmpeg binary is at this path. */
  ffmpegAt(path: string): boolean;
  /** The configured webcams (none: the component falls back to its own snapshot settings). */
  webcams(): TimelapseWebcam[];
}

/** What a POST changed, for the parts that react to it (Klipper's variables, hyperlapse). */
export interface PostOutcome {
  gcodeChanged: boolean;
  modeChanged: boolean;
}

export const OUTPUT_PATH_DEFAULT = '~/timelapse/';
export const FRAME_PATH_DEFAULT = '/tmp/timelapse/';
export const FFMPEG_DEFAULT = '/usr/bin/ffmpeg';

const SECTION = 'timelapse';

export class TimelapseState {
  readonly settings: SettingsObject = defaultSettings();
  /** server.config's `config.timelapse`: every option read, with its value, in reading order. */
  readonly parsed: Record<string, Json> = {};
  readonly outputPath: string;
  readonly framePath: string;
  readonly ffmpegPath: string;
  readonly ffmpegInstalled: boolean;

  /** Throws ConfValueError when an option of the section cannot be read (the component fails). */
  constructor(private readonly input: TimelapseInput) {
    this.outputPath = this.readStr('output_path', OUTPUT_PATH_DEFAULT);
    this.framePath = this.readStr('frame_path', FRAME_PATH_DEFAULT);
    this.ffmpegPath = this.readStr('ffmpeg_binary_path', FFMPEG_DEFAULT);
    this.read('wget_skip_cert_check', 'bool', false);
    const stored = input.stored;
    if (typeof stored === 'object' && stored !== null && !Array.isArray(stored))
      Object.assign(this.settings, stored as SettingsObject);
    const blocked: string[] = [];
    for (const option of input.options.keys()) {
      if (!(option in this.settings)) continue;
      const type = pyTypeOf(option, this.settings[option] ?? null);
      if (type !== 'other') this.settings[option] = this.read(option, type, null);
      blocked.push(option);
    }
    this.settings.blockedsettings = blocked;
    this.ffmpegInstalled = input.ffmpegAt(this.ffmpegPath);
    if (!this.ffmpegInstalled) this.settings.autorender = false;
    this.refreshWebcam();
  }

  /** The settings object the endpoints answer. */
  snapshot(): SettingsObject {
    return { ...this.settings };
  }

  /**
   * A POST, key by key in the order received, as the real component runs it: a known key's value
   * is converted to the type of the value held (a failed conversion answers 400, the keys before it
   * staying changed), set and saved, blocked or not; unknown keys are skipped. `snapshoturl` and
   * `blockedsettings` have no conversion: the component stores the previous key's value under them,
   * or fails with Python's UnboundLocalError (500) when they come first.
   */
  post(args: Record<string, unknown>, save: (key: string, value: Json) => void): PostOutcome {
    const outcome: PostOutcome = { gcodeChanged: false, modeChanged: false };
    let last: { value: Json } | null = null;
    for (const [key, raw] of Object.entries(args)) {
      if (!(key in this.settings)) continue;
      const type = pyTypeOf(key, this.settings[key] ?? null);
      if (key !== 'snapshoturl' && type !== 'other')
        last = { value: convertPosted(key, type, raw) };
      if (last === null)
        throw new ServerError(
          "cannot access local variable 'settingvalue' where it is not associated with a value",
          500,
        );
      this.settings[key] = last.value;
      save(key, last.value);
      if (key === 'camera') this.refreshWebcam();
      if (GCODE_SETTINGS.has(key)) outcome.gcodeChanged = true;
      if (key === 'mode') outcome.modeChanged = true;
    }
    return outcome;
  }

  /**
   * The snapshot URL, flips and rotation from the chosen camera (else the first, else its own), as
   * the component reads them at start, on a camera change, before each frame and each render.
   */
  refreshWebcam(): void {
    const cams = this.input.webcams();
    const s = this.settings;
    const name = s.camera;
    const cam = cams.find((c) => name !== '' && c.name === name) ?? cams[0];
    const from = cam ?? {
      snapshot_url: String(s.snapshoturl),
      flip_horizontal: s.flip_x ?? false,
      flip_vertical: s.flip_y ?? false,
      rotation: s.rotation ?? 0,
    };
    s.snapshoturl = absoluteSnapshotUrl(String(this.read('snapshoturl', 'str', from.snapshot_url)));
    s.flip_x = this.read('flip_x', 'bool', from.flip_horizontal);
    s.flip_y = this.read('flip_y', 'bool', from.flip_vertical);
    s.rotation = this.read('rotation', 'int', from.rotation);
  }

  private readStr(option: string, fallback: string): string {
    return String(this.read(option, 'str', fallback));
  }

  /** One option as ConfigHelper reads it: converted when written, else the fallback; recorded. */
  private read(option: string, type: 'str' | 'bool' | 'int' | 'float', fallback: Json): Json {
    const text = this.input.options.get(option);
    const value = text === undefined ? fallback : convertConf(SECTION, option, type, text);
    if (!(option in this.parsed)) this.parsed[option] = value;
    return value;
  }
}
