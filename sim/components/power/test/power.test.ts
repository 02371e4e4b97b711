// power: the devices of moonraker.conf's [power …] sections (the three the simulator adds when it has
// none), machine.device_power.* in Moonraker's shapes and words, notify_power_changed, the printer
// device bound to the klipper service, and the lock while printing.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PowerDevice } from '../../../../protocol/machine';
import { parseIni } from '../../../klipper/config';
import { parseBool, parseList, parsePowerSections } from '../config';
import { http, simForSuite } from '../../../test/helpers';
import { addGcode, waitUntil } from '../../../test/print_helpers';

describe('[power …] sections', () => {
  it.each<[string | undefined, boolean | null]>([
    ['True', true],
    ['on', true],
    ['1', true],
    ['no', false],
    ['OFF', false],
    [undefined, null],
  ])('getboolean(%s) = %s', (value, expected) => {
    expect(parseBool('power x', 'initial_state', value, null)).toBe(expected);
  });
  it('refuses a value that is not a boolean', () => {
    expect(() => parseBool('power x', 'initial_state', 'maybe', null)).toThrow(
      /not a valid boolean/,
    );
  });
  it.each<[string | undefined, string[]]>([
    ['klipper', ['klipper']],
    ['klipper, crowsnest', ['klipper', 'crowsnest']],
    ['\nklipper\ncrowsnest', ['klipper', 'crowsnest']],
    [undefined, []],
  ])('getlist(%j)', (value, expected) => {
    expect(parseList(value)).toEqual(expected);
  });
  it('reads the devices in file order and skips bad ones with a warning', () => {
    const raw = parseIni(
      [
        '[server]',
        'port: 7125',
        '[power b]',
        'type: gpio',
        'bound_services: klipper.service, klipper',
        'initial_state: on',
        '[power a]',
        'type: teleporter',
        '[power c]',
        'type: tasmota',
        'locked_while_printing: True',
      ].join('\n'),
    );
    const { devices, warnings } = parsePowerSections(raw);
    expect(devices.map((d) => [d.name, d.type, d.initialState, d.lockedWhilePrinting])).toEqual([
      ['b', 'gpio', true, false],
      ['c', 'tasmota', null, true],
    ]);
    expect(devices[0]?.boundServices).toEqual(['klipper']);
    expect(warnings).toEqual([
      'Failed to load power device [power a]\nUnsupported Device Type: teleporter',
    ]);
  });
});

describe('machine.device_power', () => {
  const suite = simForSuite();
  const devices = async (): Promise<PowerDevice[]> =>
    (await suite.rpc.call<{ devices: PowerDevice[] }>('machine.device_power.devices')).devices;
  /** Waits until no device is still initialising. */
  const settled = async (): Promise<void> => {
    for (let i = 0; i < 100 && (await devices()).some((d) => d.status === 'init'); i++)
      await new Promise((r) => setTimeout(r, 50));
  };

  it('lists the devices moonraker.conf was given, network ones through init', async () => {
    const conf = readFileSync(join(suite.sim.dataDir, 'config', 'moonraker.conf'), 'utf8');
    expect(conf).toMatch(/\[power printer\]\ntype: gpio\n/);
    expect(conf).toContain('[power chamber_heater]');
    await new Promise((r) => setTimeout(r, 400));
    expect(await devices()).toEqual([
      { device: 'printer', status: 'on', locked_while_printing: true, type: 'gpio' },
      { device: 'caselight', status: 'off', locked_while_printing: false, type: 'shelly' },
      { device: 'chamber_heater', status: 'off', locked_while_printing: true, type: 'tasmota' },
    ]);
    expect(suite.sim.app.components().at(-1)).toBe('power');
  });

  it('switches by name with the batch calls; unknown names are device_not_found', async () => {
    const from = suite.rpc.messages.length;
    expect(
      await suite.rpc.call('machine.device_power.on', { caselight: null, nope: null }),
    ).toEqual({
      caselight: 'on',
      nope: 'device_not_found',
    });
    const note = await suite.rpc.waitFor(
      (m, i = suite.rpc.messages.indexOf(m)) => i >= from && m.method === 'notify_power_changed',
    );
    expect(note.params).toEqual([
      { device: 'caselight', status: 'on', locked_while_printing: false, type: 'shelly' },
    ]);
    expect(
      (await http(suite.sim, 'GET', '/machine/device_power/status?caselight&printer')).body,
    ).toEqual({
      result: { caselight: 'on', printer: 'on' },
    });
    expect((await http(suite.sim, 'POST', '/machine/device_power/off?caselight')).body).toEqual({
      result: { caselight: 'off' },
    });
  });

  it('switches one device with get_device / post_device, toggle included', async () => {
    expect(
      await suite.rpc.call('machine.device_power.post_device', {
        device: 'caselight',
        action: 'toggle',
      }),
    ).toEqual({ caselight: 'on' });
    expect(
      await suite.rpc.call('machine.device_power.get_device', { device: 'caselight' }),
    ).toEqual({
      caselight: 'on',
    });
    expect(
      (await http(suite.sim, 'GET', '/machine/device_power/device?device=caselight')).body,
    ).toEqual({
      result: { caselight: 'on' },
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['machine.device_power.get_device', { device: 'nope' }, 'No valid device named nope'],
    [
      'machine.device_power.post_device',
      { device: 'caselight', action: 'blink' },
      "Invalid requested action 'blink'",
    ],
    ['machine.device_power.on', {}, 'No arguments provided'],
  ])('%s refuses in Moonraker words', async (method, params, message) => {
    await expect(suite.rpc.call(method, params)).rejects.toMatchObject({ message, code: 400 });
  });

  it('printer off stops the klipper service (Klippy disconnected); on brings Klipper back to ready', async () => {
    const from = suite.rpc.messages.length;
    expect(await suite.rpc.call('machine.device_power.off', { printer: null })).toEqual({
      printer: 'off',
    });
    await suite.rpc.waitFor(
      (m) => suite.rpc.messages.indexOf(m) >= from && m.method === 'notify_klippy_disconnected',
    );
    const svc = await suite.rpc.waitFor(
      (m) =>
        suite.rpc.messages.indexOf(m) >= from &&
        m.method === 'notify_service_state_changed' &&
        JSON.stringify(m.params).includes('"klipper":{"active_state":"inactive"'),
    );
    expect(svc).toBeDefined();
    expect(suite.sim.klippy.processRunning).toBe(false);
    const back = suite.rpc.messages.length;
    expect(await suite.rpc.call('machine.device_power.on', { printer: null })).toEqual({
      printer: 'on',
    });
    await suite.rpc.waitFor(
      (m) => suite.rpc.messages.indexOf(m) >= back && m.method === 'notify_klippy_ready',
      10000,
    );
    expect(suite.sim.klippy.state).toBe('ready');
  });

  it('keeps switched states over server.restart; initial_state devices start from it', async () => {
    await settled();
    expect(await suite.rpc.call('machine.device_power.on', { chamber_heater: null })).toEqual({
      chamber_heater: 'on',
    });
    await http(suite.sim, 'POST', '/server/restart');
    await suite.sim.restarted();
    await suite.reconnect();
    await settled();
    const after = Object.fromEntries((await devices()).map((d) => [d.device, d.status]));
    expect(after).toEqual({ printer: 'on', caselight: 'on', chamber_heater: 'on' });
  });

  it('reads a changed moonraker.conf on the next start; server.config shows the sections', async () => {
    const conf = join(suite.sim.dataDir, 'config', 'moonraker.conf');
    writeFileSync(
      conf,
      `${readFileSync(conf, 'utf8')}\n[power fan]\ntype: http\non_url: http://x/on\n`,
    );
    await http(suite.sim, 'POST', '/server/restart');
    await suite.sim.restarted();
    await suite.reconnect();
    const cfg = (await http(suite.sim, 'GET', '/server/config')).body as {
      result: {
        config: Record<string, Record<string, unknown>>;
        orig: Record<string, Record<string, string>>;
      };
    };
    expect(cfg.result.orig['power fan']).toEqual({ type: 'http', on_url: 'http://x/on' });
    expect(cfg.result.config['power printer']).toMatchObject({
      type: 'gpio',
      locked_while_printing: true,
      bound_services: ['klipper'],
      initial_state: true,
    });
  });
  it('refuses to switch a locked device while printing, not the others', async () => {
    await settled();
    addGcode(suite.sim, 'small.gcode');
    await suite.rpc.call('printer.print.start', { filename: 'small.gcode' });
    await waitUntil(() => suite.sim.klippy.printer?.job.state === 'printing');
    await expect(
      suite.rpc.call('machine.device_power.off', { chamber_heater: null }),
    ).rejects.toMatchObject({
      message: 'Unable to change power for chamber_heater while printing',
      code: 400,
    });
    expect(await suite.rpc.call('machine.device_power.on', { caselight: null })).toEqual({
      caselight: 'on',
    });
  });
});
