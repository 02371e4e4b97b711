// Everything of one printer, created together and dropped together: its session (HTTP client,
// token keeper, socket, subscriptions, timers), its event hub and its stores, each made on first
// use by its factory (scoped-store.ts). Any number of scopes can be open at once; each follows its
// own Klipper and receives its own notifications. A light scope (a page showing many printers)
// subscribes only the objects its views ask for and skips the start-up loads of the full one.
import type { MoonrakerApi } from '../../moonraker/api';
import { PrinterSession } from '../printer-session';
import type { StatusClock } from '../status-clock';
import { ScopeEvents } from './scope-events';
import type { ScopedStore } from './scoped-store';

export interface PrinterScopeOptions {
  apiUrl: string;
  /** Only what views subscribe: no full object subscription, no chart, no start-up loads. */
  light?: boolean;
  /** The clock whose ticks this scope's status flushes wait for, shared with other light scopes. */
  clock?: StatusClock;
}

export class PrinterScope {
  readonly apiUrl: string;
  readonly light: boolean;
  readonly clock: StatusClock | null;
  readonly events = new ScopeEvents();
  private readonly made = new Map<ScopedStore<unknown>, unknown>();
  private readonly closers: (() => void)[] = [];
  private sessionOf: PrinterSession | null = null;
  private closed = false;

  constructor(opts: PrinterScopeOptions) {
    this.apiUrl = opts.apiUrl;
    this.light = opts.light ?? false;
    this.clock = opts.clock ?? null;
  }

  /** The printer's session, made with the scope's first use of it. */
  get session(): PrinterSession {
    this.sessionOf ??= new PrinterSession({ scope: this });
    return this.sessionOf;
  }

  /** The calls of the open connection; null while the socket is not ready. */
  get api(): MoonrakerApi | null {
    return this.closed ? null : (this.events.socketLive?.api ?? null);
  }

  /**
   * A call whose failure only needs reporting (a 4xx as a message, a 503 as Klipper's error
   * state); undefined when it failed, when nothing is connected, or when the scope closed meanwhile.
   */
  attempt<T>(work: (api: MoonrakerApi) => Promise<T>): Promise<T | undefined> {
    return this.sessionOf && !this.closed
      ? this.sessionOf.attempt(work)
      : Promise.resolve(undefined);
  }

  /** The store `def` of this printer, made now if this is its first use. */
  get<T>(def: ScopedStore<T>): T {
    if (this.made.has(def)) return this.made.get(def) as T;
    const store = def.create(this);
    this.made.set(def, store);
    return store;
  }

  /** Whether `def` has been made in this scope (tests, and views that only read what exists). */
  has(def: ScopedStore<unknown>): boolean {
    return this.made.has(def);
  }

  /** Runs `fn` when the scope closes (a store's timer, a listener outside the scope). */
  onClose(fn: () => void): void {
    if (this.closed) fn();
    else this.closers.push(fn);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Ends the session and drops every store; late answers find nothing to write to. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.sessionOf?.close();
    this.events.clear();
    for (const fn of this.closers.splice(0).reverse()) fn();
    this.made.clear();
  }
}
