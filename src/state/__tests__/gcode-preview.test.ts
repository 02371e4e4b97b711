// The preview store: which files it parses, asks about or refuses, and what it keeps of the
// worker's replies. The worker is the browser's (a stand-in that records messages and replies as
// the real one does); the parsed results are real, from the parser.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseGcode } from '../../lib/gcode/parser';
import type { ParserReply, ParserRequest } from '../../lib/gcode/types';
import { useConnection } from '../connection';
import {
  cancelPreview,
  confirmLargePreview,
  previewFile,
  setGcodeWorkerFactory,
  useGcodePreview,
} from '../gcode-preview';
import { useLayout } from '../layout';

vi.mock('../../moonraker/download', () => ({
  fileLink: ({ path }: { path: string }) =>
    Promise.resolve(`http://printer/server/files/gcodes/${path}`),
}));

class StandInWorker {
  static all: StandInWorker[] = [];
  onmessage: ((event: MessageEvent<ParserReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  requests: ParserRequest[] = [];
  terminated = false;
  constructor() {
    StandInWorker.all.push(this);
  }
  postMessage(request: ParserRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: ParserReply) {
    this.onmessage?.({ data: message } as MessageEvent<ParserReply>);
  }
}

const parsed = () => parseGcode(new TextEncoder().encode('G1 X0 Y0 Z0.2\nG1 X10 E1\nG1 Y10 E2\n'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const state = () => useGcodePreview.getState();

beforeEach(() => {
  StandInWorker.all = [];
  setGcodeWorkerFactory(() => new StandInWorker() as unknown as Worker);
  useConnection.setState({ apiUrl: 'http://printer' });
  cancelPreview();
});
afterEach(() => vi.restoreAllMocks());

describe('G-code preview store', () => {
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
    cancelPreview();
    expect(state()).toMatchObject({ status: 'idle', path: null });

    previewFile('big.gcode', 100 * 1024 * 1024);
    confirmLargePreview();
    await settle();
    expect(state().status).toBe('parsing');
    expect(StandInWorker.all[0]?.requests).toEqual([
      {
        type: 'parse',
        url: 'http://printer/server/files/gcodes/big.gcode',
        headers: {},
        size: 100 * 1024 * 1024,
      },
    ]);
  });

  it('follows the progress, keeps the result and reveals the preview card', async () => {
    useLayout.setState({ reveal: null });
    previewFile('cube.gcode', 2048);
    expect(useLayout.getState().reveal).toBe('gcodePreview');
    await settle();
    const worker = StandInWorker.all[0]!;
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
    await settle();
    const partial = parsed();
    StandInWorker.all[0]!.reply({ type: 'error', message: 'connection reset', partial });
    expect(state()).toMatchObject({ status: 'ready', result: partial });

    previewFile('empty.gcode', 2048);
    await settle();
    StandInWorker.all[1]!.reply({ type: 'error', message: '404 Not Found', partial: null });
    expect(state()).toMatchObject({ status: 'idle', result: null, path: null });
    expect(log.mock.calls.map((c) => String(c[0]))).toEqual([
      'G-code preview: connection reset',
      'G-code preview: 404 Not Found',
    ]);
  });

  it('cancelling ends the worker and drops its late replies; a new file replaces the old', async () => {
    previewFile('one.gcode', 2048);
    await settle();
    const first = StandInWorker.all[0]!;
    cancelPreview();
    expect(first.terminated).toBe(true);
    first.reply({ type: 'done', result: parsed(), parseMs: 1 });
    expect(state().status).toBe('idle');

    previewFile('two.gcode', 2048);
    await settle();
    previewFile('three.gcode', 2048);
    await settle();
    StandInWorker.all[1]!.reply({ type: 'progress', bytesRead: 99, totalBytes: 2048 });
    expect(state()).toMatchObject({ path: 'three.gcode', bytesRead: 0 });
    expect(StandInWorker.all[1]!.terminated).toBe(true);
  });
});
