// File download through a temporary link: a one-shot token, then
// GET /server/files/<root>/<path>?token=…&date=… read as a stream with progress (reference §4.11,
// spec part 1 §7). Framework-free.
import { createHttpClient } from './http';
import { HttpError, messageFromBody } from './errors';

export interface DownloadOptions {
  apiUrl: string;
  token?: string | null;
  root: string;
  /** Path relative to the root. */
  path: string;
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

function encodePath(path: string): string {
  return path
    .split('/')
    .filter((part) => part !== '')
    .map(encodeURIComponent)
    .join('/');
}

/** The temporary download link (a one-shot token, when the server gives one). */
export function downloadUrl(
  apiUrl: string,
  root: string,
  path: string,
  oneshot: string | null,
  date: number,
): string {
  const params = new URLSearchParams();
  if (oneshot) params.set('token', oneshot);
  params.set('date', String(date));
  return `${apiUrl.replace(/\/+$/, '')}/server/files/${encodeURIComponent(root)}/${encodePath(path)}?${params.toString()}`;
}

/** Is this the user's own cancel (to be swallowed silently)? */
export function isAbort(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A link to a file that works without the Authorization header (a worker, an <a download>): a
 * one-shot token when the server gives one, and a cache-buster (spec part 1 §7).
 */
export async function fileLink(
  options: Pick<
    DownloadOptions,
    'apiUrl' | 'token' | 'root' | 'path' | 'signal' | 'fetchImpl' | 'now'
  >,
): Promise<string> {
  const doFetch =
    options.fetchImpl ??
    ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const http = createHttpClient({
    baseUrl: options.apiUrl,
    getToken: () => options.token ?? null,
    fetchImpl: doFetch,
  });
  let oneshot: string | null = null;
  try {
    oneshot = await http.get<string>('/access/oneshot_token', undefined, {
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    oneshot = null; // no authorization on this server: the link works without a token
  }
  return downloadUrl(
    options.apiUrl,
    options.root,
    options.path,
    oneshot,
    (options.now ?? Date.now)(),
  );
}

export async function downloadFile(options: DownloadOptions): Promise<Blob> {
  const doFetch =
    options.fetchImpl ??
    ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const url = await fileLink({ ...options, fetchImpl: doFetch });
  const res = await doFetch(url, { signal: options.signal });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      /* plain text */
    }
    throw new HttpError(res.status, messageFromBody(body, res.statusText || 'Server error'), body);
  }
  const total = Number(res.headers.get('content-length') ?? 0);
  if (!res.body) {
    const blob = await res.blob();
    options.onProgress?.(blob.size, blob.size);
    return blob;
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    options.onProgress?.(loaded, total || loaded);
  }
  return new Blob(chunks as BlobPart[], {
    type: res.headers.get('content-type') ?? 'application/octet-stream',
  });
}

/** Save a blob under a name through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
