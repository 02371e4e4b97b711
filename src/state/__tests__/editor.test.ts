// The editor's state against a pretend printer: what Save & Restart restarts, loading (and its
// 404/403), dirty, saving as an upload (failures keep the text), the restart question, and the
// leave-page warning only while dirty.
import { afterEach, describe, expect, it } from 'vitest';
import { closeEditor, editorStore, editorTextChanged, openEditor } from '../editor';
import {
  answerRestart,
  loadEditorFile,
  restartPlan,
  saveAndRestart,
  saveEditorFile,
  type RestartFacts,
} from '../editor-file';
import { filesStore } from '../files';
import type { PrinterScope } from '../scope/printer-scope';
import { serverStore } from '../server';
import { servicesStore } from '../services';
import { json } from './session-harness';
import { serveFiles, serveUploads, type ServedUploads } from '../../test/files-printer';
import { openTestPrinter, type TestPrinter } from '../../test/printer-scope';

const serviceOf = (path: string): string | null => {
  if (path.endsWith('.cfg')) return 'klipper';
  if (path === 'moonraker.conf') return 'moonraker';
  if (path === 'crowsnest.conf') return 'crowsnest';
  return null;
};
const facts = (patch: Partial<RestartFacts> = {}): RestartFacts => ({
  writable: true,
  klippyConnected: true,
  availableServices: ['crowsnest', 'klipper', 'moonraker'],
  ...patch,
});

describe('restartPlan', () => {
  it.each([
    ['printer.cfg', facts(), { kind: 'klippy' }],
    ['printer.cfg', facts({ availableServices: [] }), { kind: 'klippy' }],
    ['printer.cfg', facts({ klippyConnected: false }), { kind: 'service', name: 'klipper' }],
    ['printer.cfg', facts({ klippyConnected: false, availableServices: [] }), null],
    ['moonraker.conf', facts(), { kind: 'service', name: 'moonraker' }],
    ['moonraker.conf', facts({ availableServices: ['klipper'] }), null],
    ['crowsnest.conf', facts(), { kind: 'service', name: 'crowsnest' }],
    ['notes.txt', facts(), null],
    ['printer.cfg', facts({ writable: false }), null],
  ])('%s with %j → %j', (path, given, expected) => {
    expect(restartPlan(path, given, serviceOf)).toEqual(expected);
  });
});

describe('editor store', () => {
  let p: TestPrinter;
  let scope: PrinterScope;
  let uploads: ServedUploads;
  let restarts: string[];
  let serviceRestarts: string[];
  const editor = () => scope.get(editorStore).getState();

  afterEach(() => p.close());

  /** A printer with its config files, connected; `path` opened in the editor and loaded. */
  async function open(path: string) {
    restarts = [];
    serviceRestarts = [];
    p = await openTestPrinter({
      setup: (printer) => {
        printer.http.set('GET /server/files/config/printer.cfg', (req) => {
          expect(req.headers.Authorization).toBeUndefined();
          return new Response('[printer]\nmax_velocity: 300\n', { status: 200 });
        });
        printer.http.set('GET /server/files/config/secret.cfg', () =>
          json({ error: { code: 403, message: 'Forbidden' } }, 403),
        );
        printer.rpc.set('printer.restart', () => {
          restarts.push('restart');
          return 'ok';
        });
        printer.rpc.set('machine.services.restart', (params) => {
          serviceRestarts.push(String(params?.service));
          return 'ok';
        });
        uploads = serveUploads(printer, serveFiles(printer));
      },
    });
    scope = p.scope;
    openEditor(scope, 'config', path);
    return loadEditorFile(scope);
  }

  it('loads the file, then tracks dirty against the last saved text', async () => {
    const text = await open('printer.cfg');
    expect(text).toBe('[printer]\nmax_velocity: 300\n');
    expect(editor()).toMatchObject({ loading: false, loadError: null, dirty: false });
    editorTextChanged(scope, '[printer]\nmax_velocity: 250\n');
    expect(editor().dirty).toBe(true);
    editorTextChanged(scope, '[printer]\nmax_velocity: 300\n');
    expect(editor().dirty).toBe(false);
  });

  it('names a missing file and a forbidden one', async () => {
    expect(await open('gone.cfg')).toBeNull();
    expect(editor().loadError).toEqual({ kind: 'notFound' });
    openEditor(scope, 'config', 'secret.cfg');
    expect(await loadEditorFile(scope)).toBeNull();
    expect(editor().loadError).toEqual({ kind: 'forbidden' });
  });

  it('saves as an upload into the file’s folder; a failed save keeps the text dirty', async () => {
    await open('printer.cfg');
    openEditor(scope, 'config', 'macros/start.cfg');
    scope.get(editorStore).setState({ loading: false, lastSaved: 'a' });
    editorTextChanged(scope, 'b');
    uploads.refuse = { status: 507, message: 'Disk full' };
    expect(await saveEditorFile(scope, 'b')).toBe(false);
    expect(editor()).toMatchObject({ dirty: true, saveError: 'Disk full' });
    uploads.refuse = null;
    expect(await saveEditorFile(scope, 'b')).toBe(true);
    expect(editor()).toMatchObject({ dirty: false, saveError: null, lastSaved: 'b' });
    expect(uploads.received).toEqual([
      expect.objectContaining({ filename: 'start.cfg', root: 'config', path: 'macros', text: 'b' }),
    ]);
  });

  it('does not save a file opened read-only or in a read-only root', async () => {
    await open('printer.cfg');
    openEditor(scope, 'config', 'printer.cfg', { readonly: true });
    expect(await saveEditorFile(scope, 'x')).toBe(false);
    openEditor(scope, 'logs', 'klippy.log');
    expect(await saveEditorFile(scope, 'x')).toBe(false);
    scope.get(filesStore).setState({ rootPermissions: { config: 'r' } });
    openEditor(scope, 'config', 'printer.cfg');
    expect(await saveEditorFile(scope, 'x')).toBe(false);
    expect(uploads.received).toHaveLength(0);
  });

  it('Save & Restart asks, then restarts Klipper and closes the editor', async () => {
    await open('printer.cfg');
    expect(scope.get(serverStore).getState().klippyConnected).toBe(true);
    expect(await saveAndRestart(scope, '[printer]\nmax_velocity: 250\n')).toBe(true);
    expect(editor().restartQuestion).toBe('klipper');
    await answerRestart(scope, true);
    expect(restarts).toEqual(['restart']);
    expect(editor().target).toBeNull();
  });

  it('a declined restart keeps the editor open; another service restarts through machine', async () => {
    await open('printer.cfg');
    await saveAndRestart(scope, 'x');
    await answerRestart(scope, false);
    expect(editor().target).not.toBeNull();
    expect(restarts).toEqual([]);
    // The pretend printer has no machine component: its services are seeded.
    scope.get(servicesStore).setState({ availableServices: ['crowsnest'] });
    openEditor(scope, 'config', 'crowsnest.conf');
    scope.get(editorStore).setState({ loading: false, lastSaved: '' });
    await saveAndRestart(scope, '[cam 1]\n');
    expect(editor().restartQuestion).toBe('crowsnest');
    await answerRestart(scope, true);
    expect(serviceRestarts).toEqual(['crowsnest']);
  });

  it('warns on leaving the page only while dirty, and not after its printer was closed', async () => {
    await open('printer.cfg');
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    editorTextChanged(scope, 'changed');
    expect(leave()).toBe(true);
    closeEditor(scope);
    expect(leave()).toBe(false);
    openEditor(scope, 'config', 'printer.cfg');
    scope.get(editorStore).setState({ lastSaved: 'a', dirty: true });
    expect(leave()).toBe(true);
    p.close();
    expect(leave()).toBe(false);
  });
});
