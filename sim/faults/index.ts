// The fault-injection harness (item 28): the fault state a simulator started with --faults carries
// as app.faults, and its debug route. Without the flag there is no state and no route.

import type { FaultState } from './state';

export { FaultState, fullDisk, noSpaceError } from './state';
export { FAULTS_PATH, MCU_SHUTDOWN, runFaultAction } from './actions';

declare module '../app' {
  interface App {
    /** The injected faults; present only when the simulator runs with --faults. */
    faults?: FaultState;
  }
}
