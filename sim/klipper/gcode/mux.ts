// Mux-style parameter lookup (`SET_HEATER_TEMPERATURE HEATER=<name>`) with Klipper's error text (§17.1).

import type { GCodeCommand } from './command';
import { CommandError } from './parser';

export function muxLookup<T>(cmd: GCodeCommand, key: string, options: Map<string, T>): T {
  const value = cmd.str(key);
  const found = options.get(value);
  if (found !== undefined) return found;
  const names = [...options.keys()];
  const similar = names.find((n) => value !== '' && n.toLowerCase().includes(value.toLowerCase()));
  const hint = similar
    ? ` Did you mean '${similar}'?`
    : ` Options: ${names.map((n) => `'${n}'`).join(', ')}`;
  throw new CommandError(`The value '${value}' is not valid for ${key}.${hint}`);
}
