// The virtual SD card's Marlin-style commands as Klipper answers them: M20 lists the gcodes folder's
// own files, M21, M23 selects a file (its name as typed, case ignored), M24 prints it, M25 pauses,
// M27 reports the byte, M26 moves it while paused, and M28–M30 are refused.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { rpcError, simForSuite } from './helpers';
import { addGcode, printState, waitUntil } from './print_helpers';

describe('virtual_sdcard M-commands', () => {
  const responses: string[] = [];
  const suite = simForSuite({ timeScale: 50 }, (sim) => {
    addGcode(sim, 'small.gcode', 'Cube.gcode');
    const gcodes = join(sim.dataDir, 'gcodes');
    mkdirSync(join(gcodes, 'sub'), { recursive: true });
    writeFileSync(join(gcodes, 'sub', 'inner.gcode'), 'G28\n');
    writeFileSync(join(gcodes, '.hidden.gcode'), 'G28\n');
    writeFileSync(join(gcodes, 'resets.gcode'), 'G28\nSDCARD_RESET_FILE\nG1 X10\n');
    sim.klippy.on('response', (m) => responses.push(m));
  });
  const run = async (script: string): Promise<string[]> => {
    responses.length = 0;
    await suite.rpc.call('printer.gcode.script', { script });
    return [...responses];
  };
  const printStats = async (): Promise<{ filename: string; message: string }> =>
    (
      await suite.rpc.call<{ status: { print_stats: { filename: string; message: string } } }>(
        'printer.objects.query',
        { objects: { print_stats: null } },
      )
    ).status.print_stats;

  it('M21 and M20: the card is fine, and lists its own files with their sizes', async () => {
    expect(await run('M21')).toEqual(['SD card ok']);
    const list = await run('M20');
    expect(list[0]).toBe('Begin file list');
    expect(list.at(-1)).toBe('End file list');
    expect(list).toContain('Cube.gcode 764331');
    expect(list.join('\n')).not.toMatch(/inner\.gcode|hidden/);
  });

  it('M23 selects a file by its name in any case; M24 prints it; M25 pauses; M27 reports', async () => {
    expect(await run('M27')).toEqual(['Not SD printing.']);
    expect(await run('M23 cube.gcode')).toEqual([
      'File opened:cube.gcode Size:764331',
      'File selected',
    ]);
    expect(printState(suite.sim)).toBe('standby');
    await run('M24');
    await waitUntil(() => printState(suite.sim) === 'printing');
    await expect(
      rpcError(suite.rpc.call('printer.gcode.script', { script: 'M23 Cube.gcode' })),
    ).resolves.toMatchObject({ message: 'SD busy' });
    await run('M25');
    await waitUntil(() => printState(suite.sim) === 'paused');
    const [report] = await run('M27');
    expect(report).toMatch(/^SD printing byte \d+\/764331$/);
    // Paused: the position can be moved, and M27 says so.
    await run('M26 S1000');
    expect(await run('M27')).toEqual(['SD printing byte 1000/764331']);
    // M25 is not PAUSE: CANCEL_PRINT does not cancel it (as in Klipper); the file is reset instead.
    // (once the reading loop has wound down after the pause)
    await vi.waitFor(() => run('SDCARD_RESET_FILE'), { timeout: 10_000, interval: 100 });
    expect(printState(suite.sim)).toBe('standby');
    expect(await run('M27')).toEqual(['Not SD printing.']);
  });

  it('M23 of a file it does not have, or in a subfolder, cannot open it; M28–M30 are refused', async () => {
    for (const script of ['M23 nope.gcode', 'M23 sub/inner.gcode'])
      await expect(
        rpcError(suite.rpc.call('printer.gcode.script', { script })),
      ).resolves.toMatchObject({ message: 'Unable to open file' });
    for (const script of ['M28 new.gcode', 'M29', 'M30 Cube.gcode'])
      await expect(
        rpcError(suite.rpc.call('printer.gcode.script', { script })),
      ).resolves.toMatchObject({ message: 'SD write not supported' });
  });

  it('SDCARD_RESET_FILE stops a running print and forgets it; from the file itself it is an error', async () => {
    await run('SDCARD_PRINT_FILE FILENAME=Cube.gcode');
    await waitUntil(() => printState(suite.sim) === 'printing');
    await run('SDCARD_RESET_FILE');
    expect(printState(suite.sim)).toBe('standby');
    expect((await printStats()).filename).toBe('');
    expect(await run('M27')).toEqual(['Not SD printing.']);

    await run('SDCARD_PRINT_FILE FILENAME=resets.gcode');
    await waitUntil(() => printState(suite.sim) === 'error');
    expect((await printStats()).message).toBe('SDCARD_RESET_FILE cannot be run from the sdcard');
  });

  it('SDCARD_PRINT_FILE while paused closes the paused file and prints the new one', async () => {
    await run('SDCARD_RESET_FILE');
    await run('SDCARD_PRINT_FILE FILENAME=Cube.gcode');
    await waitUntil(() => printState(suite.sim) === 'printing');
    await run('M25');
    await waitUntil(() => printState(suite.sim) === 'paused');
    await run('SDCARD_PRINT_FILE FILENAME=small.gcode');
    expect(printState(suite.sim)).toBe('printing');
    expect((await printStats()).filename).toBe('small.gcode');
    await run('SDCARD_RESET_FILE');
  });
});
