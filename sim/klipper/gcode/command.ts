// One G-code command being executed: typed parameter getters with Klipper's error texts, and replies.

import { pyFloat } from '../../python_values';
import { CommandError, type ParsedLine } from './parser';

interface NumLimits {
  minval?: number;
  maxval?: number;
  above?: number;
  below?: number;
}

export interface Responder {
  respondInfo(msg: string): void;
  respondRaw(msg: string): void;
}

export class GCodeCommand {
  readonly command: string;
  readonly params: Record<string, string>;
  readonly rawParams: string;
  readonly line: string;

  constructor(
    parsed: ParsedLine,
    private readonly out: Responder,
  ) {
    this.command = parsed.command;
    this.params = parsed.params;
    this.rawParams = parsed.rawParams;
    this.line = parsed.line;
  }

  has(name: string): boolean {
    return name in this.params;
  }

  str(name: string, def?: string): string {
    const v = this.params[name];
    if (v === undefined) {
      if (def === undefined) throw this.error(`missing ${name}`);
      return def;
    }
    return v;
  }

  float(name: string, def?: number, limits: NumLimits = {}): number {
    const v = this.params[name];
    if (v === undefined) {
      if (def === undefined) throw this.error(`missing ${name}`);
      return def;
    }
    const n = Number(v);
    if (v.trim() === '' || !Number.isFinite(n)) throw this.error(`unable to parse ${v}`);
    this.limit(name, n, limits);
    return n;
  }

  int(name: string, def?: number, limits: NumLimits = {}): number {
    const v = this.params[name];
    if (v === undefined) {
      if (def === undefined) throw this.error(`missing ${name}`);
      return def;
    }
    const n = Number(v);
    if (!Number.isInteger(n)) throw this.error(`unable to parse ${v}`);
    this.limit(name, n, limits, String);
    return n;
  }

  respondInfo(msg: string): void {
    this.out.respondInfo(msg);
  }

  respondRaw(msg: string): void {
    this.out.respondRaw(msg);
  }

  error(msg: string): CommandError {
    return new CommandError(`Error on '${this.line}': ${msg}`);
  }

  /** Klipper's range errors; the limit printed as Python prints it (a float limit as `1.0`). */
  private limit(name: string, n: number, l: NumLimits, fmt: (n: number) => string = pyFloat): void {
    if (l.minval !== undefined && n < l.minval)
      throw this.error(`${name} must have minimum of ${fmt(l.minval)}`);
    if (l.maxval !== undefined && n > l.maxval)
      throw this.error(`${name} must have maximum of ${fmt(l.maxval)}`);
    if (l.above !== undefined && n <= l.above)
      throw this.error(`${name} must be above ${fmt(l.above)}`);
    if (l.below !== undefined && n >= l.below)
      throw this.error(`${name} must be below ${fmt(l.below)}`);
  }
}
