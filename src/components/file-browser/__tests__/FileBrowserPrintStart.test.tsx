// The file browser's Print on a busy printer: where Moonraker has the job queue, Print stays in a
// file's menu and offers to add the file to the queue instead; without it, Print is not offered.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listing, serveFiles } from '../../../test/files-printer';
import { giveElementsABox } from '../../../test/layout-box';
import { openTestPrinter, serveServerInfo, type TestPrinter } from '../../../test/printer-scope';
import FileBrowser from '../FileBrowser';

describe('FileBrowser Print on a busy printer', () => {
  beforeAll(() => giveElementsABox());
  let open: TestPrinter | undefined;
  afterEach(() => open?.close());

  async function renderBrowser(components: string[]): Promise<TestPrinter> {
    const p = await openTestPrinter({
      status: { print_stats: { state: 'printing', filename: 'big.gcode' } },
      setup: (printer) => {
        serveServerInfo(printer, { components });
        serveFiles(printer).listings = { gcodes: listing([], ['big.gcode', 'small.gcode']) };
        printer.rpc.set('printer.print.start', () => 'ok');
        printer.rpc.set('server.job_queue.post_job', () => ({
          queued_jobs: [{ filename: 'small.gcode', job_id: '0001', time_added: 1 }],
          queue_state: 'ready',
        }));
      },
    });
    open = p;
    p.render(
      <Router hook={memoryLocation().hook}>
        <FileBrowser roots={['gcodes']} name="jobs" height={600} />
      </Router>,
    );
    return p;
  }

  it('offers the job queue instead of printing', async () => {
    const p = await renderBrowser(['history', 'job_queue']);
    await userEvent.click(await screen.findByRole('button', { name: 'small.gcode' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Print' }));
    const dialog = await screen.findByRole('dialog', { name: 'The printer is busy' });
    expect(dialog).toHaveTextContent('big.gcode has not finished yet. Add small.gcode to the job queue?');
    await userEvent.click(screen.getByRole('button', { name: 'Add to queue' }));
    await waitFor(() =>
      expect(p.sent('server.job_queue.post_job')).toEqual([{ filenames: ['small.gcode'] }]),
    );
    expect(p.sent('printer.print.start')).toEqual([]);
  });

  it('offers no Print without the job queue', async () => {
    await renderBrowser(['history']);
    await userEvent.click(await screen.findByRole('button', { name: 'small.gcode' }));
    await screen.findByRole('menuitem', { name: 'Download' });
    expect(screen.queryByRole('menuitem', { name: 'Print' })).toBeNull();
  });
});
