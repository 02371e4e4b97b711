// Uploads in component tests: XMLHttpRequest replaced by one that hands each POST's form to a
// test's printer, which answers through `UploadCall` (progress, sent, refused, created, network
// failure), the way the dashboard's upload code meets a real Moonraker.
import { vi } from 'vitest';

export interface UploadCall {
  url: string;
  headers: Readonly<Record<string, string>>;
  form: FormData;
  file: File;
  text: string;
  /** Whether the dashboard has aborted the upload (nothing more is told then). */
  aborted(): boolean;
  progress(loaded: number): void;
  /** The whole body has gone (upload.onload). */
  sent(): void;
  /** The request failed without an answer (onerror). */
  fail(): void;
  /** Moonraker's error answer. */
  refuse(status: number, message: string): void;
  /** Moonraker's answer to a stored file. */
  created(item: { path: string; root: string }): void;
}

/** Every XMLHttpRequest of the test goes to `handle`. */
export function stubUploads(handle: (call: UploadCall) => Promise<void>): void {
  class UploadXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private readonly headers: Record<string, string> = {};
    private isAborted = false;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.isAborted = true;
      this.onabort?.();
    }
    send(form: FormData) {
      void this.answer(form);
    }
    private answerWith(status: number, body: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
    private async answer(form: FormData) {
      const file = form.get('file') as File;
      const text = await file.text();
      await handle({
        url: this.url,
        headers: this.headers,
        form,
        file,
        text,
        aborted: () => this.isAborted,
        progress: (loaded) =>
          this.upload.onprogress?.({
            loaded,
            total: file.size,
            lengthComputable: true,
          } as ProgressEvent),
        sent: () => this.upload.onload?.(),
        fail: () => this.onerror?.(),
        refuse: (status, message) => this.answerWith(status, { error: { code: status, message } }),
        created: (item) => this.answerWith(201, { item, action: 'create_file' }),
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadXhr);
}
