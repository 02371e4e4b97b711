// The update manager's core, as Moonraker's CommandHelper and UpdateManager: the updaters' state
// (kept in the database, namespace `update_manager`), one operation at a time behind a lock, the busy
// flag, notify_update_response lines with one proc_id per operation, notify_update_refreshed.

import type { UpdateStatus } from '../../../protocol/updates';
import type { App } from '../../app';
import { ServerError } from '../../errors';
import type { NamespaceStore } from '../database/database';
import { detectWebInstall, type WebInstall } from './release_info';
import { UPDATERS, seedState, type UpdaterDef, type UpdaterState } from './seed';
import { versionInfo } from './status';

export const NAMESPACE = 'update_manager';

export interface UpdateTiming {
  /** Real milliseconds before each of Moonraker's own progress lines (tool output goes 4× faster). */
  stepMs: number;
  /** A refresh asked by `machine.update.status?refresh=true` within this many seconds of the last is skipped. */
  refreshSpamS: number;
}

const DEFAULT_TIMING: UpdateTiming = { stepMs: 450, refreshSpamS: 60 };
const TIMINGS = new WeakMap<App, UpdateTiming>();

/** Sets how fast the simulator's updates run (tests make them quick); outlives server.restart. */
export function setUpdateTiming(app: App, timing: Partial<UpdateTiming>): void {
  TIMINGS.set(app, { ...timingOf(app), ...timing });
}

export function timingOf(app: App): UpdateTiming {
  return TIMINGS.get(app) ?? DEFAULT_TIMING;
}

interface Running {
  app: string;
  procId: number;
  full: boolean;
  fullComplete: boolean;
}

const wait = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms).unref());

export class UpdateManager {
  private readonly states = new Map<string, UpdaterState>();
  /** Web clients whose served folder holds a release_info.json, by updater name. */
  private readonly installs = new Map<string, WebInstall>();
  private lock: Promise<unknown> = Promise.resolve();
  private running: Running | null = null;
  private closed = false;
  private nextProcId = 0x7f3a_1c2b_4d60;
  /** Moonraker restarts itself once the operation's last line and its answer have gone out. */
  moonrakerRestartPending = false;

  constructor(
    readonly app: App,
    private readonly db: NamespaceStore,
  ) {
    const stored = db.getNamespace(NAMESPACE);
    const now = Date.now() / 1000;
    for (const def of UPDATERS) {
      const install =
        def.kind === 'web' ? detectWebInstall(def, app.options.staticDir ?? null) : null;
      if (install) this.installs.set(def.name, install);
      const saved = stored[def.name] as UpdaterState | undefined;
      if (saved && saved.kind === def.kind) this.states.set(def.name, saved);
      else {
        this.states.set(def.name, seedState(def, now, install?.version ?? undefined));
        this.save(def.name);
      }
      this.followInstall(def.name);
    }
  }

  /** The release found in the served folder for a web updater, or null. */
  install(name: string): WebInstall | null {
    return this.installs.get(name) ?? null;
  }

  /** Reads the served release_info.json again, as Moonraker's web updater does on a refresh. */
  detectInstall(name: string): void {
    const def = this.def(name);
    if (def?.kind !== 'web') return;
    const install = detectWebInstall(def, this.app.options.staticDir ?? null, this.install(name));
    if (install) this.installs.set(name, install);
    else this.installs.delete(name);
    this.followInstall(name);
  }

  /** The installed version is the one the release's file names (the stored one otherwise). */
  private followInstall(name: string): void {
    const version = this.installs.get(name)?.version;
    const state = this.states.get(name);
    if (version && state?.kind === 'web' && state.version !== version)
      this.set(name, { ...state, version });
  }

  close(): void {
    this.closed = true;
  }

  names(): string[] {
    return UPDATERS.map((d) => d.name);
  }

  def(name: string): UpdaterDef | undefined {
    return UPDATERS.find((d) => d.name === name);
  }

  state(name: string): UpdaterState {
    const s = this.states.get(name);
    if (!s) throw new ServerError(`Updater ${name} not available`, 404);
    return s;
  }

  /** Replaces an updater's state and writes it to the database. */
  set(name: string, state: UpdaterState): void {
    this.states.set(name, state);
    this.save(name);
  }

  private save(name: string): void {
    const s = this.states.get(name);
    if (s && !this.closed) this.db.write(NAMESPACE, [name], s);
  }

  status(): UpdateStatus {
    const version_info: UpdateStatus['version_info'] = {};
    for (const def of UPDATERS)
      version_info[def.name] = versionInfo(def, this.state(def.name), this.install(def.name));
    return {
      github_rate_limit: null,
      github_requests_remaining: null,
      github_limit_reset_time: null,
      version_info,
      busy: this.busy(),
    };
  }

  /**
   * The installed version of a git updater as its own `git describe` prints it — Moonraker's
   * moonraker_version abbreviates the hash to 7 digits, Klipper's software_version to 9 (as
   * recorded) — or null for another kind.
   */
  installedVersion(name: string, hashDigits: number): string | null {
    const info = this.states.has(name) ? this.status().version_info[name] : undefined;
    if (!info || info.configured_type !== 'git_repo') return null;
    return `${info.version}-g${info.current_hash.slice(0, hashDigits)}`;
  }

  busy(): boolean {
    return this.running !== null;
  }

  /** Moonraker's is_app_updating: this updater runs now, or a full update does. */
  isAppUpdating(name: string): boolean {
    return this.running?.app === name || this.running?.full === true;
  }

  isFull(): boolean {
    return this.running?.full === true;
  }

  /** Klippy is printing (not paused), as Moonraker's klippy connection decides it. */
  printing(): boolean {
    const { klippy } = this.app;
    if (klippy.state !== 'ready') return false;
    return klippy.query({ print_stats: ['state'] }).print_stats?.state === 'printing';
  }

  /** Runs `fn` behind the command lock (requests queue up, as Moonraker's asyncio lock does). */
  withLock<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.lock.then(fn, fn);
    this.lock = run.catch(() => undefined);
    return run;
  }

  /** An operation starts: its lines carry `application` and one proc_id. */
  begin(application: string, full = false): void {
    this.nextProcId += 48;
    this.running = { app: application, procId: this.nextProcId, full, fullComplete: !full };
  }

  setFullComplete(): void {
    if (this.running) this.running.fullComplete = true;
  }

  end(): void {
    this.running = null;
  }

  /**
   * One progress line, after a pause (`fraction` of a step: tool output comes faster than
   * Moonraker's own lines). Only the last line of an operation has `complete`; during a full update
   * only the final one.
   */
  async say(message: string, complete = false, fraction = 1): Promise<void> {
    const ms = timingOf(this.app).stepMs * fraction;
    if (ms > 0) await wait(ms);
    this.send(message, complete);
  }

  /** A progress line at once (the last ones before Moonraker restarts itself). */
  send(message: string, complete = false): void {
    const r = this.running;
    if (!r || this.closed) return;
    this.app.notify('notify_update_response', {
      message: message.trim(),
      application: r.app,
      proc_id: r.procId,
      complete: complete && r.fullComplete,
    });
  }

  /** Tool output: several lines, each a quarter step apart. */
  async output(lines: string[]): Promise<void> {
    for (const line of lines) await this.say(line, false, 0.25);
  }

  pause(fraction = 1): Promise<void> {
    return wait(timingOf(this.app).stepMs * fraction);
  }

  /** notify_update_refreshed with the whole status, 0.2 s later as Moonraker schedules it. */
  notifyRefreshed(delayMs = 200): void {
    setTimeout(() => {
      if (!this.closed) this.app.notify('notify_update_refreshed', this.status());
    }, delayMs).unref();
  }

  log(where: string, message: string): void {
    this.app.logs?.moonraker(where, message);
  }
}
