// gcode_macro sections: commands expanding a small template subset, variables, SET_GCODE_VARIABLE.

import { ConfigError } from './config';
import type { GCodeCommand } from './gcode/command';
import type { GCodeDispatcher } from './gcode/dispatcher';
import { muxLookup } from './gcode/mux';
import { CommandError } from './gcode/parser';
import type { ConfigSection } from './settings';

/** Parses a Python literal as Klipper's macro variables use them. */
export function parseLiteral(text: string): unknown {
  const s = text.trim();
  if (/^[-+]?\d+$/.test(s)) return Number(s);
  if (s !== '' && Number.isFinite(Number(s))) return Number(s);
  if (s === 'True' || s === 'False') return s === 'True';
  if (s === 'None') return null;
  if (/^'[^']*'$/.test(s) || /^"[^"]*"$/.test(s)) return s.slice(1, -1);
  if (/^[[{]/.test(s)) {
    const json = s
      .replace(/'([^']*)'/g, (_m, inner: string) => JSON.stringify(inner))
      .replace(/\bTrue\b/g, 'true')
      .replace(/\bFalse\b/g, 'false')
      .replace(/\bNone\b/g, 'null');
    return JSON.parse(json) as unknown;
  }
  throw new Error(`invalid literal ${s}`);
}

export class Macro {
  readonly name: string;
  readonly variables: Record<string, unknown> = {};
  private readonly template: string;

  constructor(cfg: ConfigSection) {
    this.name = cfg.name.slice('gcode_macro '.length).trim();
    this.template = cfg.str('gcode');
    for (const opt of cfg.options().filter((o) => o.startsWith('variable_'))) {
      const raw = cfg.str(opt);
      try {
        this.variables[opt.slice('variable_'.length)] = parseLiteral(raw);
      } catch {
        throw new ConfigError(
          `Option '${opt}' in section '${cfg.name}' is not a valid literal: ${raw}`,
        );
      }
    }
  }

  /** Expands `{rawparams}`, `{params.X}` and `{variable}`; Jinja statements are not supported yet. */
  render(cmd: GCodeCommand): string {
    return this.template
      .split('\n')
      .filter((l) => !/^\s*\{%.*%\}\s*$/.test(l))
      .map((l) =>
        l.replace(/\{\s*([^{}]+?)\s*\}/g, (_m, expr: string) => {
          if (expr === 'rawparams') return cmd.rawParams;
          const p = /^params\.([A-Za-z_0-9]+)(?:\s*\|\s*default\((.*)\))?$/.exec(expr);
          if (p) return cmd.params[(p[1] ?? '').toUpperCase()] ?? String(parseDefault(p[2]));
          if (expr in this.variables) return String(this.variables[expr]);
          return '';
        }),
      )
      .join('\n');
  }

  getStatus(): Record<string, unknown> {
    return JSON.parse(JSON.stringify(this.variables)) as Record<string, unknown>;
  }
}

function parseDefault(raw: string | undefined): unknown {
  if (raw === undefined) return '';
  try {
    return parseLiteral(raw);
  } catch {
    return raw;
  }
}

export function loadMacros(sections: ConfigSection[], gcode: GCodeDispatcher): Map<string, Macro> {
  const macros = new Map<string, Macro>();
  for (const cfg of sections) {
    const macro = new Macro(cfg);
    const rename = cfg.has('rename_existing') ? cfg.str('rename_existing') : null;
    const description = cfg.str('description', 'G-Code macro');
    if (rename) gcode.rename(macro.name, rename);
    gcode.register(macro.name, (cmd) => gcode.runLines(macro.render(cmd)), { help: description });
    macros.set(macro.name.toUpperCase(), macro);
  }
  gcode.register(
    'SET_GCODE_VARIABLE',
    (cmd) => {
      const macro = muxLookup(cmd, 'MACRO', macros);
      const variable = cmd.str('VARIABLE');
      if (!(variable in macro.variables))
        throw new CommandError(`Unknown gcode_macro variable '${variable}'`);
      const raw = cmd.str('VALUE');
      try {
        macro.variables[variable] = parseLiteral(raw);
      } catch {
        throw new CommandError(`Unable to parse '${raw}' as a literal`);
      }
    },
    { help: 'Set the value of a G-Code macro variable' },
  );
  return macros;
}
