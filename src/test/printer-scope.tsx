// A printer's scope over a pretend socket, for component and store tests: the printer answers
// from method tables (state/__tests__/session-harness.ts), keeps a real key/value database, and the
// view under test renders inside its scope, as a page of the app does.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { PrinterStatus } from '../../protocol/objects';
import { printerStatusStore } from '../state/printer';
import { setActiveScope } from '../state/scope/active';
import { PrinterScopeProvider } from '../state/scope/context';
import { PrinterScope } from '../state/scope/printer-scope';
import {
  FakePrinter,
  RpcError,
  installNetwork,
  json,
  settle,
  uninstallNetwork,
} from '../state/__tests__/session-harness';

type Namespace = Record<string, unknown>;

export interface TestPrinterOptions {
  host?: string;
  /** The database's namespaces at the start ({ printdeck: { macros: … } }). */
  db?: Record<string, Namespace>;
  /** Klipper's objects (printer.objects.list) and the status the subscription answers. */
  objects?: string[];
  status?: PrinterStatus;
  /** More answers before the socket opens. */
  setup?: (printer: FakePrinter) => void;
  /** Make it the chosen printer (code outside any view reads that one). */
  active?: boolean;
  light?: boolean;
}

export interface TestPrinter {
  printer: FakePrinter;
  scope: PrinterScope;
  /** The database as the printer holds it now. */
  db: Record<string, Namespace>;
  /** Params of every socket call of `method` so far. */
  sent(method: string): Record<string, unknown>[];
  /** Renders `ui` inside this printer's scope. */
  render(ui: ReactElement): RenderResult;
  close(): void;
}

function readPath(root: Namespace, key: string): unknown {
  let at: unknown = root;
  for (const part of key.split('.')) {
    if (!at || typeof at !== 'object' || !Object.hasOwn(at, part)) return undefined;
    at = (at as Namespace)[part];
  }
  return at;
}

function writePath(root: Namespace, key: string, value: unknown): void {
  const parts = key.split('.');
  let at = root;
  for (const part of parts.slice(0, -1)) {
    const next = at[part];
    at = next && typeof next === 'object' ? (next as Namespace) : (at[part] = {});
  }
  at[parts.at(-1)!] = value;
}

/** Moonraker's database calls over `db`, with its 404 for a missing key. */
export function serveDatabase(printer: FakePrinter, db: Record<string, Namespace>): void {
  const missing = (ns: string, key: string) =>
    new RpcError(404, `Key '${key}' in namespace '${ns}' not found`);
  printer.rpc.set('server.database.get_item', (params) => {
    const { namespace, key } = params as { namespace: string; key?: string };
    const root = db[namespace];
    if (!root) throw new RpcError(404, `Namespace '${namespace}' not found`);
    if (key === undefined) return { namespace, key: null, value: root };
    const value = readPath(root, key);
    if (value === undefined) throw missing(namespace, key);
    return { namespace, key, value };
  });
  printer.rpc.set('server.database.post_item', (params) => {
    const { namespace, key, value } = params as { namespace: string; key: string; value: unknown };
    writePath((db[namespace] ??= {}), key, structuredClone(value));
    return { namespace, key, value };
  });
  printer.rpc.set('server.database.delete_item', (params) => {
    const { namespace, key } = params as { namespace: string; key: string };
    const root = db[namespace];
    const value = root ? readPath(root, key) : undefined;
    if (value === undefined) throw missing(namespace, key);
    const parts = key.split('.');
    const parent = parts.length > 1 ? readPath(root!, parts.slice(0, -1).join('.')) : root;
    delete (parent as Namespace)[parts.at(-1)!];
    return { namespace, key, value };
  });
}

/** Makes `printer`'s server.info, over HTTP and the socket alike, its own with `patch` over it. */
export function serveServerInfo(printer: FakePrinter, patch: Record<string, unknown>): void {
  const info = { ...printer.serverInfo(), ...patch };
  printer.http.set('GET /server/info', () => json({ result: info }));
  printer.rpc.set('server.info', () => info);
}

/** The printer sends a notification down its last opened socket. */
export function notifyFrom(printer: FakePrinter, method: string, params: unknown[]): void {
  const socket = printer.sockets().at(-1);
  if (!socket) throw new Error(`${printer.host} has no socket`);
  socket.receive({ jsonrpc: '2.0', method, params });
}

/** Every socket call of these methods to `printer` so far, in order. */
export function framesOf(
  printer: FakePrinter,
  ...methods: string[]
): { method: string; params: Record<string, unknown> }[] {
  return printer
    .sockets()
    .flatMap((ws) => ws.frames())
    .filter((f) => methods.includes(f.method))
    .map((f) => ({ method: f.method, params: (f.params ?? {}) as Record<string, unknown> }));
}

/**
 * Opens a scope on a pretend printer and connects it (on the fake clock; the test then runs on
 * the real one, as a user's clicks do). Close it in afterEach.
 */
export async function openTestPrinter(opts: TestPrinterOptions = {}): Promise<TestPrinter> {
  const host = opts.host ?? 'a.local:7125';
  const printer = new FakePrinter(host, 20);
  const db: Record<string, Namespace> = structuredClone(opts.db ?? {});
  serveDatabase(printer, db);
  if (opts.objects || opts.status) {
    const objects = opts.objects ?? Object.keys(opts.status ?? {});
    printer.rpc.set('printer.objects.list', () => ({ objects }));
    printer.rpc.set('printer.objects.subscribe', () => ({
      eventtime: 1,
      status: structuredClone(opts.status ?? {}),
    }));
  }
  opts.setup?.(printer);
  installNetwork(printer);
  const scope = new PrinterScope({ apiUrl: `http://${host}`, light: opts.light });
  if (opts.active) setActiveScope(scope);
  await scope.session.connect();
  await settle(40);
  vi.useRealTimers();
  return {
    printer,
    scope,
    db,
    sent: (method) => framesOf(printer, method).map((f) => f.params),
    render: (ui) => render(<PrinterScopeProvider scope={scope}>{ui}</PrinterScopeProvider>),
    close: () => {
      if (opts.active) setActiveScope(null);
      scope.close();
      uninstallNetwork();
    },
  };
}

/** Seeds Klipper's status in the scope (what a subscription would have reported). */
export function seedScopeStatus(scope: PrinterScope, status: PrinterStatus): void {
  scope.get(printerStatusStore).seed(status);
}
