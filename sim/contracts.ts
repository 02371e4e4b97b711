// The seams between the simulator's file manager (sim/components/file_manager) and its print control
// and history (sim/components/job_state, sim/components/history). Each side implements its interface;
// the components' starts set them on the App (app.files, app.print).

import type { FileMetadata } from '../protocol/files';

/** Implemented by the print runner. */
export interface PrintControl {
  /** The gcodes-relative path of the file loaded while printing or paused; null otherwise. */
  fileInUse(): string | null;
  /** True while a print is printing or paused (an upload with print=true must not start another). */
  isBusy(): boolean;
  /**
   * Start printing a gcodes-relative file, as printer.print.start does (`user` for the history
   * entry). Rejects with the errors printer.print.start gives (400 'SD busy', 'Unable to open file').
   */
  start(filename: string, user: string): Promise<void>;
}

/** Implemented by the file manager. */
export interface FileCatalog {
  /** Absolute path of the gcodes root. */
  gcodesDir: string;
  /** Metadata of a gcodes-relative G-code file, extracting it first if needed; null if missing. */
  metadata(filename: string): Promise<FileMetadata | null>;
  /** Remember that a print of this file started as history job `jobId` at `startTime` (Unix s). */
  markPrinted(filename: string, jobId: string, startTime: number): void;
  /** Does the file still exist with this modification time (history `exists`)? */
  exists(filename: string, modified: number | undefined): boolean;
}
