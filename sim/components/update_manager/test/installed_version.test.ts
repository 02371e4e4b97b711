// server.info's moonraker_version and printer.info's software_version follow the simulated
// checkouts of the update manager: as recorded on a fresh data folder, the new version after an update.

import { afterEach, describe, expect, it } from 'vitest';
import { setUpdateTiming } from '../manager';
import { http, startTestSim, type TestSim } from '../../../test/helpers';

let sim: TestSim | undefined;
afterEach(async () => {
  await sim?.stop();
  sim = undefined;
});

describe('installed versions', () => {
  it('are the recorded ones on a fresh data folder and the remote ones after an update', async () => {
    sim = await startTestSim();
    const get = async <T>(path: string): Promise<T> =>
      ((await http(sim!, 'GET', path)).body as { result: T }).result;
    const post = (path: string) => http(sim!, 'POST', path);
    const info = await get<{ moonraker_version: string }>('/server/info');
    expect(info.moonraker_version).toBe('v0.10.0-31-gd5ee171');
    const printer = await get<{ software_version: string }>('/printer/info');
    expect(printer.software_version).toBe('v0.13.0-730-g84104bbbd');
    setUpdateTiming(sim.app, { stepMs: 1 });
    const status = await get<{
      version_info: { klipper: { remote_version: string; remote_hash: string } };
    }>('/machine/update/status');
    const remote = status.version_info.klipper;
    expect((await post('/machine/update/klipper')).status).toBe(200);
    await sim.klippy.whenReady();
    const after = await get<{ software_version: string }>('/printer/info');
    expect(after.software_version).toBe(
      `${remote.remote_version}-g${remote.remote_hash.slice(0, 9)}`,
    );
  });
});
