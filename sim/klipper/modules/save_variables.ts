// [save_variables]: SAVE_VARIABLE VARIABLE= VALUE= writes the `[Variables]` file (Python literals, as
// Klipper's configparser writes it); status { variables } holds what the file has.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ConfigError } from '../config';
import { CommandError } from '../gcode/parser';
import { parsePyLiteral, pyRepr, type PyValue } from './py_literal';
import type { KlipperModule } from './types';

function load(filename: string): Record<string, PyValue> {
  const out: Record<string, PyValue> = {};
  let inVariables = false;
  for (const line of readFileSync(filename, 'utf8').split(/\r?\n/)) {
    const header = /^\[(.+)\]\s*$/.exec(line.trim());
    if (header) {
      inVariables = header[1] === 'Variables';
      continue;
    }
    const opt = /^([^=:]+?)\s*[=:]\s*(.*)$/.exec(line);
    if (!inVariables || !opt || line.trim().startsWith('#')) continue;
    out[(opt[1] ?? '').trim().toLowerCase()] = parsePyLiteral((opt[2] ?? '').trim());
  }
  return out;
}

const saveVariables: KlipperModule = {
  sections: ['save_variables'],
  setup(p, [sec]) {
    if (!sec) return;
    const filename = sec.str('filename').replace(/^~/, process.env.HOME ?? '');
    let variables: Record<string, PyValue>;
    try {
      if (!existsSync(filename)) writeFileSync(filename, '');
      variables = load(filename);
    } catch {
      throw new ConfigError('Unable to parse existing variable file');
    }
    p.gcode.register(
      'SAVE_VARIABLE',
      (cmd) => {
        const name = cmd.str('VARIABLE');
        if (name.toLowerCase() !== name)
          throw new CommandError('VARIABLE must not contain upper case');
        const raw = cmd.str('VALUE');
        let value: PyValue;
        try {
          value = parsePyLiteral(raw);
        } catch {
          throw new CommandError(`Unable to parse '${raw}' as a literal`);
        }
        const next = { ...variables, [name]: value };
        const lines = Object.keys(next)
          .sort()
          .map((k) => `${k} = ${pyRepr(next[k] ?? null)}`);
        try {
          writeFileSync(filename, `[Variables]\n${lines.join('\n')}\n\n`);
          variables = load(filename);
        } catch {
          throw new CommandError('Unable to save variable');
        }
      },
      { help: 'Save arbitrary variables to disk' },
    );
    return { objects: [['save_variables', () => ({ variables: structuredClone(variables) })]] };
  },
};

export default saveVariables;
