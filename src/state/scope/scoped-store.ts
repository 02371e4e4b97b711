// A store of one printer: made by a factory given that printer's scope (its calls, its events, its
// error reporting), created the first time something asks the scope for it, and dropped with the
// scope. Dropping the scope is the reset: nothing of printer A can be shown under printer B.
import type { PrinterScope } from './printer-scope';

export interface ScopedStore<T> {
  /** For messages and tests: what the store holds ('printer', 'macros', …). */
  readonly name: string;
  readonly create: (scope: PrinterScope) => T;
}

/** Declares a printer store; `create` runs once per scope, on first use. */
export function scopedStore<T>(name: string, create: (scope: PrinterScope) => T): ScopedStore<T> {
  return { name, create };
}
