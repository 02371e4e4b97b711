// Uploads and downloads with progress, speed and cancel; their records are in the files store
// (uploads, downloads) so dialogs can show them.
import { joinPath } from '../lib/files';
import { formatSpeed } from '../lib/format';
import { createUpload, UploadCancelledError, type Upload } from '../moonraker/upload';
import { downloadFile, isAbort, saveBlob } from '../moonraker/download';
import { HttpError } from '../moonraker/errors';
import { useAuth } from './auth';
import { useConnection } from './connection';
import { useFiles, type TransferRecord } from './files';
import { showError } from './messages';

// ---------------------------------------------------------------------------------------------
// Uploads

let nextTransferId = 1;
const activeUploads = new Map<number, Upload | 'queued'>();

function patchUpload(id: number, patch: Partial<TransferRecord>): void {
  useFiles.setState((state) => ({
    uploads: state.uploads.map((u) => (u.id === id ? { ...u, ...patch } : u)),
  }));
}

function removeUpload(id: number): void {
  activeUploads.delete(id);
  useFiles.setState((state) => ({ uploads: state.uploads.filter((u) => u.id !== id) }));
}

function speedOf(loaded: number, startedAt: number): Pick<TransferRecord, 'speed' | 'unit'> {
  const seconds = Math.max((Date.now() - startedAt) / 1000, 0.001);
  const { value, unit } = formatSpeed(loaded / seconds);
  return { speed: value, unit };
}

function newRecord(filepath: string, size: number): TransferRecord {
  return {
    id: nextTransferId++,
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
 * Upload files one after the other into root/path. Only a single file may start a print: with
 * several the print flag is dropped. Resolves once every file is done, cancelled or failed.
 */
export async function uploadFiles(
  files: File[],
  root: string,
  path: string,
  print = false,
): Promise<void> {
  const apiUrl = useConnection.getState().apiUrl;
  if (!apiUrl || files.length === 0) return;
  const startPrint = print && files.length === 1;
  const records = files.map((file) => newRecord(joinPath(root, path, file.name), file.size));
  records.forEach((record) => activeUploads.set(record.id, 'queued'));
  useFiles.setState((state) => ({ uploads: [...state.uploads, ...records] }));
  for (let i = 0; i < files.length; i++) {
    const file = files[i];
    const record = records[i];
    if (!file || !record || !activeUploads.has(record.id)) continue; // cancelled while queued
    const startedAt = Date.now();
    const upload = createUpload({
      apiUrl,
      token: useAuth.getState().token,
      file,
      filename: file.name,
      root,
      path,
      print: startPrint,
      onProgress: (loaded, total) =>
        patchUpload(record.id, {
          loaded,
          size: total,
          percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0,
          ...speedOf(loaded, startedAt),
        }),
      onSent: () => patchUpload(record.id, { processing: true, percent: 100 }),
    });
    activeUploads.set(record.id, upload);
    try {
      await upload.start();
      patchUpload(record.id, { complete: true });
    } catch (error) {
      if (!(error instanceof UploadCancelledError)) {
        showError(
          error instanceof HttpError || error instanceof Error ? error.message : String(error),
        );
      }
    } finally {
      removeUpload(record.id);
    }
  }
}

/** Cancel one upload: a queued or not-yet-sending one is skipped, a running one aborted. */
export function cancelUpload(id: number): void {
  const upload = activeUploads.get(id);
  if (upload === undefined) return;
  if (upload === 'queued') {
    patchUpload(id, { cancelled: true });
    removeUpload(id);
    return;
  }
  upload.cancel();
  patchUpload(id, { cancelled: true });
}

// ---------------------------------------------------------------------------------------------
// Downloads

const activeDownloads = new Map<number, AbortController>();

export async function downloadItem(root: string, path: string): Promise<void> {
  const apiUrl = useConnection.getState().apiUrl;
  if (!apiUrl) return;
  const record = newRecord(joinPath(root, path), 0);
  const controller = new AbortController();
  activeDownloads.set(record.id, controller);
  useFiles.setState((state) => ({ downloads: [...state.downloads, record] }));
  const patch = (p: Partial<TransferRecord>) =>
    useFiles.setState((state) => ({
      downloads: state.downloads.map((d) => (d.id === record.id ? { ...d, ...p } : d)),
    }));
  const startedAt = Date.now();
  try {
    const blob = await downloadFile({
      apiUrl,
      token: useAuth.getState().token,
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
    useFiles.setState((state) => ({
      downloads: state.downloads.filter((d) => d.id !== record.id),
    }));
  }
}

export function cancelDownload(id: number): void {
  activeDownloads.get(id)?.abort();
}
