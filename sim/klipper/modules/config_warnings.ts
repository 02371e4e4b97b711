// Klipper's configuration warnings (configfile.warnings): deprecated options and values of
// printer.cfg and runtime warnings, each once, in Klipper's words and key order. What Klipper's
// modules deprecate is data below, checked against the config each time the printer is built.

import type { RawConfig } from '../config';

export type ConfigWarning =
  | { type: 'deprecated_option'; message: string; section: string; option: string }
  | { type: 'deprecated_value'; value: string; message: string; section: string; option: string }
  | { type: 'runtime_warning'; message: string };

export class ConfigWarnings {
  /** A new array at each addition, as Klipper replaces its list (status diffs see the change). */
  list: ConfigWarning[] = [];
  private readonly seen = new Set<string>();

  /** Klipper's configfile.deprecate: an option, or one value of it, is deprecated. */
  deprecate(section: string, option: string, value?: string, message?: string): void {
    if (value === undefined) {
      this.add({
        type: 'deprecated_option',
        message: message ?? `Option '${option}' in section '${section}' is deprecated.`,
        section,
        option,
      });
      return;
    }
    this.add({
      type: 'deprecated_value',
      value,
      message:
        message ?? `Value '${value}' in option '${option}' in section '${section}' is deprecated.`,
      section,
      option,
    });
  }

  runtimeWarning(message: string): void {
    this.add({ type: 'runtime_warning', message });
  }

  private add(warning: ConfigWarning): void {
    const key = JSON.stringify(warning);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.list = [...this.list, warning];
  }
}

interface Deprecation {
  /** The module's name: the first word of the sections it loads. */
  module: string;
  option: string;
  /** Only a deprecated value of the option (a deprecated_value warning). */
  value?: string;
  /** The option is deprecated only while this other option is absent. */
  unless?: string;
}

/**
 * Every `config.deprecate(…)` of Klipper v0.13.0-730-g84104bbbd (grep `deprecate(` in klippy/).
 * Klipper warns only when the section has the option (ConfigWrapper.deprecate).
 */
export const DEPRECATIONS: readonly Deprecation[] = [
  // klippy/extras/probe_eddy_current.py, EddyDescend: z_offset stands in for descend_z.
  { module: 'probe_eddy_current', option: 'z_offset', unless: 'descend_z' },
];

/** Records the deprecations `config` uses, section by section in file order. */
export function applyDeprecations(
  config: RawConfig,
  warnings: ConfigWarnings,
  table: readonly Deprecation[] = DEPRECATIONS,
): void {
  for (const [section, options] of config) {
    const first = section.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
    for (const d of table) {
      if (d.module !== first || !options.has(d.option)) continue;
      if (d.unless !== undefined && options.has(d.unless)) continue;
      const value = options.get(d.option)?.trim();
      if (d.value !== undefined && value !== d.value) continue;
      warnings.deprecate(section, d.option, d.value);
    }
  }
}
