// The editor's file work (spec part 1 §4 'Editor', 'Restarts'; §5; §6 'Service map'): load the open
// file, save it (a multipart upload of the text), and after Save & Restart ask to restart the
// service the file belongs to. Imported only by the lazy editor dialog.
import { serviceForFile } from '../lib/klipper-config';
import { baseName, joinPath, parentPath, rootProperties } from '../lib/files';
import { fileLink } from '../moonraker/download';
import { HttpError, messageFromBody } from '../moonraker/errors';
import { createUpload } from '../moonraker/upload';
import { authStore } from './auth';
import { connectionStore } from './connection';
import { closeEditor, editorStore, type EditorLoadError } from './editor';
import { filesStore } from './files';
import { showError } from './messages';
import type { PrinterScope } from './scope/printer-scope';
import { serverStore } from './server';
import { servicesStore } from './services';

/** How a file's service is restarted: Klipper's own restart, a host service, or not at all. */
export type RestartPlan = { kind: 'klippy' } | { kind: 'service'; name: string } | null;

export interface RestartFacts {
  /** The file's root may be written (and the file is not opened read-only). */
  writable: boolean;
  klippyConnected: boolean;
  availableServices: readonly string[];
}

/**
 * What Save & Restart restarts for this file. Klipper: its host restart (printer.restart reloads the
 * config, works in the error state and needs no service manager) while Klippy is connected, else
 * the 'klipper' service when Moonraker may control it. Other services only when available.
 */
export function restartPlan(
  path: string,
  facts: RestartFacts,
  serviceOf: (path: string) => string | null = serviceForFile,
): RestartPlan {
  if (!facts.writable) return null;
  const service = serviceOf(path);
  if (service === null) return null;
  if (service === 'klipper') {
    if (facts.klippyConnected) return { kind: 'klippy' };
    return facts.availableServices.includes('klipper')
      ? { kind: 'service', name: 'klipper' }
      : null;
  }
  return facts.availableServices.includes(service) ? { kind: 'service', name: service } : null;
}

/** May the open file be written (root rights from the server, not opened read-only)? */
export function isWritable(scope: PrinterScope): boolean {
  const target = scope.get(editorStore).getState().target;
  if (!target || target.readonly) return false;
  const permissions = scope.get(filesStore).getState().rootPermissions[target.root];
  return !rootProperties(target.root, permissions).readonly;
}

/** The restart plan of the open file, from the stores. */
export function currentRestartPlan(scope: PrinterScope): RestartPlan {
  const target = scope.get(editorStore).getState().target;
  if (!target) return null;
  return restartPlan(target.path, {
    writable: isWritable(scope),
    klippyConnected: scope.get(serverStore).getState().klippyConnected,
    availableServices: scope.get(servicesStore).getState().availableServices,
  });
}

function loadError(status: number, message: string): EditorLoadError {
  if (status === 404) return { kind: 'notFound' };
  if (status === 403) return { kind: 'forbidden' };
  return { kind: 'other', message };
}

async function readText(res: Response): Promise<string> {
  const text = await res.text();
  if (res.ok) return text;
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    /* plain text */
  }
  throw new HttpError(res.status, messageFromBody(body, res.statusText || 'Server error'), body);
}

/**
 * Load the open file's text (GET /server/files/<root>/<path> with a one-shot token and a
 * cache-buster). Resolves with the text, or null when it failed or another file was opened.
 */
export async function loadEditorFile(scope: PrinterScope): Promise<string | null> {
  const editor = scope.get(editorStore);
  const { target, generation } = editor.getState();
  const apiUrl = scope.get(connectionStore).getState().apiUrl;
  if (!target || !apiUrl) return null;
  const stale = () => scope.isClosed || editor.getState().generation !== generation;
  editor.setState({ loading: true, loadError: null });
  try {
    const url = await fileLink({
      apiUrl,
      token: scope.get(authStore).getState().token,
      root: target.root,
      path: target.path,
    });
    const text = await readText(await fetch(url, { cache: 'no-store' }));
    if (stale()) return null;
    editor.setState({ loading: false, lastSaved: text, dirty: false });
    return text;
  } catch (error) {
    if (stale()) return null;
    const status = error instanceof HttpError ? error.status : 0;
    const message = error instanceof Error ? error.message : String(error);
    editor.setState({ loading: false, loadError: loadError(status, message) });
    return null;
  }
}

/**
 * Save the text as the open file. The user's text is never lost: on failure the editor stays
 * open and dirty with the server's message. Resolves true when saved.
 */
export async function saveEditorFile(scope: PrinterScope, text: string): Promise<boolean> {
  const editor = scope.get(editorStore);
  const { target, generation } = editor.getState();
  const apiUrl = scope.get(connectionStore).getState().apiUrl;
  if (!target || !apiUrl || !isWritable(scope)) return false;
  editor.setState({ saving: true, saveError: null });
  try {
    await createUpload({
      apiUrl,
      token: scope.get(authStore).getState().token,
      file: new Blob([text], { type: 'text/plain' }),
      filename: baseName(target.path),
      root: target.root,
      path: parentPath(target.path),
    }).start();
  } catch (error) {
    if (editor.getState().generation === generation) {
      const message = error instanceof Error ? error.message : String(error);
      editor.setState({ saving: false, saveError: message });
    }
    return false;
  }
  if (editor.getState().generation !== generation) return true;
  editor.setState({ saving: false, lastSaved: text, dirty: false });
  return true;
}

/** Save, then ask whether to restart the file's service (when it may be restarted). */
export async function saveAndRestart(scope: PrinterScope, text: string): Promise<boolean> {
  const plan = currentRestartPlan(scope);
  const saved = await saveEditorFile(scope, text);
  if (!saved || !plan) return saved;
  scope
    .get(editorStore)
    .setState({ restartQuestion: plan.kind === 'klippy' ? 'klipper' : plan.name });
  return true;
}

/** The user answered the restart question: restart and close the editor, or keep editing. */
export async function answerRestart(scope: PrinterScope, confirmed: boolean): Promise<void> {
  const plan = currentRestartPlan(scope);
  scope.get(editorStore).setState({ restartQuestion: null });
  if (!confirmed) return;
  closeEditor(scope);
  if (!plan) return;
  if (plan.kind === 'klippy') {
    if (!scope.isClosed) await scope.session.klippyCommand('restart');
  } else await scope.attempt((api) => api.machine.restartService(plan.name));
}

/** Every file of the config root, as paths relative to it (for `[include …]` globs). */
export async function listConfigFiles(scope: PrinterScope, maxFolders = 200): Promise<string[]> {
  const api = scope.api;
  if (!api) return [];
  const files: string[] = [];
  const queue = [''];
  let visited = 0;
  while (queue.length > 0 && visited < maxFolders) {
    const folder = queue.shift() ?? '';
    visited++;
    try {
      const listing = await api.files.getDirectory(joinPath('config', folder), false);
      for (const file of listing.files) files.push(joinPath(folder, file.filename));
      for (const dir of listing.dirs) {
        if (!dir.dirname.startsWith('.')) queue.push(joinPath(folder, dir.dirname));
      }
    } catch (error) {
      if (folder === '') showError(error instanceof Error ? error.message : String(error));
    }
  }
  return files;
}
