// Uploads and downloads with progress, speed and cancel; their records are in the files store
// (uploads, downloads) so dialogs can show them. A transfer belongs to one printer: its records and
// the handles that cancel it live in that printer's scope.
import { joinPath } from '../lib/files';
import { formatSpeed } from '../lib/format';
import { createUpload, UploadCancelledError, type Upload } from '../moonraker/upload';
import { downloadFile, isAbort, saveBlob } from '../moonraker/download';
import { HttpError } from '../moonraker/errors';
import { queueCalls } from '../moonraker/queue-calls';
import { connectionStore } from './connection';
import { filesStore, type TransferRecord } from './files';
import { showError } from './messages';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';

/** One printer's transfers in flight: what cancels each, by record id. */
const transfersOf = scopedStore('file-transfers', () => ({
  nextId: 1,
  uploads: new Map<number, Upload | 'queued'>(),
  downloads: new Map<number, AbortController>(),
}));

// ---------------------------------------------------------------------------------------------
// Uploads

function patchUpload(scope: PrinterScope, id: number, patch: Partial<TransferRecord>): void {
  scope.get(filesStore).setState((state) => ({
    uploads: state.uploads.map((u) => (u.id === id ? { ...u, ...patch } : u)),
  }));
}

function removeUpload(scope: PrinterScope, id: number): void {
  scope.get(transfersOf).uploads.delete(id);
  scope
    .get(filesStore)
    .setState((state) => ({ uploads: state.uploads.filter((u) => u.id !== id) }));
}

/** Where the printer's HTTP calls go (null: no printer). */
function apiUrlOf(scope: PrinterScope): string | null {
  return scope.get(connectionStore).getState().apiUrl;
}

function speedOf(loaded: number, startedAt: number): Pick<TransferRecord, 'speed' | 'unit'> {
  const seconds = Math.max((Date.now() - startedAt) / 1000, 0.001);
  const { value, unit } = formatSpeed(loaded / seconds);
  return { speed: value, unit };
}

function newRecord(scope: PrinterScope, filepath: string, size: number): TransferRecord {
  return {
    id: scope.get(transfersOf).nextId++,
    filepath,
    size,
    loaded: 0,
    percent: 0,
    speed: '0.0',
    unit: 'kB',
    processing: false,
    complete: false,
    cancelled: false,
  };
}

/**
 * Upload files one after the other into root/path. With `then` 'queue' each file uploaded is added
 * to the end of the printer's job queue. Resolves once every file is done, cancelled or failed,
 * with the paths (in the root) of those uploaded. Upload and print starts its file afterwards
 * through the print-start flow, so the print checks run as for any other print.
 */
export async function uploadFiles(
  scope: PrinterScope,
  files: File[],
  root: string,
  path: string,
  then: 'queue' | false = false,
): Promise<string[]> {
  const apiUrl = apiUrlOf(scope);
  const uploaded: string[] = [];
  if (!apiUrl || files.length === 0) return uploaded;
  const activeUploads = scope.get(transfersOf).uploads;
  const records = files.map((file) => newRecord(scope, joinPath(root, path, file.name), file.size));
  records.forEach((record) => activeUploads.set(record.id, 'queued'));
  scope.get(filesStore).setState((state) => ({ uploads: [...state.uploads, ...records] }));
  for (let i = 0; i < files.length; i++) {
    const file = files[i];
    const record = records[i];
    if (!file || !record || !activeUploads.has(record.id)) continue; // cancelled while queued
    const startedAt = Date.now();
    const send = (token: string | null) => {
      // Cancelled while the token was being renewed: never sent.
      if (!activeUploads.has(record.id))
        return Promise.reject(new UploadCancelledError('cancelled'));
      const upload = createUpload({
        apiUrl,
        token,
        file,
        filename: file.name,
        root,
        path,
        onProgress: (loaded, total) =>
          patchUpload(scope, record.id, {
            loaded,
            size: total,
            percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0,
            ...speedOf(loaded, startedAt),
          }),
        onSent: () => patchUpload(scope, record.id, { processing: true, percent: 100 }),
      });
      activeUploads.set(record.id, upload);
      return upload.start();
    };
    try {
      // The token renewed first when due: timers that stood still (a laptop asleep, a tab in
      // the background) may have left an expired one.
      await send(await scope.session.freshToken());
      patchUpload(scope, record.id, { complete: true });
      uploaded.push(joinPath(path, file.name));
      if (then === 'queue')
        await scope.attempt((api) => queueCalls(api).post([joinPath(path, file.name)]));
    } catch (error) {
      reportUploadFailure(scope, error);
    } finally {
      removeUpload(scope, record.id);
    }
  }
  return uploaded;
}

/**
 * A failed upload, told as spec §8 tells a failed request (a 5xx stays until dismissed, a 404 is
 * only logged), except that a connection lost mid-upload is always told: the file is not there.
 * A 401 has the session ask the server whether the login still holds: if it has ended (and cannot
 * be refreshed) the user is logged out, else the refusal is shown.
 */
function reportUploadFailure(scope: PrinterScope, error: unknown): void {
  if (error instanceof UploadCancelledError) return;
  if (!(error instanceof HttpError) || error.status === 0) {
    showError(error instanceof Error ? error.message : String(error));
    return;
  }
  if (error.status === 401) {
    void scope.session.checkApi().then((outcome) => {
      if (outcome === 'ok') showError(error.message);
    });
    return;
  }
  scope.session.report(error);
}

/** Cancel one upload: a queued or not-yet-sending one is skipped, a running one aborted. */
export function cancelUpload(scope: PrinterScope, id: number): void {
  const upload = scope.get(transfersOf).uploads.get(id);
  if (upload === undefined) return;
  if (upload === 'queued') {
    patchUpload(scope, id, { cancelled: true });
    removeUpload(scope, id);
    return;
  }
  upload.cancel();
  patchUpload(scope, id, { cancelled: true });
}

// ---------------------------------------------------------------------------------------------
// Downloads

export async function downloadItem(scope: PrinterScope, root: string, path: string): Promise<void> {
  const apiUrl = apiUrlOf(scope);
  if (!apiUrl) return;
  const activeDownloads = scope.get(transfersOf).downloads;
  const files = scope.get(filesStore);
  const record = newRecord(scope, joinPath(root, path), 0);
  const controller = new AbortController();
  activeDownloads.set(record.id, controller);
  files.setState((state) => ({ downloads: [...state.downloads, record] }));
  const patch = (p: Partial<TransferRecord>) =>
    files.setState((state) => ({
      downloads: state.downloads.map((d) => (d.id === record.id ? { ...d, ...p } : d)),
    }));
  const startedAt = Date.now();
  try {
    const blob = await downloadFile({
      apiUrl,
      token: await scope.session.freshToken(),
      root,
      path,
      signal: controller.signal,
      onProgress: (loaded, total) =>
        patch({
          loaded,
          size: total,
          percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0,
          ...speedOf(loaded, startedAt),
        }),
    });
    saveBlob(blob, path.slice(path.lastIndexOf('/') + 1));
  } catch (error) {
    if (!isAbort(error, controller.signal)) {
      showError(error instanceof Error ? error.message : String(error));
    }
  } finally {
    activeDownloads.delete(record.id);
    files.setState((state) => ({
      downloads: state.downloads.filter((d) => d.id !== record.id),
    }));
  }
}

export function cancelDownload(scope: PrinterScope, id: number): void {
  scope.get(transfersOf).downloads.get(id)?.abort();
}
