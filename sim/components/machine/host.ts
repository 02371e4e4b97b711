// The simulated host's power actions (machine.reboot, machine.shutdown): what a boot resets — the
// systemd units all running again, the power devices back to their configured states, the throttle
// word as the start flag set it. The going down and coming back is sim/index.ts's (it owns the port).

import type { App } from '../../app';
import { forgetPowerStates } from '../power/devices';
import { forgetServices } from './services';
import { throttleOf } from '../proc_stats/throttle';

export type HostAction = 'reboot' | 'shutdown';

/** Real milliseconds a rebooting host is away before Moonraker listens again. */
export const REBOOT_MS = 4000;

/** The host starts (first start or after a reboot): every piece of host state as after a boot. */
export function hostBooted(app: App, throttleBits?: number): void {
  forgetServices(app);
  forgetPowerStates(app);
  throttleOf(app).boot(throttleBits);
}

/** moonraker.log's lines for the action, in the words machine.py logs them. */
export function logHostAction(app: App, action: HostAction): void {
  app.logs?.moonraker(
    'machine.py:_handle_machine_request()',
    action === 'reboot' ? 'Rebooting Machine...' : 'Shutting Down Machine...',
  );
}
