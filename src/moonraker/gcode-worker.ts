// The G-code preview's worker: streams a file from Moonraker and parses it as it arrives
// (lib/gcode/parser.ts), reporting progress, then transfers the typed arrays to the page. The page
// ends a parse by terminating the worker; a failed read sends what was parsed so far.
import { GcodeParser } from '../lib/gcode/parser';
import type { ParsedGcode, ParserReply, ParserRequest } from '../lib/gcode/types';

const PROGRESS_MS = 100;
/** Bytes asked for per read. */
const READ_BYTES = 1 << 20;

interface WorkerScope {
  onmessage: ((event: MessageEvent<ParserRequest>) => void) | null;
  postMessage(message: ParserReply, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

function transferables(result: ParsedGcode): Transferable[] {
  return [
    result.positions.buffer,
    result.extrusion.buffer,
    result.kind.buffer,
    result.tool.buffer,
    result.filePosition.buffer,
    result.object.buffer,
    result.layerZ.buffer,
    result.layerFirstMove.buffer,
  ] as Transferable[];
}

async function parse(url: string, headers: Record<string, string>, size: number | null) {
  const response = await fetch(url, { headers, cache: 'no-store' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : size;
  const parser = new GcodeParser({ sizeHint: total });
  let parseMs = 0;
  let lastReport = 0;
  const report = () =>
    scope.postMessage({ type: 'progress', bytesRead: parser.bytesRead, totalBytes: total });
  try {
    if (!response.body) throw new Error('The file has no body');
    // Read into one reused buffer: no garbage chunk per read, so the worker's memory stays the
    // parser's arrays and little else.
    const reader = response.body.getReader({ mode: 'byob' });
    let buffer = new ArrayBuffer(READ_BYTES);
    for (;;) {
      const { done, value } = await reader.read(new Uint8Array(buffer));
      if (done || !value) break;
      const start = performance.now();
      parser.push(value);
      const now = performance.now();
      parseMs += now - start;
      buffer = value.buffer as ArrayBuffer;
      if (now - lastReport >= PROGRESS_MS) {
        lastReport = now;
        report();
      }
    }
  } catch (error) {
    const partial = parser.finish();
    const message = error instanceof Error ? error.message : String(error);
    if (partial.moveCount > 0) {
      scope.postMessage({ type: 'error', message, partial: partial }, transferables(partial));
    } else {
      scope.postMessage({ type: 'error', message, partial: null });
    }
    return;
  }
  const start = performance.now();
  const result = parser.finish();
  parseMs += performance.now() - start;
  report();
  scope.postMessage({ type: 'done', result, parseMs }, transferables(result));
}

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type !== 'parse') return;
  parse(request.url, request.headers, request.size).catch((error: unknown) => {
    scope.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
      partial: null,
    });
  });
};
