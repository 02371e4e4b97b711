// File upload: POST /server/files/upload as multipart over XMLHttpRequest, with progress and
// cancellation (reference §4.12; spec part 1 §4 Uploads). Framework-free.
import type { UploadResult } from '../../protocol/files';
import { HttpError, messageFromBody } from './errors';

export interface UploadOptions {
  /** The API address, e.g. http://printer:7125. */
  apiUrl: string;
  token?: string | null;
  file: Blob;
  /** The part's filename: the destination name (may hold sub-folders). */
  filename: string;
  root: string;
  /** Folder relative to the root ('' for the root). */
  path: string;
  /** Start the print after the upload (sent as print=true). */
  print?: boolean;
  onProgress?: (loaded: number, total: number) => void;
  /** Called once every byte is sent: the server now processes the file. */
  onSent?: () => void;
  /** For tests. */
  createXhr?: () => XMLHttpRequest;
}

/** The upload ended by the user: 'cancelled' before any byte was sent, 'aborted' mid-transfer. */
export class UploadCancelledError extends Error {
  readonly kind: 'cancelled' | 'aborted';
  constructor(kind: 'cancelled' | 'aborted') {
    super(kind === 'cancelled' ? 'Upload cancelled' : 'Upload aborted');
    this.name = 'UploadCancelledError';
    this.kind = kind;
  }
}

export interface Upload {
  /** Send the file; resolves with the server's answer. */
  start(): Promise<UploadResult>;
  /**
   * Stop it: before any byte was sent it is only marked cancelled (and never sent); during the
   * transfer the request is aborted. Returns what happened, or null when already finished.
   */
  cancel(): 'cancelled' | 'aborted' | null;
  readonly bytesSent: number;
}

export function uploadUrl(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/server/files/upload`;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createUpload(options: UploadOptions): Upload {
  let xhr: XMLHttpRequest | null = null;
  let loaded = 0;
  let state: 'new' | 'running' | 'done' | 'cancelled' | 'aborted' = 'new';
  let rejectRun: ((error: Error) => void) | null = null;

  function start(): Promise<UploadResult> {
    if (state === 'cancelled' || state === 'aborted') {
      return Promise.reject(new UploadCancelledError(state));
    }
    if (state !== 'new') return Promise.reject(new Error('Upload already started'));
    state = 'running';
    return new Promise<UploadResult>((resolve, reject) => {
      rejectRun = reject;
      const request = options.createXhr ? options.createXhr() : new XMLHttpRequest();
      xhr = request;
      const form = new FormData();
      form.append('file', options.file, options.filename);
      form.append('root', options.root);
      form.append('path', options.path);
      if (options.print) form.append('print', 'true');
      request.open('POST', uploadUrl(options.apiUrl));
      request.setRequestHeader('Accept', 'application/json');
      if (options.token) request.setRequestHeader('Authorization', `Bearer ${options.token}`);
      request.upload.onprogress = (event: ProgressEvent) => {
        loaded = event.loaded;
        const total = event.lengthComputable ? event.total : options.file.size;
        options.onProgress?.(event.loaded, total);
        if (total > 0 && event.loaded >= total) options.onSent?.();
      };
      request.upload.onload = () => options.onSent?.();
      request.onload = () => {
        if (state !== 'running') return;
        state = 'done';
        const body = parse(request.responseText);
        if (request.status >= 200 && request.status < 300) resolve(body as UploadResult);
        else
          reject(
            new HttpError(
              request.status,
              messageFromBody(body, request.statusText || 'Server error'),
              body,
            ),
          );
      };
      request.onerror = () => {
        if (state !== 'running') return;
        state = 'done';
        reject(new HttpError(0, 'Network error'));
      };
      request.onabort = () => {
        if (state === 'running') {
          state = 'aborted';
          reject(new UploadCancelledError('aborted'));
        }
      };
      request.send(form);
    });
  }

  function cancel(): 'cancelled' | 'aborted' | null {
    if (state === 'done' || state === 'cancelled' || state === 'aborted') return null;
    const kind = loaded > 0 ? 'aborted' : 'cancelled';
    const wasRunning = state === 'running';
    state = kind;
    if (wasRunning) {
      xhr?.abort();
      rejectRun?.(new UploadCancelledError(kind));
    }
    return kind;
  }

  return {
    start,
    cancel,
    get bytesSent() {
      return loaded;
    },
  };
}
