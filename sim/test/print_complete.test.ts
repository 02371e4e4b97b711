// Printing small.gcode to completion at a high time scale: states, progress, layers, filament,
// display message, history entry and totals, and the recorded order of state/history events.

import { describe, expect, it } from 'vitest';
import { simForSuite } from './helpers';
import { addGcode, keyEvents, recordedEvents, subscribeAll, waitUntil } from './print_helpers';

describe('print to completion (small.gcode)', () => {
  const responses: string[] = [];
  let messages: string[] = [];
  const suite = simForSuite({ timeScale: 300 }, async (sim, c) => {
    addGcode(sim, 'small.gcode');
    await subscribeAll(c);
    sim.klippy.on('response', (m) => responses.push(m));
  });

  it('runs through the file and completes', async () => {
    const t0 = Date.now();
    await expect(suite.rpc.call('printer.print.start', { filename: 'small.gcode' })).resolves.toBe(
      'ok',
    );
    expect(responses.slice(0, 2)).toEqual(['File opened:small.gcode Size:764331', 'File selected']);
    const job = suite.sim.klippy.printer?.job;
    expect(job?.state).toBe('printing');
    expect(suite.sim.app.print?.fileInUse()).toBe('small.gcode');
    expect(suite.sim.app.print?.isBusy()).toBe(true);
    await waitUntil(() => (job?.state ?? '') !== 'printing', 25000);
    console.log(`small.gcode at scale 300: ${(Date.now() - t0) / 1000} s`);
    await suite.rpc.waitFor(
      (m) => m.method === 'notify_history_changed' && JSON.stringify(m).includes('"finished"'),
    );
    const st = suite.sim.klippy.query({
      print_stats: null,
      virtual_sdcard: null,
      display_status: null,
    });
    expect(st.print_stats).toMatchObject({ state: 'complete', filename: 'small.gcode' });
    expect(st.print_stats?.info).toEqual({ total_layer: 100, current_layer: 100 });
    expect(Math.abs((st.print_stats?.filament_used as number) - 1449.75)).toBeLessThan(15);
    expect(st.print_stats?.print_duration as number).toBeGreaterThan(500);
    expect(st.print_stats?.print_duration as number).toBeLessThan(
      st.print_stats?.total_duration as number,
    );
    expect(st.virtual_sdcard).toMatchObject({ progress: 1, is_active: false, file_path: null });
    expect(st.display_status?.message).toBe('Done');
    expect(responses).toContain('Done printing file');
    expect(suite.sim.app.print?.fileInUse()).toBeNull();
    messages = keyEvents(suite.rpc.messages);
  }, 30000);

  it('records the job and totals', async () => {
    const list = await suite.rpc.call<{
      count: number;
      jobs: { status: string; filament_used: number; user: string }[];
    }>('server.history.list');
    expect(list.count).toBe(1);
    expect(list.jobs[0]).toMatchObject({ status: 'completed', user: '_TRUSTED_USER_' });
    const totals = await suite.rpc.call<{
      job_totals: { total_jobs: number; total_filament_used: number };
    }>('server.history.totals');
    expect(totals.job_totals.total_jobs).toBe(1);
    expect(totals.job_totals.total_filament_used).toBeCloseTo(list.jobs[0]?.filament_used ?? 0);
  });

  it('emits state and history events in the recorded order', () => {
    const dedupe = (xs: string[]): string[] => xs.filter((x, i) => x !== xs[i - 1]);
    expect(dedupe(messages)).toEqual(dedupe(recordedEvents('ws_print_complete.jsonl')));
  });
});
