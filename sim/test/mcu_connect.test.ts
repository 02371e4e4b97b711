// An MCU that is not plugged in: the [mcu] serial names a device the virtual host does not have.
// Klipper stays in startup while it retries, then reports the error state with "mcu 'mcu': Unable
// to connect" and its advice, as Moonraker passes it on (server.info: klippy_state error, Klippy
// still connected); FIRMWARE_RESTART with the right serial brings it back. The rule on which
// sections fail is a table.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawConfig } from '../klipper/config';
import { unreachableMcu, VIRTUAL_MCU_SERIAL } from '../klipper/mcu_link';
import { http, startTestSim, type TestSim } from './helpers';

const UNABLE =
  'mcu \'mcu\': Unable to connect\nOnce the underlying issue is corrected, use the\n"FIRMWARE_RESTART" command to reset the firmware, reload the\nconfig, and restart the host software.\nError configuring printer\n';

function config(sections: Record<string, Record<string, string>>): RawConfig {
  return new Map(
    Object.entries(sections).map(([name, options]) => [name, new Map(Object.entries(options))]),
  );
}

describe('which MCU cannot connect', () => {
  const cases: [string, Record<string, Record<string, string>>, unknown][] = [
    ['the virtual board by id', { mcu: { serial: VIRTUAL_MCU_SERIAL } }, null],
    ['the virtual board as ttyACM0', { mcu: { serial: '/dev/ttyACM0' } }, null],
    [
      'another device',
      { mcu: { serial: '/dev/ttyUSB0' } },
      { name: 'mcu', serial: '/dev/ttyUSB0' },
    ],
    [
      'a CAN board (no CAN bus here)',
      { mcu: { canbus_uuid: '11aa22bb33cc' } },
      { name: 'mcu', serial: null },
    ],
    [
      'a second board that is not there',
      { 'mcu ebb': { serial: '/dev/ttyUSB1' }, mcu: { serial: VIRTUAL_MCU_SERIAL } },
      { name: 'ebb', serial: '/dev/ttyUSB1' },
    ],
    [
      'the main one first, whatever the order',
      { 'mcu ebb': { serial: '/dev/ttyUSB1' }, mcu: { serial: '/dev/ttyUSB0' } },
      { name: 'mcu', serial: '/dev/ttyUSB0' },
    ],
    ['a value with spaces around', { mcu: { serial: ` ${VIRTUAL_MCU_SERIAL} ` } }, null],
    ['sections that are not MCUs', { printer: { serial: '/dev/x' }, mcu_fan: {} }, null],
  ];
  it.each(cases)('%s', (_name, sections, expected) => {
    expect(unreachableMcu(config(sections))).toEqual(expected);
  });
});

describe('Klipper with an MCU that is not there', () => {
  let sim: TestSim;
  let cfgPath: string;
  let original: string;
  beforeAll(async () => {
    sim = await startTestSim();
    cfgPath = join(sim.dataDir, 'config', 'printer.cfg');
    original = readFileSync(cfgPath, 'utf8');
  });
  afterAll(async () => {
    await sim.stop();
  });

  const info = async () =>
    (await http(sim, 'GET', '/printer/info')).body as {
      result?: { state: string; state_message: string };
    };
  const server = async () =>
    (await http(sim, 'GET', '/server/info')).body as {
      result: { klippy_state: string; klippy_connected: boolean };
    };

  async function until(state: string, timeoutMs: number): Promise<number> {
    const start = Date.now();
    while (Date.now() - start < timeoutMs) {
      // While Klippy is away (the restart's first moments) printer.info answers 503.
      if ((await info()).result?.state === state) return Date.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Klipper never reached ${state}`);
  }

  it('retries in startup, then stops in the error state; the right serial brings it back', async () => {
    writeFileSync(cfgPath, original.replace(VIRTUAL_MCU_SERIAL, '/dev/ttyUSB7'));
    expect((await http(sim, 'POST', '/printer/firmware_restart')).status).toBe(200);
    await until('startup', 3000);
    // Still retrying a while later.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await info()).result?.state).toBe('startup');
    await until('error', 8000);
    expect((await info()).result).toMatchObject({ state: 'error', state_message: UNABLE });
    expect((await server()).result).toMatchObject({
      klippy_state: 'error',
      klippy_connected: true,
    });
    const webhooks = (await http(sim, 'GET', '/printer/objects/query?webhooks')).body as {
      result: { status: { webhooks: unknown } };
    };
    expect(webhooks.result.status.webhooks).toEqual({ state: 'error', state_message: UNABLE });
    // G-code is refused with the state message; the log tells what Klipper tried.
    const g28 = await http(sim, 'POST', '/printer/gcode/script', { script: 'G28' });
    expect(g28.status).toBe(400);
    const log = readFileSync(join(sim.dataDir, 'logs', 'klippy.log'), 'utf8');
    expect(log).toContain(
      "mcu 'mcu': Unable to open serial port: [Errno 2] could not open port /dev/ttyUSB7",
    );
    expect(log).toContain("MCU error during connect\nmcu 'mcu': Unable to connect");

    writeFileSync(cfgPath, original);
    expect(
      (await http(sim, 'POST', '/printer/gcode/script', { script: 'FIRMWARE_RESTART' })).status,
    ).toBe(200);
    await until('ready', 5000);
    expect((await server()).result.klippy_state).toBe('ready');
  });
});
