// Minimal typed event emitter: `on` returns its own unsubscribe; a throwing listener never breaks the emitter.
export type Listener<A extends unknown[]> = (...args: A) => void;

export class Emitter<E extends { [K in keyof E]: unknown[] }> {
  private readonly listeners = new Map<keyof E, Set<Listener<never[]>>>();

  on<K extends keyof E>(event: K, listener: Listener<E[K]>): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    const entry = listener as unknown as Listener<never[]>;
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }

  emit<K extends keyof E>(event: K, ...args: E[K]): void {
    const set = this.listeners.get(event);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        (listener as unknown as Listener<E[K]>)(...args);
      } catch (err) {
        console.error(`[moonraker] '${String(event)}' listener failed`, err);
      }
    }
  }
}
