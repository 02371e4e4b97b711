// The update manager's actions (machine.update.*), the versions section's calls, kept off the first
// page. An update, recovery or rollback answers only when it is done (minutes), so they wait as long
// as the server does; progress comes as notify_update_response.
import type { MoonrakerApi } from './api';
import { ANSWERS } from './answers';

const UNTIMED = { timeoutMs: 0 };

export function updateCalls({ call }: Pick<MoonrakerApi, 'call'>) {
  return {
    /** Answers the whole status, as machine.update.status does. */
    refresh: (name?: string) =>
      call('machine.update.refresh', name ? { name } : undefined, {
        ...UNTIMED,
        shape: ANSWERS['machine.update.status']!,
      }),
    upgrade: (name?: string) =>
      call('machine.update.upgrade', name ? { name } : undefined, UNTIMED),
    moonraker: () => call('machine.update.moonraker', undefined, UNTIMED),
    klipper: () => call('machine.update.klipper', undefined, UNTIMED),
    client: (name: string) => call('machine.update.client', { name }, UNTIMED),
    system: () => call('machine.update.system', undefined, UNTIMED),
    recover: (name: string, hard: boolean) =>
      call('machine.update.recover', { name, hard }, UNTIMED),
  };
}
