// Start, SD busy, pause, resume, EXCLUDE_OBJECT, cancel with multi.gcode, compared with the recorded
// session's order of print_stats states and history actions; missing files. Excluded moves are
// tested in exclude_object.test.ts.

import { describe, expect, it } from 'vitest';
import { http, sleep, simForSuite } from './helpers';
import {
  addGcode,
  keyEvents,
  printState,
  recordedEvents,
  subscribeAll,
  waitUntil,
} from './print_helpers';

describe('print session', () => {
  const responses: string[] = [];
  const suite = simForSuite({ timeScale: 100 }, async (sim, c) => {
    addGcode(sim, 'multi.gcode');
    await subscribeAll(c);
    sim.klippy.on('response', (m) => responses.push(m));
  });

  it('rejects a missing file', async () => {
    const res = await http(suite.sim, 'POST', '/printer/print/start', { filename: 'nope.gcode' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Unable to open file');
    expect(responses).toContain('!! Unable to open file');
  });

  it('pauses, resumes, excludes an object and cancels in the recorded order', async () => {
    await suite.rpc.call('printer.print.start', { filename: 'multi.gcode' });
    await expect(
      suite.rpc.call('printer.print.start', { filename: 'multi.gcode' }),
    ).rejects.toThrow('SD busy');
    expect(responses).toContain('!! SD busy');
    const job = suite.sim.klippy.printer?.job;
    await waitUntil(() => (job?.objects.length ?? 0) === 4 && (job?.filamentUsed ?? 0) > 5);
    expect(job?.objects.map((o) => o.name)).toEqual([
      'BOAT_STL',
      'CYLINDER_STL',
      'TOWER_STL',
      'XYZ_CUBE_STL',
    ]);
    await suite.rpc.call('printer.print.pause');
    expect(
      suite.sim.klippy.query({
        pause_resume: null,
        print_stats: ['state'],
        virtual_sdcard: ['is_active'],
      }),
    ).toEqual({
      pause_resume: { is_paused: true },
      print_stats: { state: 'paused' },
      virtual_sdcard: { is_active: false },
    });
    expect(suite.sim.app.print?.fileInUse()).toBe('multi.gcode');
    const pos = job?.filePosition;
    const dur = job?.printDuration ?? 0;
    await sleep(600);
    expect(job?.filePosition).toBe(pos);
    expect((job?.printDuration ?? 0) - dur).toBeLessThan(1);
    expect((job?.totalDuration ?? 0) - dur).toBeGreaterThan(40);
    await suite.rpc.call('printer.print.pause');
    expect(responses).toContain('// Print already paused');
    await suite.rpc.call('printer.print.resume');
    expect(printState(suite.sim)).toBe('printing');
    await suite.rpc.call('printer.gcode.script', { script: 'EXCLUDE_OBJECT NAME=boat_stl' });
    expect(responses).toContain('// Excluding object BOAT_STL');
    expect(job?.excluded).toEqual(['BOAT_STL']);
    await sleep(800);
    expect(job?.filePosition).toBeGreaterThan(pos ?? 0);
    await suite.rpc.call('printer.print.cancel');
    const st = suite.sim.klippy.query({
      print_stats: ['state'],
      virtual_sdcard: null,
      pause_resume: null,
    });
    expect(st).toMatchObject({
      print_stats: { state: 'cancelled' },
      virtual_sdcard: { file_path: null, file_size: 0, progress: 0, is_active: false },
      pause_resume: { is_paused: false },
    });
    await suite.rpc.waitFor(
      (m) => m.method === 'notify_history_changed' && JSON.stringify(m).includes('cancelled'),
    );
    await sleep(300);
    const dedupe = (xs: string[]): string[] => xs.filter((x, i) => x !== xs[i - 1]);
    const recorded = dedupe(recordedEvents('ws_print_session.jsonl'));
    expect(dedupe(keyEvents(suite.rpc.messages))).toEqual(recorded);
    const list = await suite.rpc.call<{ jobs: { status: string }[] }>('server.history.list', {
      limit: 5,
    });
    expect(list.jobs[0]?.status).toBe('cancelled');
    await suite.rpc.call('printer.gcode.script', { script: 'SDCARD_RESET_FILE' });
    expect(printState(suite.sim)).toBe('standby');
  }, 20000);
});
