// A printer's id on the farm (the one its address `/p/<id>/` uses).
import type { Instance } from '../../state/instances';

export function idOfInstance(instance: Instance): string {
  return instance.id;
}
