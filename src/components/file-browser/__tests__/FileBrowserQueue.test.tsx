// 'Add to queue' for a selection: where the printer has the job queue, the selection's printable
// files (not its folders, not other files) are added in the list's order, each with the copies asked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useMessages } from '../../../state/messages';
import { listing, serveFiles } from '../../../test/files-printer';
import { giveElementsABox } from '../../../test/layout-box';
import { openTestPrinter, serveServerInfo, type TestPrinter } from '../../../test/printer-scope';
import FileBrowser from '../FileBrowser';

describe('Add to queue for a selection', () => {
  beforeAll(() => giveElementsABox());
  let open: TestPrinter | undefined;
  afterEach(() => {
    open?.close();
    useMessages.setState({ queue: [] });
  });

  async function renderBrowser(components: string[]) {
    const p = await openTestPrinter({
      setup: (printer) => {
        serveServerInfo(printer, { components });
        serveFiles(printer).listings.gcodes = listing(
          ['parts'],
          ['b.gcode', 'a.gcode', 'notes.txt', 'c.gcode'],
        );
        printer.rpc.set('server.job_queue.post_job', (params) => ({
          queued_jobs: (params as { filenames: string[] }).filenames.map((filename, i) => ({
            filename,
            job_id: String(i),
            time_added: 1,
            time_in_queue: 0,
          })),
          queue_state: 'paused',
        }));
      },
    });
    open = p;
    p.render(
      <Router hook={memoryLocation().hook}>
        <FileBrowser roots={['gcodes']} name="jobs" bulkActions height={600} />
      </Router>,
    );
    await screen.findByRole('button', { name: 'b.gcode' });
    return p;
  }

  it('adds the selected printable files in the list’s order, copies of each side by side', async () => {
    const user = userEvent.setup();
    const p = await renderBrowser(['history', 'job_queue']);
    for (const name of ['parts', 'c.gcode', 'notes.txt', 'a.gcode'])
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    expect(screen.getByText('4 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to queue' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Add the selected files to the queue',
    });
    // The list is sorted by name: a before c, the folder and the text file left out.
    expect(
      within(within(dialog).getByRole('list', { name: 'Files to add' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a.gcode', 'c.gcode']);
    const copies = within(dialog).getByRole('textbox', { name: 'Copies of each file' });
    await user.clear(copies);
    await user.type(copies, '0');
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.clear(copies);
    await user.type(copies, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(p.sent('server.job_queue.post_job')).toEqual([
        { filenames: ['a.gcode', 'a.gcode', 'c.gcode', 'c.gcode'] },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Done with the selection: the toolbar is the browser's own again.
    expect(screen.queryByText('4 selected')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select a.gcode' })).not.toBeChecked();
    expect(useMessages.getState().queue.map((m) => m.text)).toContain('Jobs added to the queue: 4');
  });

  it('is not offered without the job queue, nor for a selection with nothing to print', async () => {
    const user = userEvent.setup();
    await renderBrowser(['history']);
    await user.click(screen.getByRole('checkbox', { name: 'Select a.gcode' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to queue' })).toBeNull();
    open?.close();
    open = undefined;
    document.body.innerHTML = '';
    await renderBrowser(['history', 'job_queue']);
    await user.click(screen.getByRole('checkbox', { name: 'Select notes.txt' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select parts' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to queue' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select b.gcode' }));
    expect(screen.getByRole('button', { name: 'Add to queue' })).toBeInTheDocument();
  });
});
