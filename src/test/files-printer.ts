// A pretend printer's file calls for file-browser and editor tests: its roots, a listing per
// folder (an unknown folder is empty), and the changes (new folder, delete, move, copy) answered
// as Moonraker does. Listings can change during a test; each get_directory answers what is there.
import type { DirectoryListing, RootInfo } from '../../protocol/files';
import type { FakePrinter } from '../state/__tests__/session-harness';
import { stubUploads } from './fake-xhr';

/** A listing of `dirs` and `files` (100 bytes each) in a root of the given permissions. */
export function listing(
  dirs: string[],
  files: string[],
  root = 'gcodes',
  permissions: RootInfo['permissions'] = 'rw',
): DirectoryListing {
  return {
    dirs: dirs.map((dirname) => ({ dirname, modified: 1, size: 4096, permissions: 'rw' })),
    files: files.map((filename) => ({ filename, modified: 1, size: 100, permissions: 'rw' })),
    disk_usage: { total: 10e9, used: 1e9, free: 9e9 },
    root_info: { name: root, permissions },
  };
}

export interface ServedFiles {
  /** Listings by get_directory path ('gcodes', 'gcodes/parts'). */
  listings: Record<string, DirectoryListing>;
}

/** Serves the file calls of `printer` from `listings` (kept live: tests may change them). */
export function serveFiles(
  printer: FakePrinter,
  roots: RootInfo[] = [{ name: 'gcodes', path: '/g', permissions: 'rw' }],
): ServedFiles {
  const served: ServedFiles = { listings: {} };
  const done = (params: unknown) => ({ item: params, action: 'done' });
  printer.rpc.set('server.files.roots', () => roots);
  printer.rpc.set('server.files.get_directory', (params) => {
    const path = String(params?.path ?? '');
    const root = path.split('/')[0] ?? 'gcodes';
    const perms = roots.find((r) => r.name === root)?.permissions ?? 'rw';
    return served.listings[path] ?? listing([], [], root, perms);
  });
  for (const method of [
    'server.files.post_directory',
    'server.files.delete_directory',
    'server.files.delete_file',
    'server.files.move',
    'server.files.copy',
  ])
    printer.rpc.set(method, done);
  return served;
}

export interface ReceivedUpload {
  root: string;
  path: string;
  filename: string;
  size: number;
  text: string;
  print: boolean;
  authorization: string | null;
}

export interface ServedUploads {
  received: ReceivedUpload[];
  /** Answer the next uploads with this error instead (Moonraker's status and message). */
  refuse: { status: number; message: string } | null;
  /**
   * While true an upload stops at each stage (a quarter of its bytes sent; every byte sent and
   * the server processing) until `step()` lets it on to the next.
   */
  paused: boolean;
  step(): void;
}

/**
 * Uploads (POST /server/files/upload over XMLHttpRequest) reach `printer`: each is recorded with
 * its text and the file joins its folder's listing; `refuse` makes the printer answer an error.
 */
export function serveUploads(printer: FakePrinter, files: ServedFiles): ServedUploads {
  const waiting: (() => void)[] = [];
  const served: ServedUploads = {
    received: [],
    refuse: null,
    paused: false,
    step: () => waiting.splice(0).forEach((go) => go()),
  };
  const stage = async () => {
    if (served.paused) await new Promise<void>((go) => waiting.push(go));
  };
  stubUploads(async (call) => {
    const { file, form } = call;
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (call.aborted()) return;
    if (new URL(call.url).host !== printer.host) return call.fail();
    call.progress(Math.floor(file.size / 4));
    await stage();
    if (call.aborted()) return;
    call.sent();
    await stage();
    if (call.aborted()) return;
    if (served.refuse) return call.refuse(served.refuse.status, served.refuse.message);
    const root = String(form.get('root'));
    const path = String(form.get('path') ?? '');
    served.received.push({
      root,
      path,
      filename: file.name,
      size: file.size,
      text: call.text,
      print: form.get('print') === 'true',
      authorization: call.headers.Authorization ?? null,
    });
    const key = path ? `${root}/${path}` : root;
    const current = files.listings[key] ?? listing([], [], root);
    if (!current.files.some((f) => f.filename === file.name))
      files.listings[key] = {
        ...current,
        files: [
          ...current.files,
          { filename: file.name, modified: 2, size: file.size, permissions: 'rw' },
        ],
      };
    call.created({ path: path ? `${path}/${file.name}` : file.name, root });
  });
  return served;
}
