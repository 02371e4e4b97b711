// A printer's id and the printer an id names (the `/p/<id>/…` addresses).
import { slugify } from '../lib/printer-ids';
import type { Instance } from '../state/instances';

/** The printer's id (a list kept before ids existed has none yet: its name's). */
export function idOf(instance: Instance): string {
  return (instance as Instance & { id?: string }).id ?? slugify(instance.name);
}

export function instanceWithId(instances: readonly Instance[], id: string): Instance | undefined {
  return instances.find((instance) => idOf(instance) === id);
}
