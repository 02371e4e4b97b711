// Print-job state (print_stats, virtual_sdcard, pause_resume, display_status, exclude_object); the
// print modules in ./print drive these fields. `state` changes are announced to history's listener and
// to any others added with watchState (the job queue).

import type { PrintStatsState } from '../../protocol/objects';

export interface ExcludeObjectDef {
  name: string;
  center?: number[];
  polygon?: number[][];
}

export class JobState {
  /** Called after every print_stats.state change (Moonraker's history watches it). */
  onStateChange: ((state: PrintStatsState) => void) | null = null;
  /** Called before print_stats is read, to bring durations and filament up to date. */
  onQuery: (() => void) | null = null;
  private readonly watchers = new Set<(state: PrintStatsState) => void>();
  private stateValue: PrintStatsState = 'standby';
  filename = '';
  totalDuration = 0;
  printDuration = 0;
  filamentUsed = 0;

  get state(): PrintStatsState {
    return this.stateValue;
  }

  set state(s: PrintStatsState) {
    if (s === this.stateValue) return;
    this.stateValue = s;
    this.onStateChange?.(s);
    for (const watch of [...this.watchers]) watch(s);
  }

  /** Calls `watch` after every print_stats.state change; returns how to stop. */
  watchState(watch: (state: PrintStatsState) => void): () => void {
    this.watchers.add(watch);
    return () => void this.watchers.delete(watch);
  }
  message = '';
  totalLayer: number | null = null;
  currentLayer: number | null = null;

  filePath: string | null = null;
  filePosition = 0;
  fileSize = 0;
  isActive = false;
  isPaused = false;

  displayMessage: string | null = null;
  m73Progress: number | null = null;

  objects: ExcludeObjectDef[] = [];
  excluded: string[] = [];
  currentObject: string | null = null;

  get progress(): number {
    return this.fileSize > 0 ? Math.round((this.filePosition / this.fileSize) * 10000) / 10000 : 0;
  }

  printStats(): Record<string, unknown> {
    this.onQuery?.();
    return {
      filename: this.filename,
      total_duration: this.totalDuration,
      print_duration: this.printDuration,
      filament_used: this.filamentUsed,
      state: this.state,
      message: this.message,
      info: { total_layer: this.totalLayer, current_layer: this.currentLayer },
    };
  }

  virtualSdcard(): Record<string, unknown> {
    return {
      file_path: this.filePath,
      progress: this.progress,
      is_active: this.isActive,
      file_position: this.filePosition,
      file_size: this.fileSize,
    };
  }

  displayStatus(): Record<string, unknown> {
    return { progress: this.m73Progress ?? this.progress, message: this.displayMessage };
  }

  excludeObject(): Record<string, unknown> {
    return {
      objects: this.objects.map((o) => ({ ...o })),
      excluded_objects: [...this.excluded],
      current_object: this.currentObject,
    };
  }
}
