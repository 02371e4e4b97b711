// Checks run before a print starts from the file browser: each feature that has something to say
// about a file about to be printed (the spool it will use, …) declares a check in its own
// print-check.ts, found by the shell (app/print-checks.ts) and handed down through
// PrintChecksProvider. A check's code is its own chunk, loaded on the first print. Its warnings are
// shown together before the print starts, with a way to go on.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { PrinterScope } from '../state/scope/printer-scope';

/** One reason to think twice before printing this file now, as a sentence for the user. */
export interface PrintWarning {
  id: string;
  text: string;
}

/** A check's code: the warnings for printing `filename` (a path in the gcodes root). */
export type PrintCheckRun = (scope: PrinterScope, filename: string) => Promise<PrintWarning[]>;

/** What a feature's print-check.ts default-exports. */
export interface PrintCheck {
  id: string;
  load: () => Promise<{ default: PrintCheckRun }>;
}

const PrintChecksContext = createContext<readonly PrintCheck[]>([]);

export function PrintChecksProvider({
  checks,
  children,
}: {
  checks: readonly PrintCheck[];
  children?: ReactNode;
}) {
  return createElement(PrintChecksContext.Provider, { value: checks }, children);
}

/** The checks to run before a print starts (none outside the shell). */
export function usePrintChecks(): readonly PrintCheck[] {
  return useContext(PrintChecksContext);
}

/** How long a print waits for the checks; one that has not answered by then says nothing. */
export const PRINT_CHECK_TIMEOUT_MS = 5000;

/**
 * Every check's warnings, in the checks' order. A check that fails, or has not answered within
 * `timeoutMs`, gives none: a print is never held up by a check.
 */
export async function printWarnings(
  checks: readonly PrintCheck[],
  scope: PrinterScope,
  filename: string,
  timeoutMs = PRINT_CHECK_TIMEOUT_MS,
): Promise<PrintWarning[]> {
  const runs = checks.map(async (check) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<PrintWarning[]>((resolve) => {
      timer = setTimeout(() => resolve([]), timeoutMs);
    });
    const run = check
      .load()
      .then((module) => module.default(scope, filename))
      .catch((error: unknown) => {
        console.info(`Printdeck: the ${check.id} print check failed`, error);
        return [] as PrintWarning[];
      });
    try {
      return await Promise.race([run, late]);
    } finally {
      clearTimeout(timer);
    }
  });
  return (await Promise.all(runs)).flat();
}
