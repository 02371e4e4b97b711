// Checks run before a print starts: each feature that has something to say about a file about to
// be printed (the spool it will use, …) declares a check in its own print-check.ts, found by the
// shell (app/print-checks.ts) and handed down through PrintChecksProvider. A check's code is its
// own chunk, loaded on the first print. A check may ask the user something first (a step: which
// spool to use, …), then gives its warnings; the warnings of every check are shown together before
// the print starts, with a way to go on. The print-start flow (print-start/) runs both.
import type { ComponentType } from 'react';
import { listContext } from './list-context';
import type { PrinterScope } from '../state/scope/printer-scope';

/** One reason to think twice before printing this file now, as a sentence for the user. */
export interface PrintWarning {
  id: string;
  text: string;
}

/** A check's code: the warnings for printing `filename` (a path in the gcodes root). */
export type PrintCheckRun = (scope: PrinterScope, filename: string) => Promise<PrintWarning[]>;

/** What a step's view is given: the file about to be printed and how to go on. */
export interface PrintStepProps {
  filename: string;
  /** true: go on towards the print; false: the user gave it up (nothing is started). */
  onDone: (goOn: boolean) => void;
}

/**
 * A question asked before the warnings, as a view of its own (a dialog) shown over the page inside
 * the printer's scope; it calls `onDone` once, when answered.
 */
export interface PrintStep {
  id: string;
  Component: ComponentType<PrintStepProps>;
}

/** A check's step for printing `filename` now, or null when it has nothing to ask. */
export type PrintStepRun = (scope: PrinterScope, filename: string) => Promise<PrintStep | null>;

/** A check's code: its warnings, and a step to ask before them when it has one. */
export interface PrintCheckModule {
  default: PrintCheckRun;
  ask?: PrintStepRun;
}

/** What a feature's print-check.ts default-exports. */
export interface PrintCheck {
  id: string;
  load: () => Promise<PrintCheckModule>;
}

const printChecks = listContext<PrintCheck>();

/** Hands the checks down (`value`): the shell's, or a test's. */
export const PrintChecksProvider = printChecks.Provider;

/** The checks to run before a print starts (none outside the shell). */
export const usePrintChecks = printChecks.useList;

/** How long a print waits for the checks; one that has not answered by then says nothing. */
export const PRINT_CHECK_TIMEOUT_MS = 5000;

/**
 * What `pick` gives for each check, in the checks' order; a check that fails, or has not answered
 * within `timeoutMs`, gives `none`: a print is never held up by a check.
 */
async function eachCheck<T>(
  checks: readonly PrintCheck[],
  pick: (module: PrintCheckModule) => Promise<T>,
  none: T,
  timeoutMs: number,
): Promise<T[]> {
  const runs = checks.map(async (check) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(none), timeoutMs);
    });
    const run = check
      .load()
      .then(pick)
      .catch((error: unknown) => {
        console.info(`Printdeck: the ${check.id} print check failed`, error);
        return none;
      });
    try {
      return await Promise.race([run, late]);
    } finally {
      clearTimeout(timer);
    }
  });
  return Promise.all(runs);
}

/** Every check's warnings, in the checks' order. */
export async function printWarnings(
  checks: readonly PrintCheck[],
  scope: PrinterScope,
  filename: string,
  timeoutMs = PRINT_CHECK_TIMEOUT_MS,
): Promise<PrintWarning[]> {
  const lists = await eachCheck<PrintWarning[]>(
    checks,
    (module) => module.default(scope, filename),
    [],
    timeoutMs,
  );
  return lists.flat();
}

/** The steps the checks ask before their warnings, in the checks' order. */
export async function printSteps(
  checks: readonly PrintCheck[],
  scope: PrinterScope,
  filename: string,
  timeoutMs = PRINT_CHECK_TIMEOUT_MS,
): Promise<PrintStep[]> {
  const steps = await eachCheck<PrintStep | null>(
    checks,
    (module) => (module.ask ? module.ask(scope, filename) : Promise.resolve(null)),
    null,
    timeoutMs,
  );
  return steps.filter((step): step is PrintStep => step !== null);
}
