// What the views of one printer asked it to report (useObjectSubscription), kept across reconnects:
// each new socket's subscription registry gets them all again.
import type { ObjectsRequest } from '../../protocol/objects';
import type { SubscriptionRegistry } from '../moonraker/subscriptions';

interface Wanted {
  owner: string;
  objects: ObjectsRequest;
  off: (() => void) | null;
}

export class ViewSubscriptions {
  private readonly wanted = new Set<Wanted>();
  private registry: SubscriptionRegistry | null = null;

  /** Keeps `objects` subscribed until the returned function is called. */
  add(owner: string, objects: ObjectsRequest): () => void {
    const entry: Wanted = { owner, objects, off: this.registry?.add(owner, objects) ?? null };
    this.wanted.add(entry);
    return () => {
      entry.off?.();
      this.wanted.delete(entry);
    };
  }

  /** A socket opened: its registry gets every wanted entry. */
  attach(registry: SubscriptionRegistry): void {
    this.registry = registry;
    for (const entry of this.wanted) entry.off = registry.add(entry.owner, entry.objects);
  }

  /** The socket closed: its registry goes with it. */
  detach(): void {
    this.registry = null;
    for (const entry of this.wanted) entry.off = null;
  }
}
