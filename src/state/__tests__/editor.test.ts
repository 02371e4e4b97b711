// The editor's state against a pretend printer: what Save & Restart restarts, loading (and its
// 404/403), dirty, saving as an upload (failures keep the text), the restart question, and the
// leave-page warning only while dirty.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadOptions } from '../../moonraker/upload';

const uploads: { options: UploadOptions; text: string }[] = [];
let failUpload: string | null = null;

/** jsdom's Blob, read without timers (the tests run on a fake clock). */
function readBlob(blob: Blob): Promise<string> {
  return typeof blob.text === 'function'
    ? blob.text()
    : Promise.resolve(String((blob as unknown as { _buffer?: Buffer })._buffer ?? ''));
}

vi.mock('../../moonraker/upload', () => ({
  createUpload: (options: UploadOptions) => ({
    start: async () => {
      uploads.push({ options, text: await readBlob(options.file) });
      if (failUpload) throw new Error(failUpload);
      return { item: { path: options.filename, root: options.root }, action: 'create_file' };
    },
  }),
}));

import { closeEditor, editorTextChanged, openEditor, useEditor } from '../editor';
import {
  answerRestart,
  loadEditorFile,
  restartPlan,
  saveAndRestart,
  saveEditorFile,
  type RestartFacts,
} from '../editor-file';
import { useFiles } from '../files';
import { useServer } from '../server';
import { useServices } from '../services';
import { closeSession, startSession } from '../session';
import { FakePrinter, installNetwork, json, settle, uninstallNetwork } from './session-harness';

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
  let A: FakePrinter;
  let restarts: string[];
  let serviceRestarts: string[];

  beforeEach(() => {
    uploads.length = 0;
    failUpload = null;
    restarts = [];
    serviceRestarts = [];
    A = new FakePrinter('a.local:7125', 20);
    A.http.set('GET /server/files/config/printer.cfg', (req) => {
      expect(req.headers.Authorization).toBeUndefined();
      return new Response('[printer]\nmax_velocity: 300\n', { status: 200 });
    });
    A.http.set('GET /server/files/config/secret.cfg', () =>
      json({ error: { code: 403, message: 'Forbidden' } }, 403),
    );
    A.rpc.set('printer.restart', () => {
      restarts.push('restart');
      return 'ok';
    });
    A.rpc.set('machine.services.restart', (params) => {
      serviceRestarts.push(String(params?.service));
      return 'ok';
    });
    installNetwork(A);
  });
  afterEach(() => {
    closeEditor();
    closeSession();
    uninstallNetwork();
  });

  async function open(path: string) {
    await startSession('http://a.local:7125');
    await settle(40);
    openEditor('config', path);
    const loaded = loadEditorFile();
    await settle(10);
    return loaded;
  }

  it('loads the file, then tracks dirty against the last saved text', async () => {
    const text = await open('printer.cfg');
    expect(text).toBe('[printer]\nmax_velocity: 300\n');
    expect(useEditor.getState()).toMatchObject({ loading: false, loadError: null, dirty: false });
    editorTextChanged('[printer]\nmax_velocity: 250\n');
    expect(useEditor.getState().dirty).toBe(true);
    editorTextChanged('[printer]\nmax_velocity: 300\n');
    expect(useEditor.getState().dirty).toBe(false);
  });

  it('names a missing file and a forbidden one', async () => {
    expect(await open('gone.cfg')).toBeNull();
    expect(useEditor.getState().loadError).toEqual({ kind: 'notFound' });
    openEditor('config', 'secret.cfg');
    const loaded = loadEditorFile();
    await settle(10);
    expect(await loaded).toBeNull();
    expect(useEditor.getState().loadError).toEqual({ kind: 'forbidden' });
  });

  it('saves as an upload into the file’s folder; a failed save keeps the text dirty', async () => {
    await open('printer.cfg');
    openEditor('config', 'macros/start.cfg');
    useEditor.setState({ loading: false, lastSaved: 'a' });
    editorTextChanged('b');
    failUpload = 'Disk full';
    expect(await saveEditorFile('b')).toBe(false);
    expect(useEditor.getState()).toMatchObject({ dirty: true, saveError: 'Disk full' });
    failUpload = null;
    expect(await saveEditorFile('b')).toBe(true);
    expect(useEditor.getState()).toMatchObject({ dirty: false, saveError: null, lastSaved: 'b' });
    expect(uploads[1]?.options).toMatchObject({
      filename: 'start.cfg',
      root: 'config',
      path: 'macros',
    });
    expect(uploads[1]?.text).toBe('b');
  });

  it('does not save a file opened read-only or in a read-only root', async () => {
    await open('printer.cfg');
    openEditor('config', 'printer.cfg', { readonly: true });
    expect(await saveEditorFile('x')).toBe(false);
    openEditor('logs', 'klippy.log');
    expect(await saveEditorFile('x')).toBe(false);
    useFiles.setState({ rootPermissions: { config: 'r' } });
    openEditor('config', 'printer.cfg');
    expect(await saveEditorFile('x')).toBe(false);
    expect(uploads).toHaveLength(0);
    useFiles.setState({ rootPermissions: {} });
  });

  it('Save & Restart asks, then restarts Klipper and closes the editor', async () => {
    await open('printer.cfg');
    expect(useServer.getState().klippyConnected).toBe(true);
    expect(await saveAndRestart('[printer]\nmax_velocity: 250\n')).toBe(true);
    expect(useEditor.getState().restartQuestion).toBe('klipper');
    const restarting = answerRestart(true);
    await settle(20);
    await restarting;
    expect(restarts).toEqual(['restart']);
    expect(useEditor.getState().target).toBeNull();
  });

  it('a declined restart keeps the editor open; another service restarts through machine', async () => {
    await open('printer.cfg');
    await saveAndRestart('x');
    await answerRestart(false);
    expect(useEditor.getState().target).not.toBeNull();
    expect(restarts).toEqual([]);
    useServices.setState({ availableServices: ['crowsnest'] });
    openEditor('config', 'crowsnest.conf');
    useEditor.setState({ loading: false, lastSaved: '' });
    await saveAndRestart('[cam 1]\n');
    expect(useEditor.getState().restartQuestion).toBe('crowsnest');
    const restarting = answerRestart(true);
    await settle(20);
    await restarting;
    expect(serviceRestarts).toEqual(['crowsnest']);
  });

  it('warns on leaving the page only while dirty', async () => {
    await open('printer.cfg');
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    editorTextChanged('changed');
    expect(leave()).toBe(true);
    closeEditor();
    expect(leave()).toBe(false);
  });
});
