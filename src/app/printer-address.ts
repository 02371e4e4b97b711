// The printer an address names (`/p/<id>/…`).
import type { Instance } from '../state/instances';

export function instanceWithId(instances: readonly Instance[], id: string): Instance | undefined {
  return instances.find((instance) => instance.id === id);
}
