// Every method of the protocol map (protocol/methods.ts) is registered by the simulator with every
// component running; the test lists the ones that are not. The reverse: the map holds what the
// dashboard calls, so a simulator method outside it must be named in SIM_ONLY on purpose.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MethodName } from '../../protocol/methods';
import { COMPONENTS } from '../components';
import { startTestSim, type TestSim } from './helpers';

/** The map's method names; `satisfies` makes tsc fail when this and MethodMap differ. */
const PROTOCOL = {
  'server.info': true,
  'server.config': true,
  'server.temperature_store': true,
  'server.gcode_store': true,
  'server.restart': true,
  'server.connection.identify': true,
  'server.websocket.id': true,
  'server.database.list': true,
  'server.database.get_item': true,
  'server.database.post_item': true,
  'server.database.delete_item': true,
  'printer.info': true,
  'printer.objects.list': true,
  'printer.objects.query': true,
  'printer.objects.subscribe': true,
  'printer.gcode.script': true,
  'printer.gcode.help': true,
  'printer.query_endstops.status': true,
  'printer.emergency_stop': true,
  'printer.restart': true,
  'printer.firmware_restart': true,
  'access.login': true,
  'access.logout': true,
  'access.refresh_jwt': true,
  'access.oneshot_token': true,
  'access.info': true,
  'access.get_user': true,
  'access.users.list': true,
  'access.post_user': true,
  'access.delete_user': true,
  'access.user.password': true,
  'access.get_api_key': true,
  'access.post_api_key': true,
  'server.files.roots': true,
  'server.files.list': true,
  'server.files.get_directory': true,
  'server.files.post_directory': true,
  'server.files.delete_directory': true,
  'server.files.move': true,
  'server.files.copy': true,
  'server.files.delete_file': true,
  'server.files.metadata': true,
  'server.files.metascan': true,
  'server.files.thumbnails': true,
  'server.job_queue.status': true,
  'server.job_queue.post_job': true,
  'server.job_queue.delete_job': true,
  'server.job_queue.pause': true,
  'server.job_queue.start': true,
  'server.job_queue.jump': true,
  'server.spoolman.status': true,
  'server.spoolman.get_spool_id': true,
  'server.spoolman.post_spool_id': true,
  'server.spoolman.proxy': true,
  'server.history.list': true,
  'server.history.get_job': true,
  'server.history.delete_job': true,
  'server.history.totals': true,
  'server.history.reset_totals': true,
  'server.sensors.list': true,
  'server.sensors.info': true,
  'server.sensors.measurements': true,
  'printer.print.start': true,
  'printer.print.pause': true,
  'printer.print.resume': true,
  'printer.print.cancel': true,
  'machine.system_info': true,
  'machine.services.restart': true,
  'machine.services.start': true,
  'machine.services.stop': true,
  'machine.proc_stats': true,
  'machine.reboot': true,
  'machine.shutdown': true,
  'machine.device_power.devices': true,
  'machine.device_power.status': true,
  'machine.device_power.on': true,
  'machine.device_power.off': true,
  'machine.update.status': true,
  'machine.update.refresh': true,
  'machine.update.upgrade': true,
  'machine.update.full': true,
  'machine.update.moonraker': true,
  'machine.update.klipper': true,
  'machine.update.client': true,
  'machine.update.system': true,
  'machine.update.recover': true,
  'machine.update.rollback': true,
  'machine.timelapse.get_settings': true,
  'machine.timelapse.post_settings': true,
  'machine.timelapse.lastframeinfo': true,
  'machine.timelapse.render': true,
  'machine.timelapse.saveframes': true,
  'server.webcams.list': true,
  'server.webcams.get_item': true,
  'server.webcams.post_item': true,
  'server.webcams.delete_item': true,
  'server.webcams.test': true,
  'remote.webrtc': true,
  'server.announcements.list': true,
  'server.announcements.update': true,
  'server.announcements.dismiss': true,
  'server.announcements.feeds': true,
  'server.announcements.post_feed': true,
  'server.announcements.delete_feed': true,
} satisfies Record<MethodName, true>;
const PROTOCOL_METHODS = Object.keys(PROTOCOL);

/** Methods the simulator serves that the dashboard does not call (so not in the protocol map). */
const SIM_ONLY = [
  'server.files.zip',
  // The dashboard switches devices with the batch calls; the simulator serves the single ones too.
  'machine.device_power.get_device',
  'machine.device_power.post_device',
  // The simulator's own: sets the simulated Raspberry Pi's throttle bits (tests, demos).
  'debug.sim.throttle',
  // The simulator's own: stops or starts the virtual Spoolman (tests of the disconnected state).
  'debug.sim.spoolman',
];

const missing = (registered: string[]): string[] =>
  PROTOCOL_METHODS.filter((m) => !registered.includes(m));

describe('registry coverage of protocol/methods.ts', () => {
  let sim: TestSim;
  beforeAll(async () => {
    // Optional components that a moonraker.conf section loads are on too.
    sim = await startTestSim({ timelapse: true, spoolman: { port: 0 }, powerMeter: true });
  });
  afterAll(() => sim.stop());

  it('runs every component', async () => {
    expect(sim.app.components()).toEqual(COMPONENTS.map((c) => c.name));
  });

  it('registers every method of the protocol map', () => {
    expect(missing(sim.app.registry.methods()), 'not registered by the simulator').toEqual([]);
  });

  it('registers nothing outside the map but the listed simulator-only methods', () => {
    const extra = sim.app.registry.methods().filter((m) => !(m in PROTOCOL));
    expect(extra.sort()).toEqual([...SIM_ONLY].sort());
  });
});

describe('the coverage check itself', () => {
  it('names the methods a left-out component would have served', async () => {
    const sim = await startTestSim({
      without: ['history'],
      timelapse: true,
      spoolman: { port: 0 },
      powerMeter: true,
    });
    try {
      expect(missing(sim.app.registry.methods()).sort()).toEqual([
        'server.history.delete_job',
        'server.history.get_job',
        'server.history.list',
        'server.history.reset_totals',
        'server.history.totals',
      ]);
    } finally {
      await sim.stop();
    }
  });
});
