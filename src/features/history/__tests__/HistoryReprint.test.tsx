// The history's reprint starts a print through the print-start flow: the print checks' warnings ask
// 'Print anyway?' first, and on a busy printer with the job queue it offers to queue.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrintStatsState } from '../../../../protocol/objects';
import type { TestPrinter } from '../../../test/printer-scope';
import { LAZY, openReprintPrinter } from '../../../test/print-start-printer';
import { ensureHistory } from '../../../state/history';
import { HistoryTable } from '../HistoryTable';

describe('HistoryTable reprint', () => {
  let open: TestPrinter | undefined;
  afterEach(() => open?.close());

  async function renderTab(state: PrintStatsState, components: string[]) {
    open = await openReprintPrinter(state, components, <HistoryTable />);
    ensureHistory(open.scope);
    return open;
  }

  it('runs the print checks before a reprint', async () => {
    const p = await renderTab('complete', ['history']);
    await userEvent.click(await screen.findByRole('button', { name: 'Print benchy.gcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print benchy.gcode anyway?' }, LAZY);
    expect(dialog).toHaveTextContent('benchy.gcode needs 60.00 g; the spool has 31.80 g.');
    expect(p.sent('printer.print.start')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Print anyway' }));
    await waitFor(() =>
      expect(p.sent('printer.print.start')).toEqual([{ filename: 'benchy.gcode' }]),
    );
  });

  it('offers the job queue while the printer is busy', async () => {
    const p = await renderTab('printing', ['history', 'job_queue']);
    await userEvent.click(await screen.findByRole('button', { name: 'Print benchy.gcode' }));
    await screen.findByRole('dialog', { name: 'The printer is busy' }, LAZY);
    await userEvent.click(screen.getByRole('button', { name: 'Add to queue' }));
    await waitFor(() =>
      expect(p.sent('server.job_queue.post_job')).toEqual([{ filenames: ['benchy.gcode'] }]),
    );
    expect(p.sent('printer.print.start')).toEqual([]);
  });

  it('offers no reprint while the printer is busy without the job queue', async () => {
    await renderTab('printing', ['history']);
    await screen.findByRole('rowheader', { name: 'benchy.gcode' });
    expect(screen.queryByRole('button', { name: 'Print benchy.gcode' })).toBeNull();
  });
});
