// The other dashboards' names as their users know them (not translated).
import type { ImportSource } from './rules/plan';

export const APP_NAMES: Readonly<Record<ImportSource, string>> = {
  fluidd: 'Fluidd',
  mainsail: 'Mainsail',
};
