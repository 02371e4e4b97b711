// The G-code preview: which file, how far its parsing is, and the parsed moves (spec part 1 §2
// 'G-code preview card', §8). Parsing runs in a worker (moonraker/gcode-worker.ts) that streams the
// file from Moonraker; the typed arrays it builds are transferred here, never copied.
import { create } from 'zustand';
import type { ParsedGcode, ParserReply, ParserRequest } from '../lib/gcode/types';
import { canPreview, isLargeGcode } from '../lib/gcode/rules';
import { fileLink } from '../moonraker/download';
import { useAuth } from './auth';
import { useConnection } from './connection';
import { revealCard } from './layout';
import { activeOrPlaceholder } from './scope/active';
import { registerPrinterStore } from './printer-scoped';

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

export const useGcodePreview = create<GcodePreviewState>(() => ({ ...IDLE }));

let worker: Worker | null = null;
/** Each parse has a number; replies of an older one are dropped. */
let generation = 0;

function stopWorker(): void {
  worker?.terminate();
  worker = null;
  generation += 1;
}

/**
 * Preview a file of the gcodes root. An unsupported name shows as such; a file of 100 MB or more
 * waits for `confirmLargePreview()`; otherwise parsing starts at once.
 */
export function previewFile(path: string, size: number | null = null): void {
  stopWorker();
  // The preview card comes into view (its body, with the dialogs, loads there).
  revealCard(activeOrPlaceholder(), PREVIEW_CARD_ID);
  if (!canPreview(path)) {
    useGcodePreview.setState({ ...IDLE, path, size, status: 'unsupported' });
    return;
  }
  if (isLargeGcode(size)) {
    useGcodePreview.setState({ ...IDLE, path, size, status: 'confirm' });
    return;
  }
  void startParsing(path, size);
}

/** The user said yes to previewing a large file. */
export function confirmLargePreview(): void {
  const { path, size, status } = useGcodePreview.getState();
  if (status === 'confirm' && path) void startParsing(path, size);
}

/** Stop parsing (or decline a large file): nothing stays loaded. */
export function cancelPreview(): void {
  stopWorker();
  useGcodePreview.setState({ ...IDLE });
}

/** Forget the loaded file. */
export function clearPreview(): void {
  cancelPreview();
}

/** A worker that parses G-code; replaced in tests. */
export type WorkerFactory = () => Worker;
let createWorker: WorkerFactory = () =>
  new Worker(new URL('../moonraker/gcode-worker.ts', import.meta.url), { type: 'module' });

export function setGcodeWorkerFactory(factory: WorkerFactory): void {
  createWorker = factory;
}

async function startParsing(path: string, size: number | null): Promise<void> {
  stopWorker();
  const mine = generation;
  useGcodePreview.setState({
    ...IDLE,
    path,
    size,
    status: 'parsing',
    totalBytes: size,
  });
  const apiUrl = useConnection.getState().apiUrl;
  if (!apiUrl) {
    cancelPreview();
    return;
  }
  let url: string;
  try {
    url = await fileLink({ apiUrl, token: useAuth.getState().token, root: 'gcodes', path });
  } catch (error) {
    if (mine === generation) failed(error instanceof Error ? error.message : String(error));
    return;
  }
  if (mine !== generation) return;
  const w = createWorker();
  worker = w;
  w.onmessage = (event: MessageEvent<ParserReply>) => {
    if (mine !== generation) return;
    const reply = event.data;
    if (reply.type === 'progress') {
      useGcodePreview.setState({ bytesRead: reply.bytesRead, totalBytes: reply.totalBytes });
    } else if (reply.type === 'done') {
      worker = null;
      w.terminate();
      useGcodePreview.setState({
        status: 'ready',
        result: reply.result,
        parseMs: reply.parseMs,
        bytesRead: reply.result.bytes,
        totalBytes: reply.result.bytes,
      });
    } else if (reply.partial) {
      // Logged; the moves parsed before the failure stay (spec part 1 §8).
      console.error(`G-code preview: ${reply.message}`);
      worker = null;
      w.terminate();
      useGcodePreview.setState({ status: 'ready', result: reply.partial, parseMs: null });
    } else {
      failed(reply.message);
    }
  };
  w.onerror = (event) => {
    if (mine === generation) failed(event.message || 'The G-code parser stopped');
  };
  const request: ParserRequest = { type: 'parse', url, headers: {}, size };
  w.postMessage(request);
}

/** A parser failure is logged and, with no moves parsed, the file is cleared. */
function failed(message: string): void {
  console.error(`G-code preview: ${message}`);
  cancelPreview();
}

registerPrinterStore('gcodePreview', cancelPreview);
