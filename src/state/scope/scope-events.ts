// One printer's event hub: its server notifications and the moments its socket and Klipper become
// ready. The session emits; the printer's stores listen, so the session does not need to know them.
// A listener added after a moment passed is run at once with that moment's connection (a store
// created on first use, after the socket opened, loads like one that was there from the start).
// Each moment carries a `Live` that turns false when its connection ends or the scope closes: the
// one check a store makes after an await before it writes what came back.
import type { MoonrakerApi } from '../../moonraker/api';

type NotificationListener = (params: unknown[]) => void;

/** A moment of one connection: its calls, and whether that connection is still the one open. */
export interface Live {
  readonly api: MoonrakerApi;
  /** False once this connection closed (or Klipper went away, for a Klipper-ready moment). */
  alive(): boolean;
}

export type MomentListener = (live: Live) => void;

class Moment {
  private readonly listeners = new Set<MomentListener>();
  private current: { live: Live; ended: boolean } | null = null;

  add(listener: MomentListener): () => void {
    this.listeners.add(listener);
    if (this.current && !this.current.ended) listener(this.current.live);
    return () => this.listeners.delete(listener);
  }

  /** The moment happens: every listener runs with it. */
  emit(api: MoonrakerApi): Live {
    this.end();
    const state = { live: null as unknown as Live, ended: false };
    state.live = { api, alive: () => !state.ended };
    this.current = state;
    for (const listener of [...this.listeners]) listener(state.live);
    return state.live;
  }

  /** The moment is over (socket closed, Klipper gone): its Live turns false. */
  end(): void {
    if (this.current) this.current.ended = true;
    this.current = null;
  }

  get live(): Live | null {
    return this.current && !this.current.ended ? this.current.live : null;
  }

  clear(): void {
    this.end();
    this.listeners.clear();
  }
}

export class ScopeEvents {
  private readonly notifications = new Map<string, Set<NotificationListener>>();
  private readonly socket = new Moment();
  private readonly klippy = new Moment();

  /** Listen for a server notification (e.g. notify_filelist_changed). Returns its unsubscribe. */
  onNotification(method: string, listener: NotificationListener): () => void {
    let set = this.notifications.get(method);
    if (!set) {
      set = new Set();
      this.notifications.set(method, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /** After every (re)connect of the socket, once server-side state may be loaded (now, if open). */
  onSocketReady(listener: MomentListener): () => void {
    return this.socket.add(listener);
  }

  /** Each time Klipper becomes ready and its objects are subscribed (now, if it is). */
  onKlippyReady(listener: MomentListener): () => void {
    return this.klippy.add(listener);
  }

  /** The open connection's moment, or null while the socket is not ready. */
  get socketLive(): Live | null {
    return this.socket.live;
  }

  /** Klipper's ready moment, or null while it is not ready. */
  get klippyLive(): Live | null {
    return this.klippy.live;
  }

  notify(method: string, params: unknown[]): void {
    const set = this.notifications.get(method);
    if (set) for (const listener of [...set]) listener(params);
  }

  socketReady(api: MoonrakerApi): Live {
    this.klippy.end();
    return this.socket.emit(api);
  }

  klippyReady(api: MoonrakerApi): Live {
    return this.klippy.emit(api);
  }

  /** The socket closed: both moments are over. */
  socketClosed(): void {
    this.klippy.end();
    this.socket.end();
  }

  /** Klipper went away (shutdown, disconnect, restart): its moment is over. */
  klippyGone(): void {
    this.klippy.end();
  }

  /** The scope closes: every listener goes. */
  clear(): void {
    this.socket.clear();
    this.klippy.clear();
    this.notifications.clear();
  }
}
