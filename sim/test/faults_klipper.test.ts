// Faults of the printer's software: Klipper shut down mid-print (an MCU shutdown), Klipper gone and
// back, and Moonraker restarted; each as a client sees it, and the printer ready again after it.

import { describe, expect, it } from 'vitest';
import { simForSuite, sleep, waitUntil, type RpcClient, type RpcMessage } from './helpers';
import { fault } from './faults_helpers';

interface Webhooks {
  state: string;
  state_message: string;
}

const queryStatus = (
  rpc: RpcClient,
): Promise<{ status: Record<string, Record<string, unknown>> }> =>
  rpc.call('printer.objects.query', { objects: { webhooks: null, print_stats: ['state'] } });

/** Waits for notification `method` among the messages that arrive from now on. */
function nextNotification(rpc: RpcClient, method: string): Promise<RpcMessage> {
  const from = rpc.messages.length;
  return rpc.waitFor((m) => m.method === method && rpc.messages.indexOf(m) >= from);
}

/** Polls server.info until Moonraker reports Klippy ready. */
async function klippyReady(rpc: RpcClient): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const info = await rpc.call<{ klippy_state: string }>('server.info');
    if (info.klippy_state === 'ready') return;
    await sleep(50);
  }
  throw new Error('Klippy did not come back');
}

describe('faults of Klipper and Moonraker', () => {
  const suite = simForSuite({ faults: true, timeScale: 1 });

  it('shuts Klipper down mid-print with an MCU shutdown; FIRMWARE_RESTART brings it back', async () => {
    const rpc = suite.rpc;
    await rpc.call('printer.print.start', { filename: 'multi.gcode' });
    await waitUntil(() => suite.sim.klippy.printer?.job.state === 'printing', 5000);
    expect((await fault(suite.sim, 'action=klipper_shutdown')).status).toBe(200);
    await rpc.waitFor((m) => m.method === 'notify_klippy_shutdown');
    const { status } = await queryStatus(rpc);
    const webhooks = status.webhooks as unknown as Webhooks;
    expect(webhooks.state).toBe('shutdown');
    expect(webhooks.state_message).toMatch(/^MCU 'mcu' shutdown: Timer too close\n/);
    expect(webhooks.state_message).toContain('FIRMWARE_RESTART');
    expect(status.print_stats).toEqual({ state: 'error' });
    // A second shutdown of a printer already down is refused.
    expect((await fault(suite.sim, 'action=klipper_shutdown')).status).toBe(400);
    await rpc.call('printer.firmware_restart');
    await suite.sim.klippy.whenReady();
    const after = await queryStatus(rpc);
    expect((after.status.webhooks as unknown as Webhooks).state).toBe('ready');
  });

  it('disconnects Klipper, which reconnects and is ready again', async () => {
    const rpc = suite.rpc;
    const gone = nextNotification(rpc, 'notify_klippy_disconnected');
    const back = nextNotification(rpc, 'notify_klippy_ready');
    await fault(suite.sim, 'action=klipper_disconnect');
    await gone;
    expect(await rpc.call('server.info')).toMatchObject({ klippy_state: 'disconnected' });
    await back;
    expect(await rpc.call('server.info')).toMatchObject({ klippy_state: 'ready' });
  });

  it('restarts Moonraker: the websocket closes, the server comes back', async () => {
    const rpc = suite.rpc;
    const closed = new Promise<number>((done) => rpc.ws.once('close', done));
    await fault(suite.sim, 'action=restart');
    expect(await closed).toBe(1001);
    await suite.sim.restarted();
    const again = await suite.reconnect();
    await klippyReady(again);
  });
});
