// Per-connection printer-object subscriptions: full result on subscribe, then every 250 ms only the
// fields that changed since what was last sent to that connection (§2.8, §18.3).

import type { ObjectsRequest, ObjectsResult, PrinterStatus } from '../protocol/objects';
import type { Connection, ConnectionManager } from './connections';
import type { Klippy } from './klipper/klippy';

export const SUBSCRIPTION_INTERVAL_MS = 250;

export class SubscriptionPump {
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly klippy: Klippy,
    private readonly conns: ConnectionManager,
  ) {
    this.timer = setInterval(() => this.tick(), SUBSCRIPTION_INTERVAL_MS);
    klippy.on('disconnected', () => {
      for (const c of conns.all()) c.clearSubscription();
    });
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** Replaces the connection's subscription and returns the full current values. */
  subscribe(conn: Connection, objects: ObjectsRequest): ObjectsResult {
    const eventtime = this.klippy.clock.now();
    const status = this.klippy.query(objects, eventtime);
    conn.clearSubscription();
    if (Object.keys(objects).length > 0) {
      conn.subscription = objects;
      this.remember(conn, status);
    }
    return { eventtime, status };
  }

  tick(): void {
    if (this.klippy.state !== 'ready' && this.klippy.state !== 'shutdown') return;
    const eventtime = this.klippy.clock.now();
    const cache = new Map<string, PrinterStatus>();
    for (const conn of this.conns.all()) {
      if (!conn.user || !conn.subscription) continue;
      const diff: PrinterStatus = {};
      for (const [name, fields] of Object.entries(conn.subscription)) {
        let full = cache.get(name);
        if (!full) {
          full = this.klippy.query({ [name]: null }, eventtime);
          cache.set(name, full);
        }
        const obj = full[name] ?? {};
        const sent = conn.lastSent.get(name) ?? new Map<string, string>();
        conn.lastSent.set(name, sent);
        for (const field of fields ?? Object.keys(obj)) {
          const value = field in obj ? obj[field] : null;
          const json = JSON.stringify(value);
          if (sent.get(field) === json) continue;
          sent.set(field, json);
          (diff[name] ??= {})[field] = value;
        }
      }
      if (Object.keys(diff).length > 0) conn.notify('notify_status_update', diff, eventtime);
    }
  }

  private remember(conn: Connection, status: PrinterStatus): void {
    for (const [name, fields] of Object.entries(status)) {
      const sent = new Map<string, string>();
      for (const [f, v] of Object.entries(fields ?? {})) sent.set(f, JSON.stringify(v));
      conn.lastSent.set(name, sent);
    }
  }
}
