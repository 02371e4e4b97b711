// Helpers of the fault-injection tests: one call to the harness's debug route, and a call whose
// answer is watched without being awaited (to tell a held call from an answered one).

import type { Simulator } from '../index';
import { http, type HttpResult } from './helpers';

/** POST /debug/sim/faults?<query>, e.g. `action=delay&ms=300`. */
export function fault(sim: Simulator, query: string): Promise<HttpResult> {
  return http(sim, 'POST', `/debug/sim/faults?${query}`);
}

/** A call in flight: `settled` turns true once it is answered. */
export interface Watched<T> {
  readonly answer: Promise<T>;
  readonly settled: () => boolean;
}

export function watch<T>(answer: Promise<T>): Watched<T> {
  let done = false;
  void answer.then(
    () => (done = true),
    () => (done = true),
  );
  return { answer, settled: () => done };
}
