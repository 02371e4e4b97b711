// gcode_macro sections: commands rendering their Jinja-like template (template.ts), variables,
// rename_existing, SET_GCODE_VARIABLE.

import { ConfigError } from './config';
import type { GCodeCommand } from './gcode/command';
import type { GCodeDispatcher } from './gcode/dispatcher';
import { muxLookup } from './gcode/mux';
import { CommandError } from './gcode/parser';
import type { ConfigSection } from './settings';
import { KwArgs, LazyObject, render, TemplateError, type Scope } from './template';

/** What a macro template can read: status objects by name and the replies it may send. */
export interface MacroEnv {
  status(name: string): Record<string, unknown> | null;
  objectNames(): string[];
  respondInfo(msg: string): void;
  /** action_call_remote_method: a method Moonraker registered with Klipper (webhooks). */
  callRemoteMethod?(method: string, kwargs: Record<string, unknown>): void;
}

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

  /** Renders the template with `params`, `rawparams`, `printer` and the macro's variables. */
  render(cmd: GCodeCommand, env: MacroEnv): string {
    const scope: Scope = new Map<string, unknown>(Object.entries(this.variables));
    scope.set('params', { ...cmd.params });
    scope.set('rawparams', cmd.rawParams);
    return renderGcodeTemplate(this.template, this.name, env, scope);
  }

  getStatus(): Record<string, unknown> {
    return JSON.parse(JSON.stringify(this.variables)) as Record<string, unknown>;
  }
}

/**
 * A G-code template (a macro's, a delayed_gcode's) rendered with `printer` and the action_*
 * functions of Klipper's template context added to `scope`.
 */
export function renderGcodeTemplate(
  template: string,
  name: string,
  env: MacroEnv,
  scope: Scope = new Map(),
): string {
  scope.set(
    'printer',
    new LazyObject(
      (key) => env.status(key) ?? undefined,
      () => env.objectNames(),
    ),
  );
  scope.set('action_respond_info', (msg: unknown) => {
    env.respondInfo(String(msg));
    return '';
  });
  scope.set('action_raise_error', (msg: unknown) => {
    throw new CommandError(String(msg));
  });
  // Klipper sends the call to Moonraker and logs (only) a method nobody registered.
  scope.set('action_call_remote_method', (method: unknown, ...rest: unknown[]) => {
    const named = rest.find((a): a is KwArgs => a instanceof KwArgs);
    const kwargs = JSON.parse(JSON.stringify(named?.values ?? {})) as Record<string, unknown>;
    env.callRemoteMethod?.(String(method), kwargs);
    return '';
  });
  try {
    return render(template, scope);
  } catch (err) {
    if (err instanceof TemplateError)
      throw new CommandError(`Error evaluating '${name}': ${err.message}`);
    throw err;
  }
}

/** Klipper's "traditional" G-code: a letter followed by a number (G28, M104.1). */
function isTraditional(command: string): boolean {
  const word = command.toUpperCase().trim().split(/\s+/)[0] ?? '';
  return /^[A-Z]\d/.test(word) && Number.isFinite(Number(word.slice(1)));
}

export function loadMacros(
  sections: ConfigSection[],
  gcode: GCodeDispatcher,
  env: MacroEnv,
): Map<string, Macro> {
  const macros = new Map<string, Macro>();
  for (const cfg of sections) {
    const macro = new Macro(cfg);
    const rename = cfg.has('rename_existing') ? cfg.str('rename_existing') : null;
    const description = cfg.str('description', 'G-Code macro');
    // Klipper's gcode_macro: a rename keeps the command's kind, and the command must exist.
    if (rename !== null && isTraditional(macro.name) !== isTraditional(rename))
      throw new ConfigError(
        `G-Code macro rename of different types ('${macro.name.toUpperCase()}' vs '${rename}')`,
      );
    if (rename !== null && !gcode.rename(macro.name, rename))
      throw new ConfigError(
        `Existing command '${macro.name.toUpperCase()}' not found in gcode_macro rename`,
      );
    gcode.register(macro.name, (cmd) => gcode.runLines(macro.render(cmd, env)), {
      help: description,
    });
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
