// Typed access to config options, recording every value read (with defaults) as configfile.settings.

import { ConfigError, type RawConfig } from './config';
import { isKnownSection } from './known_sections';
import { isAutosaved } from './save_config';

type Settings = Record<string, Record<string, unknown>>;
interface Limits {
  minval?: number;
  maxval?: number;
  above?: number;
}

export class ConfigSection {
  constructor(
    readonly name: string,
    private readonly raw: Map<string, string>,
    private readonly out: Record<string, unknown>,
    private readonly used: Set<string>,
  ) {}

  has(option: string): boolean {
    return this.raw.has(option);
  }

  options(): string[] {
    return [...this.raw.keys()];
  }

  /** The last word of the section name (`temperature_fan chamber` → `chamber`). */
  get shortName(): string {
    const parts = this.name.split(' ');
    return parts[parts.length - 1] ?? this.name;
  }

  str(option: string, def?: string): string {
    return this.read(option, def, (s) => s);
  }

  float(option: string, def?: number, limits: Limits = {}): number {
    const v = this.read(option, def, (s) => {
      const n = Number(s);
      if (s.trim() === '' || !Number.isFinite(n)) throw this.parseError(option);
      return n;
    });
    this.check(option, v, limits);
    return v;
  }

  int(option: string, def?: number, limits: Limits = {}): number {
    const v = this.read(option, def, (s) => {
      const n = Number(s);
      if (!Number.isInteger(n)) throw this.parseError(option);
      return n;
    });
    this.check(option, v, limits);
    return v;
  }

  bool(option: string, def?: boolean): boolean {
    return this.read(option, def, (s) => {
      const l = s.toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(l)) return true;
      if (['0', 'false', 'no', 'off'].includes(l)) return false;
      throw this.parseError(option);
    });
  }

  list(option: string, def?: string[]): string[] {
    return this.read(option, def, (s) =>
      s
        .split(/[,\n]/)
        .map((p) => p.trim())
        .filter((p) => p !== ''),
    );
  }

  floatList(option: string, def?: number[]): number[] {
    return this.read(option, def, (s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '')
        .map((p) => {
          const n = Number(p);
          if (!Number.isFinite(n)) throw this.parseError(option);
          return n;
        }),
    );
  }

  private read<T>(option: string, def: T | undefined, parse: (s: string) => T): T {
    this.used.add(option);
    const raw = this.raw.get(option);
    let value: T;
    if (raw === undefined) {
      if (def === undefined)
        throw new ConfigError(`Option '${option}' in section '${this.name}' must be specified`);
      value = def;
    } else value = parse(raw);
    this.out[option] = value;
    return value;
  }

  private check(option: string, v: number, l: Limits): void {
    if (l.minval !== undefined && v < l.minval) {
      throw new ConfigError(
        `Option '${option}' in section '${this.name}' must have minimum of ${l.minval}`,
      );
    }
    if (l.maxval !== undefined && v > l.maxval) {
      throw new ConfigError(
        `Option '${option}' in section '${this.name}' must have maximum of ${l.maxval}`,
      );
    }
    if (l.above !== undefined && v <= l.above) {
      throw new ConfigError(
        `Option '${option}' in section '${this.name}' must be above ${l.above}`,
      );
    }
  }

  private parseError(option: string): ConfigError {
    return new ConfigError(`Unable to parse option '${option}' in section '${this.name}'`);
  }
}

/** The whole config: sections, typed settings as read, and Klipper's unknown-option check. */
export class PrinterConfig {
  readonly settings: Settings = {};
  private readonly used = new Map<string, Set<string>>();
  private readonly loaded = new Set<string>();

  constructor(readonly raw: RawConfig) {}

  /** A section; a missing one reads as empty (its first required option names it, as Klipper). */
  section(name: string): ConfigSection {
    return this.load(name, this.raw.get(name) ?? new Map<string, string>());
  }

  maybe(name: string): ConfigSection | null {
    return this.raw.has(name) ? this.section(name) : null;
  }

  /** Sections whose name starts with `prefix ` (e.g. all `gcode_macro X`). */
  prefixed(prefix: string): ConfigSection[] {
    return [...this.raw.keys()]
      .filter((n) => n.startsWith(`${prefix} `))
      .map((n) => this.section(n));
  }

  /**
   * Klipper's check after loading, section by section in file order: a section nothing handles
   * ("is not a valid config section"), then an option its loaded section never read. Sections real
   * Klipper knows but the simulator does not model (known_sections.ts) are accepted as they are.
   */
  checkUnused(): void {
    for (const [name, options] of this.raw) {
      const lower = name.toLowerCase();
      if (!this.loaded.has(name)) {
        if (!isKnownSection(name))
          throw new ConfigError(`Section '${lower}' is not a valid config section`);
        continue;
      }
      const used = this.used.get(name) ?? new Set<string>();
      for (const opt of options.keys()) {
        // Options of the SAVE_CONFIG block are never reported (Klipper's rule).
        if (!used.has(opt) && !isAutosaved(this.raw, name, opt))
          throw new ConfigError(`Option '${opt}' is not valid in section '${lower}'`);
      }
    }
  }

  /** `configfile.config`: raw strings, original section case. */
  rawObject(): Record<string, Record<string, string>> {
    const out: Record<string, Record<string, string>> = {};
    for (const [name, opts] of this.raw) out[name] = Object.fromEntries(opts);
    return out;
  }

  private load(name: string, raw: Map<string, string>): ConfigSection {
    const key = name.toLowerCase();
    this.settings[key] ??= {};
    let used = this.used.get(name);
    if (!used) {
      used = new Set<string>();
      this.used.set(name, used);
    }
    this.loaded.add(name);
    return new ConfigSection(name, raw, this.settings[key], used);
  }
}
