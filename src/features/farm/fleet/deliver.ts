// A file's way onto the printers of an action across the fleet: a local file uploaded to each, or
// a file on one printer of the selection read from it once and uploaded to the others; always
// without starting it (print=false), all at once, each printer's progress told as it goes. A
// printer that did not get the file has its outcome (refused and why, or skipped when the action
// was cancelled first); the others are ready for what comes next (a start, a queued job).
import { refusalOf, type FleetOutcome } from '../rules/fleet';
import { UploadCancelledError } from '../../../moonraker/upload';
import { withScope } from './printer-access';
import type { FleetTarget } from './plan';
import type { FleetStep } from './steps';
import { readFile, sendFile, type UploadMaker } from './transfer';

export type FileSource =
  | { kind: 'local'; file: File }
  /** `path` is relative to the gcodes root of the printer `printerId`. */
  | { kind: 'printer'; printerId: string; path: string };

/** The path the file has on every printer. */
export function sourcePath(source: FileSource): string {
  return source.kind === 'local' ? source.file.name : source.path.replace(/^\/+/, '');
}

/** An error's outcome: skipped when the action was cancelled, else the printer's refusal. */
export function outcomeOf(error: unknown, signal?: AbortSignal): FleetOutcome {
  if (error instanceof UploadCancelledError || signal?.aborted) return { kind: 'skipped' };
  return refusalOf(error);
}

export interface DeliverOptions {
  /** The printers that need the file (each once); the holder, if among them, already has it. */
  targets: readonly FleetTarget[];
  source: FileSource;
  /** For a file on a printer: that printer, when it is of the selection. */
  holder?: FleetTarget;
  path: string;
  signal?: AbortSignal;
  step: (printerId: string, step: FleetStep) => void;
  makeUpload?: UploadMaker;
}

/**
 * Puts the file on every target that lacks it. Resolves with the outcome of each target that did
 * not get it; every other target has it.
 */
export async function deliverFile({
  targets,
  source,
  holder,
  path,
  signal,
  step,
  makeUpload,
}: DeliverOptions): Promise<Map<string, FleetOutcome>> {
  const outcomes = new Map<string, FleetOutcome>();
  const receivers = targets.filter((t) => t.id !== holder?.id);

  // The file's content: the local file, or the holder's copy read once (when anyone needs it).
  let content: Blob | null = source.kind === 'local' ? source.file : null;
  if (source.kind === 'printer' && receivers.length > 0) {
    if (!holder) {
      const missing = refusalOf(new Error(`No printer ${source.printerId} in the selection`));
      receivers.forEach((t) => outcomes.set(t.id, missing));
    } else {
      try {
        content = await withScope(holder.apiUrl, (scope) =>
          readFile(scope, path, {
            signal,
            onProgress: (percent) => step(holder.id, { kind: 'reading', percent }),
          }),
        );
        step(holder.id, { kind: 'waiting' });
      } catch (error) {
        const failed = outcomeOf(error, signal);
        receivers.forEach((t) => outcomes.set(t.id, failed));
        step(holder.id, { kind: 'waiting' });
      }
    }
  }

  // The uploads, all at once.
  await Promise.all(
    receivers
      .filter((t) => !outcomes.has(t.id))
      .map(async (t) => {
        if (signal?.aborted || !content) {
          outcomes.set(t.id, { kind: 'skipped' });
          return;
        }
        const file = content;
        try {
          step(t.id, { kind: 'uploading', percent: 0 });
          await withScope(t.apiUrl, (scope) =>
            sendFile(scope, file, path, {
              signal,
              makeUpload: makeUpload,
              onProgress: (percent) => step(t.id, { kind: 'uploading', percent }),
            }),
          );
          step(t.id, { kind: 'uploaded' });
        } catch (error) {
          outcomes.set(t.id, outcomeOf(error, signal));
        }
      }),
  );
  return outcomes;
}
