// A printer's id on the farm (the one its address `/p/<id>/` uses).
import { slugify } from '../../lib/printer-ids';
import type { Instance } from '../../state/instances';

/** The printer's id (a list kept before ids existed has none yet: its name's). */
export function idOfInstance(instance: Instance): string {
  return (instance as Instance & { id?: string }).id ?? slugify(instance.name);
}
