// SubscriptionRegistry: owners' printer-object requests merged into the one subscription Moonraker keeps.
// Reference: moonraker-api.md §2.8 — a subscribe REPLACES the previous one, so the full union is always sent.
import type { ObjectsRequest, ObjectsResult } from '../../protocol/objects';
import { Emitter } from './emitter';

interface Registration {
  owner: string;
  objects: ObjectsRequest;
}

interface RegistryEvents {
  result: [result: ObjectsResult];
  error: [error: unknown];
}

/** Object name → null (all fields) or the sorted union of fields; `null` wins over any list. */
export function mergeObjects(requests: Iterable<ObjectsRequest>): ObjectsRequest {
  const merged = new Map<string, Set<string> | null>();
  for (const request of requests) {
    for (const [name, fields] of Object.entries(request)) {
      const current = merged.get(name);
      if (fields === null || current === null) merged.set(name, null);
      else merged.set(name, new Set([...(current ?? []), ...fields]));
    }
  }
  const out: ObjectsRequest = {};
  for (const name of [...merged.keys()].sort()) {
    const fields = merged.get(name);
    out[name] = fields ? [...fields].sort() : null;
  }
  return out;
}

export class SubscriptionRegistry {
  private readonly registrations = new Set<Registration>();
  private readonly events = new Emitter<RegistryEvents>();
  /** Canonical JSON of the union last sent (or being sent); null when nothing is subscribed. */
  private sent: string | null = null;
  private flushScheduled = false;

  constructor(private readonly send: (objects: ObjectsRequest) => Promise<ObjectsResult>) {}

  /** Registers `objects` for `owner`; the returned function removes exactly this registration. */
  add(owner: string, objects: ObjectsRequest): () => void {
    const registration: Registration = { owner, objects: { ...objects } };
    this.registrations.add(registration);
    this.scheduleFlush();
    return () => {
      if (this.registrations.delete(registration)) this.scheduleFlush();
    };
  }

  /** How many registrations `owner` holds (or all owners together). */
  count(owner?: string): number {
    if (owner === undefined) return this.registrations.size;
    return [...this.registrations].filter((r) => r.owner === owner).length;
  }

  union(): ObjectsRequest {
    return mergeObjects([...this.registrations].map((r) => r.objects));
  }

  onResult(listener: (result: ObjectsResult) => void): () => void {
    return this.events.on('result', listener);
  }

  /** Failures of debounced sends (resubscribe() rejects to its caller instead). */
  onError(listener: (error: unknown) => void): () => void {
    return this.events.on('error', listener);
  }

  /**
   * Sends the full union now, even when it was sent before (after a reconnect or notify_klippy_ready
   * Moonraker has forgotten it). Resolves null when nothing is registered.
   */
  async resubscribe(): Promise<ObjectsResult | null> {
    const union = this.union();
    if (Object.keys(union).length === 0) return null;
    return this.transmit(union);
  }

  /** Forgets what was sent (the socket closed): the next change or resubscribe sends the union. */
  reset(): void {
    this.sent = null;
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  /** Debounced send: only when the union differs from what Moonraker has. */
  private flush(): void {
    const union = this.union();
    const key = JSON.stringify(union);
    if (key === this.sent) return;
    // Nothing registered and nothing subscribed: no need to send an empty (cancelling) subscribe.
    if (this.sent === null && Object.keys(union).length === 0) return;
    this.transmit(union).catch((error: unknown) => this.events.emit('error', error));
  }

  private async transmit(union: ObjectsRequest): Promise<ObjectsResult> {
    const key = JSON.stringify(union);
    this.sent = key;
    try {
      const result = await this.send(union);
      this.events.emit('result', result);
      return result;
    } catch (error) {
      if (this.sent === key) this.sent = null;
      throw error;
    }
  }
}
