import { describe, expect, it } from 'vitest';
import { createUpload, UploadCancelledError, uploadUrl } from '../upload';

class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function make(extra: Partial<Parameters<typeof createUpload>[0]> = {}) {
  const progress: [number, number][] = [];
  let sent = false;
  const upload = createUpload({
    apiUrl: 'http://printer:7125/',
    token: 'abc',
    file: new Blob(['G28\n'.repeat(10)]),
    filename: 'cube.gcode',
    root: 'gcodes',
    path: 'sub',
    print: true,
    onProgress: (loaded, total) => progress.push([loaded, total]),
    onSent: () => (sent = true),
    createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
    ...extra,
  });
  return { upload, progress, wasSent: () => sent };
}

describe('createUpload', () => {
  it('posts multipart with the bearer token and reports progress, then processing', async () => {
    const { upload, progress, wasSent } = make();
    const done = upload.start();
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(uploadUrl('http://printer:7125/'));
    expect(xhr.url).toBe('http://printer:7125/server/files/upload');
    expect(xhr.headers.Authorization).toBe('Bearer abc');
    expect((xhr.body?.get('file') as File).name).toBe('cube.gcode');
    expect(xhr.body?.get('root')).toBe('gcodes');
    expect(xhr.body?.get('path')).toBe('sub');
    expect(xhr.body?.get('print')).toBe('true');
    xhr.progress(10, 40);
    expect(wasSent()).toBe(false);
    xhr.progress(40, 40);
    expect(progress).toEqual([
      [10, 40],
      [40, 40],
    ]);
    expect(wasSent()).toBe(true);
    xhr.respond(201, { item: { path: 'sub/cube.gcode', root: 'gcodes' }, action: 'create_file' });
    await expect(done).resolves.toMatchObject({ action: 'create_file' });
  });

  it('sends no token when logged out and no print flag unless asked', () => {
    const { upload } = make({ token: null, print: false });
    void upload.start().catch(() => undefined);
    const xhr = FakeXhr.last!;
    expect(xhr.headers.Authorization).toBeUndefined();
    expect(xhr.body?.get('print')).toBeNull();
  });

  it('a cancel before any byte marks it cancelled (and never sends when not started)', async () => {
    const idle = make();
    FakeXhr.last = null;
    expect(idle.upload.cancel()).toBe('cancelled');
    await expect(idle.upload.start()).rejects.toMatchObject({ kind: 'cancelled' });
    expect(FakeXhr.last).toBeNull();

    const { upload } = make();
    const done = upload.start();
    expect(upload.cancel()).toBe('cancelled');
    await expect(done).rejects.toBeInstanceOf(UploadCancelledError);
    await expect(done).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('a cancel mid-transfer aborts the request', async () => {
    const { upload } = make();
    const done = upload.start();
    const xhr = FakeXhr.last!;
    xhr.progress(5, 40);
    expect(upload.cancel()).toBe('aborted');
    expect(xhr.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ kind: 'aborted' });
    expect(upload.cancel()).toBeNull();
  });

  it("rejects with the server's message", async () => {
    const { upload } = make();
    const done = upload.start();
    FakeXhr.last!.respond(403, {
      error: { code: 403, message: 'File is loaded, upload not permitted' },
    });
    await expect(done).rejects.toMatchObject({
      status: 403,
      message: 'File is loaded, upload not permitted',
    });
  });
});
