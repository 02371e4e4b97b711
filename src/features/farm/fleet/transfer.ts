// A file's way to a printer of the fleet: uploaded into its gcodes root without starting it
// (print=false), with progress, stopped by an abort signal; and a file's content read once from
// the printer that has it (GET /server/files/gcodes/<path> with that printer's login).
import type { UploadResult } from '../../../../protocol/files';
import { downloadFile } from '../../../moonraker/download';
import { createUpload, type UploadOptions, type Upload } from '../../../moonraker/upload';
import type { PrinterScope } from '../../../state/scope/printer-scope';
import { transferTarget } from './printer-access';
import { splitPath } from './plan';

/** Makes an upload (moonraker/upload.ts; tests give one over a pretend request). */
export type UploadMaker = (options: UploadOptions) => Upload;

export interface SendOptions {
  signal?: AbortSignal;
  /** Whole percent of the bytes sent. */
  onProgress?: (percent: number) => void;
  makeUpload?: UploadMaker;
}

function percentOf(loaded: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
}

/**
 * Uploads `file` to the printer of `scope` as `path` (relative to its gcodes root) without
 * starting it. Rejects with the printer's error, or UploadCancelledError when `signal` aborted.
 */
export function sendFile(
  scope: PrinterScope,
  file: Blob,
  path: string,
  opts: SendOptions = {},
): Promise<UploadResult> {
  const { apiUrl, token } = transferTarget(scope);
  const { folder, name } = splitPath(path);
  const upload = (opts.makeUpload ?? createUpload)({
    apiUrl,
    token,
    file,
    filename: name,
    root: 'gcodes',
    path: folder,
    print: false,
    onProgress: (loaded, total) => opts.onProgress?.(percentOf(loaded, total)),
    onSent: () => opts.onProgress?.(100),
  });
  const stop = () => upload.cancel();
  if (opts.signal?.aborted) upload.cancel();
  opts.signal?.addEventListener('abort', stop, { once: true });
  return upload.start().finally(() => opts.signal?.removeEventListener('abort', stop));
}

/** The content of `path` (relative to the gcodes root) on the printer of `scope`. */
export function readFile(
  scope: PrinterScope,
  path: string,
  opts: Pick<SendOptions, 'signal' | 'onProgress'> = {},
): Promise<Blob> {
  const { apiUrl, token } = transferTarget(scope);
  return downloadFile({
    apiUrl,
    token,
    root: 'gcodes',
    path,
    signal: opts.signal,
    onProgress: (loaded, total) => opts.onProgress?.(percentOf(loaded, total)),
  });
}
