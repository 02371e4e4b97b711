// The spool store's reading of the active spool while a print runs: every SPOOL_REFRESH_MS while
// print_stats says printing or paused, once more when the print ends, never while idle.
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printerStatusStore } from '../../../state/printer';
import { SPOOL_REFRESH_MS, spoolmanStore } from '../store';
import { openSpoolmanPrinter, type SpoolmanPrinter } from './spoolman-printer';

describe('the spool store while printing', () => {
  let p: SpoolmanPrinter | undefined;
  afterEach(() => {
    vi.useRealTimers();
    p?.close();
  });

  const spoolReads = () =>
    p!.sent('server.spoolman.proxy').filter((params) => params.path === '/v1/spool/1').length;

  it('reads the spool again every few seconds while a print runs, and once when it ends', async () => {
    p = await openSpoolmanPrinter({ active: 1 });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const store = p.scope.get(spoolmanStore);
    await vi.waitFor(() => expect(store.getState().spool?.remaining_weight).toBe(754.5));
    const idle = spoolReads();
    vi.advanceTimersByTime(3 * SPOOL_REFRESH_MS);
    await Promise.resolve();
    expect(spoolReads()).toBe(idle);

    act(() => p!.report({ print_stats: { state: 'printing' } }));
    p.scope.get(printerStatusStore).flush(Date.now() + 10_000);
    p.spools[0]!.remaining_weight = 750.25;
    vi.advanceTimersByTime(SPOOL_REFRESH_MS);
    await vi.waitFor(() => expect(store.getState().spool?.remaining_weight).toBe(750.25));
    const printing = spoolReads();
    vi.advanceTimersByTime(SPOOL_REFRESH_MS);
    await vi.waitFor(() => expect(spoolReads()).toBe(printing + 1));

    p.spools[0]!.remaining_weight = 749;
    act(() => p!.report({ print_stats: { state: 'complete' } }));
    p.scope.get(printerStatusStore).flush(Date.now() + 20_000);
    await vi.waitFor(() => expect(store.getState().spool?.remaining_weight).toBe(749));
    const ended = spoolReads();
    vi.advanceTimersByTime(3 * SPOOL_REFRESH_MS);
    await Promise.resolve();
    expect(spoolReads()).toBe(ended);
  });
});
