// One run of an action across the selected printers, as a fleet dialog lives it: choosing (or asking)
// first, then running with each printer's step shown as it comes, then done with a summary. Only
// the first start counts; the run gets a signal that Cancel, or the dialog going away, aborts.
import { useEffect, useRef, useState } from 'react';
import type { FleetStep, StepListener } from './steps';

export type FleetRunPhase = 'choosing' | 'running' | 'done';

/** Starts the work for every printer and resolves with what the dialog sums up at the end. */
export type FleetRunner<S> = (signal: AbortSignal, onStep: StepListener) => Promise<S>;

export interface FleetRun<S> {
  phase: FleetRunPhase;
  steps: Readonly<Record<string, FleetStep>>;
  summary: S | null;
  start: (runner: FleetRunner<S>) => void;
  /** While running: stop what has not started yet (the dialog stays, showing how far each printer
   *  got). Otherwise, or on a second press when a printer never answers: close the dialog. */
  close: () => void;
}

export function useFleetRun<S>(onClose: () => void): FleetRun<S> {
  const [phase, setPhase] = useState<FleetRunPhase>('choosing');
  const [steps, setSteps] = useState<Readonly<Record<string, FleetStep>>>({});
  const [summary, setSummary] = useState<S | null>(null);
  const abort = useRef<AbortController | null>(null);

  // Leaving the page or closing the dialog stops what has not started.
  useEffect(() => () => abort.current?.abort(), []);

  const start = (runner: FleetRunner<S>) => {
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase('running');
    void runner(controller.signal, (id, step) => setSteps((s) => ({ ...s, [id]: step }))).then(
      (result) => {
        setSummary(result);
        setPhase('done');
      },
    );
  };

  const close = () => {
    const controller = abort.current;
    if (phase === 'running' && controller && !controller.signal.aborted) controller.abort();
    else onClose();
  };

  return { phase, steps, summary, start, close };
}
