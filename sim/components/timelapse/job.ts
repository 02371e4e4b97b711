// What the timelapse component does while Klipper prints: the settings pushed to Klipper's macros
// (`_SET_TIMELAPSE_SETUP`), frames asked by `timelapse_newframe` (the park released after park_time,
// the snapshot fetched after the stream delay into frame%06d.jpg, a `newframe` event), hyperlapse
// started and stopped through the HYPERLAPSE macro, the frames cleared when a print starts, and at
// its end the frames saved and the video rendered when set to. Times are the simulator's (scaled).

import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Json } from '../../args';
import { frameFiles, Renderer, type OutputContext, type RenderEvent } from './render';
import { pyTypeOf } from './settings';
import type { PostOutcome, TimelapseState } from './state';

export interface JobContext extends OutputContext {
  state: TimelapseState;
  /** klippy_apis.run_gcode; a failure is logged by the caller. */
  runGcode(script: string): Promise<void>;
  /** The snapshot at `url` (wget's 2 s limit); rejects when it cannot be had. */
  fetchFrame(url: string): Promise<Buffer>;
  /** Real milliseconds for a wait in seconds (the simulator's time scale). */
  delayMs(seconds: number): number;
  /** print_stats.state, or null without Klipper. */
  printState(): string | null;
}

/** A value in a G-code command as Python's f-string writes it. */
function pyArg(key: string, value: Json | undefined): string {
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' && pyTypeOf(key, value) === 'float' && Number.isInteger(value))
    return `${value}.0`;
  return String(value);
}

/** Python's truthiness of a remote method argument. */
function pyTruthy(v: unknown): boolean {
  if (typeof v === 'string') return v !== '';
  if (typeof v === 'number') return v !== 0;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object' && v !== null) return Object.keys(v).length > 0;
  return v === true;
}

export class TimelapseJob {
  private framecount = 0;
  private lastframefile = '';
  private takingframe = false;
  private byRenderMacro = false;
  private hyperlapseRunning = false;
  private printing = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private watch: NodeJS.Timeout | null = null;
  private closed = false;
  readonly renderer: Renderer;

  constructor(private readonly ctx: JobContext) {
    this.renderer = new Renderer(ctx);
    this.renderer.onCount = (n) => (this.framecount = n);
  }

  private get settings(): Record<string, Json> {
    return this.ctx.state.settings;
  }

  private later(seconds: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (!this.closed) fn();
    }, this.ctx.delayMs(seconds));
    this.timers.add(t);
  }

  private async gcode(script: string): Promise<void> {
    try {
      await this.ctx.runGcode(script);
    } catch {
      this.ctx.log(`Error executing GCode ${script}`);
    }
  }

  lastFrameInfo(): { framecount: number; lastframefile: string } {
    return { framecount: this.framecount, lastframefile: this.lastframefile };
  }

  /** Klipper ready: its macros get the settings; a hyperlapse left running is stopped. */
  klippyReady(): void {
    void this.setGcodeVariables();
    void this.stopHyperlapse();
  }

  settingsChanged(outcome: PostOutcome): void {
    if (outcome.modeChanged) {
      if (this.settings.mode === 'hyperlapse') {
        if (!this.hyperlapseRunning && this.printing) void this.startHyperlapse();
      } else if (this.hyperlapseRunning) void this.stopHyperlapse();
    }
    if (outcome.gcodeChanged) void this.setGcodeVariables();
  }

  async setGcodeVariables(): Promise<void> {
    const s = this.settings;
    const args: [string, string][] = [
      ['ENABLE', 'enabled'],
      ['VERBOSE', 'gcode_verbose'],
      ['PARK_ENABLE', 'parkhead'],
      ['PARK_POS', 'parkpos'],
      ['CUSTOM_POS_X', 'park_custom_pos_x'],
      ['CUSTOM_POS_Y', 'park_custom_pos_y'],
      ['CUSTOM_POS_DZ', 'park_custom_pos_dz'],
      ['TRAVEL_SPEED', 'park_travel_speed'],
      ['RETRACT_SPEED', 'park_retract_speed'],
      ['EXTRUDE_SPEED', 'park_extrude_speed'],
      ['RETRACT_DISTANCE', 'park_retract_distance'],
      ['EXTRUDE_DISTANCE', 'park_extrude_distance'],
      ['PARK_TIME', 'park_time'],
      ['FW_RETRACT', 'fw_retract'],
    ];
    const line = args.map(([param, key]) => ` ${param}=${pyArg(key, s[key])}`).join('');
    await this.gcode(`_SET_TIMELAPSE_SETUP ${line}`);
  }

  /** The `timelapse_newframe` remote method. */
  newFrameCalled(kwargs: Record<string, unknown>): void {
    const s = this.settings;
    if (s.enabled !== true) return this.ctx.log('NEW_FRAME macro ignored timelapse is disabled');
    if (s.mode === 'hyperlapse') {
      if (!pyTruthy(kwargs.hyperlapse))
        return this.ctx.log('ignoring non hyperlapse triggered macros in hyperlapse mode');
      if (this.takingframe)
        return this.ctx.log("last take frame hasn't completed ignoring take frame command");
      this.takingframe = true;
    }
    this.later(Number(s.park_time), () => {
      void this.gcode(
        'SET_GCODE_VARIABLE MACRO=TIMELAPSE_TAKE_FRAME VARIABLE=takingframe VALUE=False',
      );
    });
    this.later(Number(s.stream_delay_compensation), () => void this.newFrame());
  }

  private async newFrame(): Promise<void> {
    const { ctx } = this;
    ctx.state.refreshWebcam();
    this.framecount += 1;
    const framefile = `frame${String(this.framecount).padStart(6, '0')}.jpg`;
    this.lastframefile = framefile;
    const path = join(ctx.framesDir, framefile);
    const url = String(this.settings.snapshoturl);
    const result: RenderEvent = { action: 'newframe' };
    try {
      // wget -O opens the file first: a failed fetch leaves it empty.
      writeFileSync(path, '');
      writeFileSync(path, await ctx.fetchFrame(url));
      Object.assign(result, { frame: String(this.framecount), framefile, status: 'success' });
    } catch {
      ctx.log(`getting newframe failed: wget ${url} -O ${path}`);
      this.framecount -= 1;
      result.status = 'error';
    }
    if (this.closed) return;
    ctx.notify(result);
    this.takingframe = false;
  }

  async startHyperlapse(): Promise<void> {
    const cycle = Number(this.settings.hyperlapse_cycle);
    const parkTime = Number(this.settings.park_time);
    if (cycle - parkTime < 1) {
      this.ctx.log(
        `WARNING: Blocked start of Hyperlapse, because hyperlapse_cycle (${cycle}s) is smaller then or to close to park_time (${parkTime}s)`,
      );
      return;
    }
    await this.gcode(`HYPERLAPSE ACTION=START CYCLE=${cycle}`);
    this.hyperlapseRunning = true;
  }

  async stopHyperlapse(): Promise<void> {
    await this.gcode('HYPERLAPSE ACTION=STOP');
    this.hyperlapseRunning = false;
  }

  /** Klipper's console lines: a print selected (start) and a print done (end). */
  gcodeResponse(line: string): void {
    if (line === 'File selected') {
      this.cleanup();
      this.printing = true;
      this.watchCancel();
      if (this.settings.mode === 'hyperlapse') void this.startHyperlapse();
    } else if (line === 'Done printing file') {
      this.printing = false;
      if (this.settings.mode === 'hyperlapse') void this.stopHyperlapse();
      if (this.settings.enabled === true) {
        if (this.settings.saveframes === true) void this.renderer.saveFrames();
        if (this.settings.autorender === true) void this.render();
      }
    }
  }

  /** print_stats `cancelled` (Moonraker's status update): the hyperlapse stops. */
  private watchCancel(): void {
    if (this.watch) return;
    this.watch = setInterval(() => {
      if (!this.printing) {
        if (this.watch) clearInterval(this.watch);
        this.watch = null;
      } else if (this.ctx.printState() === 'cancelled') {
        this.printing = false;
        void this.stopHyperlapse();
      }
    }, 250);
    this.watch.unref();
  }

  private cleanup(): void {
    for (const f of frameFiles(this.ctx.framesDir)) rmSync(f, { force: true });
    this.framecount = 0;
    this.lastframefile = '';
  }

  /** The `timelapse_render` remote method (TIMELAPSE_RENDER waits until it is told it is done). */
  renderCalled(kwargs: Record<string, unknown>): void {
    this.byRenderMacro = pyTruthy(kwargs.byrendermacro ?? false);
    void this.render();
  }

  async render(): Promise<RenderEvent> {
    this.ctx.state.refreshWebcam();
    const result = await this.renderer.render();
    if (this.byRenderMacro) {
      await this.gcode('SET_GCODE_VARIABLE MACRO=TIMELAPSE_RENDER VARIABLE=render VALUE=False');
      this.byRenderMacro = false;
    }
    return result;
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    if (this.watch) clearInterval(this.watch);
  }
}
