// The decoded schema of each dialect, built on first use.

import type { ConfigDialect } from './dialect';
import { decodeSchema, type Schema } from './schema';
import { KLIPPER_SCHEMA } from './schema-klipper';
import { MOONRAKER_SCHEMA } from './schema-moonraker';

let klipper: Schema | null = null;
let moonraker: Schema | null = null;

export function schemaFor(dialect: ConfigDialect): Schema | null {
  if (dialect === 'klipper') return (klipper ??= decodeSchema(KLIPPER_SCHEMA));
  if (dialect === 'moonraker') return (moonraker ??= decodeSchema(MOONRAKER_SCHEMA));
  return null;
}
