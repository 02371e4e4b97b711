// The preview store: which files it parses, asks about or refuses, and what it keeps of the
// worker's replies. The worker is the browser's (a stand-in that records messages and replies as
// the real one does); the parsed results are real, from the parser. The file's link comes from a
// pretend printer (its one-shot token).
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseGcode } from '../../lib/gcode/parser';
import { openTestPrinter, type TestPrinter } from '../../test/printer-scope';
import {
  cancelPreview,
  confirmLargePreview,
  gcodePreviewStore,
  previewFile as preview,
  setGcodeWorkerFactory,
} from '../gcode-preview';
import { layoutStore } from '../layout';
import { StandInWorker } from '../../test/parser-worker';

const parsed = () => parseGcode(new TextEncoder().encode('G1 X0 Y0 Z0.2\nG1 X10 E1\nG1 Y10 E2\n'));
/** The link of a file: the printer's files URL with its one-shot token and a cache-buster. */
const link = (path: string) =>
  new RegExp(
    `^http://a\\.local:7125/server/files/gcodes/${path.replace('.', '\\.')}\\?token=oneshot-a\\.local%3A7125&date=\\d+$`,
  );
/** The worker number `n` once its parse asked for the file's link. */
const workerNo = async (n: number) => {
  await waitFor(() => expect(StandInWorker.all[n]).toBeDefined());
  return StandInWorker.all[n]!;
};

describe('G-code preview store', () => {
  let p: TestPrinter;

  const state = () => p.scope.get(gcodePreviewStore).getState();

  const previewFile = (path: string, size: number | null) => preview(p.scope, path, size);

  beforeEach(async () => {
    StandInWorker.all = [];
    p = await openTestPrinter();
    setGcodeWorkerFactory(p.scope, () => new StandInWorker() as unknown as Worker);
  });

  afterEach(() => {
    p.close();
    vi.restoreAllMocks();
  });

  it.each([
    ['box.ufp', 'unsupported'],
    ['.hidden.gcode', 'unsupported'],
    ['notes.txt', 'unsupported'],
  ])('%s cannot be previewed', (path, status) => {
    previewFile(path, 10);
    expect(state()).toMatchObject({ path, status });
    expect(StandInWorker.all).toHaveLength(0);
  });

  it('asks before a file of 100 MiB or more; yes starts parsing, no loads nothing', async () => {
    previewFile('big.gcode', 100 * 1024 * 1024);
    expect(state().status).toBe('confirm');
    expect(StandInWorker.all).toHaveLength(0);
    cancelPreview(p.scope);
    expect(state()).toMatchObject({ status: 'idle', path: null });

    previewFile('big.gcode', 100 * 1024 * 1024);
    confirmLargePreview(p.scope);
    expect(state().status).toBe('parsing');
    expect((await workerNo(0)).requests).toEqual([
      {
        type: 'parse',
        url: expect.stringMatching(link('big.gcode')),
        headers: {},
        size: 100 * 1024 * 1024,
      },
    ]);
  });

  it('follows the progress, keeps the result and reveals the preview card', async () => {
    expect(p.scope.get(layoutStore).getState().reveal).toBeNull();
    previewFile('cube.gcode', 2048);
    expect(p.scope.get(layoutStore).getState().reveal).toBe('gcodePreview');
    const worker = await workerNo(0);
    worker.reply({ type: 'progress', bytesRead: 1024, totalBytes: 2048 });
    expect(state()).toMatchObject({ status: 'parsing', bytesRead: 1024, totalBytes: 2048 });
    const result = parsed();
    worker.reply({ type: 'done', result, parseMs: 3 });
    expect(state()).toMatchObject({ status: 'ready', result, parseMs: 3 });
    expect(worker.terminated).toBe(true);
  });

  it('a failure with moves keeps them; without moves the file is cleared; both are logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    previewFile('cut.gcode', 2048);
    const partial = parsed();
    (await workerNo(0)).reply({ type: 'error', message: 'connection reset', partial });
    expect(state()).toMatchObject({ status: 'ready', result: partial });

    previewFile('empty.gcode', 2048);
    (await workerNo(1)).reply({ type: 'error', message: '404 Not Found', partial: null });
    expect(state()).toMatchObject({ status: 'idle', result: null, path: null });
    expect(log.mock.calls.map((c) => String(c[0]))).toEqual([
      'G-code preview: connection reset',
      'G-code preview: 404 Not Found',
    ]);
  });

  it('cancelling ends the worker and drops its late replies; a new file replaces the old', async () => {
    previewFile('one.gcode', 2048);
    const first = await workerNo(0);
    cancelPreview(p.scope);
    expect(first.terminated).toBe(true);
    first.reply({ type: 'done', result: parsed(), parseMs: 1 });
    expect(state().status).toBe('idle');

    previewFile('two.gcode', 2048);
    const second = await workerNo(1);
    previewFile('three.gcode', 2048);
    await workerNo(2);
    second.reply({ type: 'progress', bytesRead: 99, totalBytes: 2048 });
    expect(state()).toMatchObject({ path: 'three.gcode', bytesRead: 0 });
    expect(second.terminated).toBe(true);
  });

  it("closing the printer's scope ends its worker; its late replies land nowhere", async () => {
    previewFile('cube.gcode', 2048);
    const worker = await workerNo(0);
    const store = p.scope.get(gcodePreviewStore);
    p.close();
    expect(worker.terminated).toBe(true);
    worker.reply({ type: 'done', result: parsed(), parseMs: 1 });
    expect(store.getState().status).toBe('parsing');
  });
});
