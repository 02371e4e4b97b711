// The checks run before a print starts: every features/<area>/print-check.ts, found by glob (a new
// check adds a file and edits nothing central). Each declaration is small; its code loads on the
// first print.
import type { PrintCheck } from '../components/print-checks';

const modules = import.meta.glob<{ default: PrintCheck }>('../features/*/print-check.ts', {
  eager: true,
});

export const PRINT_CHECKS: readonly PrintCheck[] = Object.values(modules)
  .map((module) => module.default)
  .sort((a, b) => (a.id < b.id ? -1 : 1));
