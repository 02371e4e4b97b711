// The one way Printdeck starts a print of a file: the file browser's Print, the status card's
// Reprint tab and the history's reprint all go through it. On a busy printer it offers the job
// queue instead (or says the printer is busy); otherwise the print checks' steps are asked first
// (which spool, …), then their warnings are shown with 'Print anyway', and only then is the print
// started. The dialogs are a lazy chunk, loaded on the first question.
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { lazy } from '../lazy';
import { baseName } from '../../lib/print-stats';
import { printerStatusStore, usePrintState } from '../../state/printer';
import { usePrinterScope } from '../../state/scope/context';
import { serverStore, useServer } from '../../state/server';
import { printSteps, printWarnings, usePrintChecks } from '../print-checks';
import { printOffered, startRoute } from './rules';
import type { Question, QuestionAsked } from './questions';

const PrintStartDialogs = lazy(() => import('./PrintStartDialogs'));

export interface PrintStart {
  /** Starts printing `filename` (a path in the gcodes root) through the questions above. */
  start: (filename: string) => void;
  /** Whether a Print is offered now: not on a busy printer whose Moonraker has no job queue. */
  offered: boolean;
  /** From a start until its last question is answered or the printer took the print. */
  pending: boolean;
  /** The flow's dialogs: render them once, inside the printer's scope. */
  dialogs: ReactNode;
}

export function usePrintStart({ onStarted }: { onStarted?: () => void } = {}): PrintStart {
  const scope = usePrinterScope();
  const checks = usePrintChecks();
  const printState = usePrintState();
  const components = useServer((s) => s.components);
  const [question, setQuestion] = useState<Question | null>(null);
  const [pending, setPending] = useState(false);

  const start = useCallback(
    (filename: string) => {
      const name = baseName(filename);
      /** Shows a question and waits for its answer (true: go on). */
      const ask = (shown: QuestionAsked) =>
        new Promise<boolean>((resolve) => {
          const answer = (goOn: boolean) => {
            setQuestion(null);
            resolve(goOn);
          };
          setQuestion({ ...shown, answer } as Question);
        });

      async function run(): Promise<void> {
        const status = scope.get(printerStatusStore).getState().status.print_stats;
        const route = startRoute(status?.state, scope.get(serverStore).getState().components);
        if (route !== 'print') {
          const current = baseName(status?.filename ?? '');
          // The queue's dialog adds the file itself; nothing is started here either way.
          await ask({ kind: route, name, filename, current });
          return;
        }
        for (const step of await printSteps(checks, scope, filename))
          if (!(await ask({ kind: 'step', name, filename, step }))) return;
        const warnings = await printWarnings(checks, scope, filename);
        if (warnings.length > 0 && !(await ask({ kind: 'warnings', name, filename, warnings })))
          return;
        const started = await scope.attempt((api) => api.print.start(filename));
        if (started !== undefined) onStarted?.();
      }

      setPending(true);
      void run().finally(() => setPending(false));
    },
    [scope, checks, onStarted],
  );

  const dialogs = useMemo(
    () =>
      question && (
        <Suspense fallback={null}>
          <PrintStartDialogs question={question} />
        </Suspense>
      ),
    [question],
  );
  return { start, offered: printOffered(printState, components), pending, dialogs };
}
