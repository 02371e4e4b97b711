// Parking for a frame with a hot extruder, as timelapse.cfg does it: retract before leaving the
// print, the head in the bed's centre 1 mm above the layer, the snapshot taken there, then back to
// the print where it left it, primed again, with absolute extrusion and its E position restored
// (or firmware retraction's G10/G11 when set up to).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../test/helpers';
import { waitUntil } from '../../../test/print_helpers';
import { timelapseSim, writeGcode, type TimelapseSim } from '../../../test/timelapse_helpers';

const GCODE = [
  'G28',
  'G90',
  'M82',
  'G92 E0',
  'G1 Z0.3 F600',
  'G1 X50 Y50 F6000',
  'G1 X80 Y50 E1.5 F1800',
  'TIMELAPSE_TAKE_FRAME',
  'G1 X80 Y80 E3 F1800',
];

describe('parking with a hot extruder', () => {
  let t: TimelapseSim;
  beforeAll(async () => {
    t = await timelapseSim({}, { timeScale: 10 });
    await http(t.sim, 'POST', '/machine/timelapse/settings', {
      parkhead: true,
      parkpos: 'center',
      park_retract_distance: 2,
      park_extrude_distance: 2,
      // Parked long enough that the snapshot is surely taken there, even on a busy machine.
      park_time: 1.5,
      autorender: false,
    });
    await t.sim.klippy.runScript('M109 S200');
  }, 60000);
  afterAll(() => t.stop());

  const gcodeMove = (): Record<string, unknown> =>
    t.sim.klippy.query({ gcode_move: null }).gcode_move ?? {};

  async function print(name: string): Promise<void> {
    writeGcode(t.sim, name, GCODE);
    await t.client.call('printer.print.start', { filename: name });
    await waitUntil(() => t.sim.klippy.printer?.job.state === 'complete', 60000);
  }

  it('retracts, parks in the centre above the layer, comes back and primes', async () => {
    await print('park.gcode');
    const [x, y, z, e] = t.camera.positions.at(-1) ?? [];
    expect([x, y]).toEqual([117.5, 117.5]);
    expect(z).toBeCloseTo(1.3, 5);
    // Retracted by park_retract_distance while parked.
    expect(e).toBeCloseTo(1.5 - 2, 5);
    const gm = gcodeMove();
    expect(gm.absolute_extrude).toBe(true);
    expect((gm.gcode_position as number[]).map((v) => Math.round(v * 1000) / 1000)).toEqual([
      80, 80, 0.3, 3,
    ]);
    const lines = t.client.notifications('notify_gcode_response').map((m) => String(m.params?.[0]));
    expect(lines.filter((l) => l.startsWith('!!'))).toEqual([]);
  }, 60000);

  it('uses G10/G11 with firmware retraction', async () => {
    await http(t.sim, 'POST', '/machine/timelapse/settings', { fw_retract: true });
    await waitUntil(() => {
      const v = t.sim.klippy.query({ 'gcode_macro TIMELAPSE_TAKE_FRAME': ['fw_retract'] });
      return v['gcode_macro TIMELAPSE_TAKE_FRAME']?.fw_retract === true;
    }, 5000);
    const before = t.camera.positions.length;
    await print('park_fw.gcode');
    expect(t.camera.positions.length).toBe(before + 1);
    // Retracted by [firmware_retraction]'s retract_length (0.8 mm) while parked: the toolhead's E
    // is 3 mm further after the first print, then 1.5 mm printed.
    expect((t.camera.positions.at(-1) ?? [])[3]).toBeCloseTo(3 + 1.5 - 0.8, 5);
    expect((gcodeMove().gcode_position as number[])[3]).toBeCloseTo(3, 3);
    const lines = t.client.notifications('notify_gcode_response').map((m) => String(m.params?.[0]));
    expect(lines.filter((l) => l.startsWith('!!'))).toEqual([]);
  }, 60000);

  it('GET_TIMELAPSE_SETUP shows the setup; TEST_STREAM_DELAY takes a frame above z 5', async () => {
    const seen = t.client.messages.length;
    await t.sim.klippy.runScript('GET_TIMELAPSE_SETUP');
    const said = async (line: string): Promise<void> => {
      await t.client.waitFor(
        (m) =>
          t.client.messages.indexOf(m) >= seen &&
          m.method === 'notify_gcode_response' &&
          m.params?.[0] === line,
      );
    };
    await said('// park position: center time: 1.5 s');
    await said('// park cord x:117.5 y:117.5 dz:1');
    await said('// fw_retract: True');
    await expect(t.sim.klippy.runScript('TEST_STREAM_DELAY')).rejects.toThrow(
      'Toolhead z 0.3 to low. Please place head above z = 5.0',
    );
    await t.sim.klippy.runScript('G1 Z10 F600');
    const before = t.camera.positions.length;
    await t.sim.klippy.runScript('TEST_STREAM_DELAY');
    await waitUntil(() => t.camera.positions.length > before, 5000);
    // Taken while the head goes on to the far side (the delay this macro is there to measure).
    expect((t.camera.positions.at(-1) ?? [])[2]).toBeCloseTo(10, 3);
  }, 30000);
});
