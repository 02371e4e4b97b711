// The G-code preview: which file, how far its parsing is, and the parsed moves (spec part 1 §2
// 'G-code preview card', §8). Parsing runs in a worker (moonraker/gcode-worker.ts) that streams the
// file from Moonraker; the typed arrays it builds are transferred here, never copied. One store
// per printer scope: a file previewed is that printer's, and its worker ends with the scope.
import { createStore, type StoreApi } from 'zustand';
import type { ParsedGcode, ParserReply, ParserRequest } from '../lib/gcode/types';
import { canPreview, isLargeGcode } from '../lib/gcode/rules';
import { fileLink } from '../moonraker/download';
import { authStore } from './auth';
import { connectionStore } from './connection';
import { revealCard } from './layout';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';

export type PreviewStatus =
  /** Nothing loaded. */
  | 'idle'
  /** A file of 100 MB or more waits for the user's yes (`confirmLargePreview`). */
  | 'confirm'
  /** Streaming and parsing; `bytesRead` / `totalBytes` tell how far. */
  | 'parsing'
  | 'ready'
  /** The file type or name cannot be previewed. */
  | 'unsupported';

export interface GcodePreviewState {
  /** Path of the file in the gcodes root. */
  path: string | null;
  size: number | null;
  status: PreviewStatus;
  bytesRead: number;
  totalBytes: number | null;
  result: ParsedGcode | null;
  /** Milliseconds the worker spent parsing (not waiting for the network). */
  parseMs: number | null;
}

const IDLE: GcodePreviewState = {
  path: null,
  size: null,
  status: 'idle',
  bytesRead: 0,
  totalBytes: null,
  result: null,
  parseMs: null,
};

/** The dashboard card that shows the preview. */
export const PREVIEW_CARD_ID = 'gcodePreview';

/** A worker that parses G-code; replaced in tests. */
export type WorkerFactory = () => Worker;
const browserWorker: WorkerFactory = () =>
  new Worker(new URL('../moonraker/gcode-worker.ts', import.meta.url), { type: 'module' });

interface PreviewStore extends StoreApi<GcodePreviewState> {
  /** Ends the running worker; replies of every parse before are dropped from then on. */
  stopWorker(): void;
  /** Starts a worker for a new parse; answers it and the check that the parse is still current. */
  startWorker(): { worker: Worker; current: () => boolean };
  /** A parse begins (before its worker exists): the check that it is still current. */
  beginParse(): () => boolean;
  /** The worker finished by itself. */
  workerDone(worker: Worker): void;
  setWorkerFactory(factory: WorkerFactory): void;
}

export const gcodePreviewStore = scopedStore('gcodePreview', (scope): PreviewStore => {
  const store = createStore<GcodePreviewState>(() => ({ ...IDLE }));
  let worker: Worker | null = null;
  let createWorker = browserWorker;
  /** Each parse has a number; replies of an older one are dropped. */
  let generation = 0;
  const stopWorker = () => {
    worker?.terminate();
    worker = null;
    generation += 1;
  };
  scope.onClose(stopWorker);
  return Object.assign(store, {
    stopWorker,
    beginParse() {
      const mine = generation;
      return () => mine === generation && !scope.isClosed;
    },
    startWorker() {
      const mine = generation;
      const made = createWorker();
      worker = made;
      return { worker: made, current: () => mine === generation && !scope.isClosed };
    },
    workerDone(done: Worker) {
      if (worker === done) worker = null;
      done.terminate();
    },
    setWorkerFactory(factory: WorkerFactory) {
      createWorker = factory;
    },
  });
});

export const useGcodePreview = boundStore<GcodePreviewState>(gcodePreviewStore);

/**
 * Preview a file of the gcodes root. An unsupported name shows as such; a file of 100 MB or more
 * waits for `confirmLargePreview()`; otherwise parsing starts at once.
 */
export function previewFile(scope: PrinterScope, path: string, size: number | null = null): void {
  const store = scope.get(gcodePreviewStore);
  store.stopWorker();
  // The preview card comes into view (its body, with the dialogs, loads there).
  revealCard(scope, PREVIEW_CARD_ID);
  if (!canPreview(path)) {
    store.setState({ ...IDLE, path, size, status: 'unsupported' });
    return;
  }
  if (isLargeGcode(size)) {
    store.setState({ ...IDLE, path, size, status: 'confirm' });
    return;
  }
  void startParsing(scope, path, size);
}

/** The user said yes to previewing a large file. */
export function confirmLargePreview(scope: PrinterScope): void {
  const { path, size, status } = scope.get(gcodePreviewStore).getState();
  if (status === 'confirm' && path) void startParsing(scope, path, size);
}

/** Stop parsing (or decline a large file): nothing stays loaded. */
export function cancelPreview(scope: PrinterScope): void {
  const store = scope.get(gcodePreviewStore);
  store.stopWorker();
  store.setState({ ...IDLE });
}

/** Forget the loaded file. */
export function clearPreview(scope: PrinterScope): void {
  cancelPreview(scope);
}

/** The worker this printer's previews parse in (tests give a stand-in). */
export function setGcodeWorkerFactory(scope: PrinterScope, factory: WorkerFactory): void {
  scope.get(gcodePreviewStore).setWorkerFactory(factory);
}

async function startParsing(scope: PrinterScope, path: string, size: number | null): Promise<void> {
  const store = scope.get(gcodePreviewStore);
  store.stopWorker();
  const current = store.beginParse();
  store.setState({
    ...IDLE,
    path,
    size,
    status: 'parsing',
    totalBytes: size,
  });
  const apiUrl = scope.get(connectionStore).getState().apiUrl;
  if (!apiUrl) {
    cancelPreview(scope);
    return;
  }
  let url: string;
  try {
    const token = scope.get(authStore).getState().token;
    url = await fileLink({ apiUrl, token, root: 'gcodes', path });
  } catch (error) {
    if (current()) failed(scope, error instanceof Error ? error.message : String(error));
    return;
  }
  if (!current()) return;
  const { worker: w, current: live } = store.startWorker();
  w.onmessage = (event: MessageEvent<ParserReply>) => {
    if (!live()) return;
    const reply = event.data;
    if (reply.type === 'progress') {
      store.setState({ bytesRead: reply.bytesRead, totalBytes: reply.totalBytes });
    } else if (reply.type === 'done') {
      store.workerDone(w);
      store.setState({
        status: 'ready',
        result: reply.result,
        parseMs: reply.parseMs,
        bytesRead: reply.result.bytes,
        totalBytes: reply.result.bytes,
      });
    } else if (reply.partial) {
      // Logged; the moves parsed before the failure stay (spec part 1 §8).
      console.error(`G-code preview: ${reply.message}`);
      store.workerDone(w);
      store.setState({ status: 'ready', result: reply.partial, parseMs: null });
    } else {
      failed(scope, reply.message);
    }
  };
  w.onerror = (event) => {
    if (live()) failed(scope, event.message || 'The G-code parser stopped');
  };
  const request: ParserRequest = { type: 'parse', url, headers: {}, size };
  w.postMessage(request);
}

/** A parser failure is logged and, with no moves parsed, the file is cleared. */
function failed(scope: PrinterScope, message: string): void {
  console.error(`G-code preview: ${message}`);
  cancelPreview(scope);
}
