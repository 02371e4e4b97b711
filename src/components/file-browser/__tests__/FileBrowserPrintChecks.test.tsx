// The file browser's Print with the shell's print checks: a file a check warns about asks first
// ('Print anyway' starts it, Cancel does not); a file no check warns about starts at once. Upload
// and print uploads its file, then starts it the same way.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listing, serveFiles, serveUploads, type ServedUploads } from '../../../test/files-printer';
import { giveElementsABox } from '../../../test/layout-box';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import { PrintChecksProvider, type PrintCheck } from '../../print-checks';
import FileBrowser from '../FileBrowser';

const lowOnFilament: PrintCheck = {
  id: 'spool',
  load: () =>
    Promise.resolve({
      default: (_scope, filename) =>
        Promise.resolve(
          filename === 'big.gcode'
            ? [
                {
                  id: 'short',
                  text: 'The file needs 120.00 g of filament; the spool has 31.80 g left.',
                },
              ]
            : [],
        ),
    }),
};

describe('FileBrowser print checks', () => {
  beforeAll(() => giveElementsABox());
  let open: TestPrinter | undefined;
  let uploads: ServedUploads;
  afterEach(() => open?.close());

  async function renderBrowser(): Promise<TestPrinter> {
    const p = await openTestPrinter({
      status: { print_stats: { state: 'standby', filename: '' } },
      setup: (printer) => {
        const files = serveFiles(printer);
        files.listings = { gcodes: listing([], ['big.gcode', 'small.gcode']) };
        uploads = serveUploads(printer, files);
        printer.rpc.set('printer.print.start', () => 'ok');
      },
    });
    open = p;
    p.render(
      <Router hook={memoryLocation().hook}>
        <PrintChecksProvider value={[lowOnFilament]}>
          <FileBrowser roots={['gcodes']} name="jobs" height={600} />
        </PrintChecksProvider>
      </Router>,
    );
    return p;
  }

  async function print(name: string): Promise<void> {
    await userEvent.click(await screen.findByRole('button', { name }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Print' }));
  }

  it('asks before printing a file a check warns about', async () => {
    const p = await renderBrowser();
    await print('big.gcode');
    const dialog = await screen.findByRole('dialog', { name: 'Print big.gcode anyway?' });
    expect(dialog).toHaveTextContent('the spool has 31.80 g left');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(p.sent('printer.print.start')).toEqual([]);

    await print('big.gcode');
    await screen.findByRole('dialog', { name: 'Print big.gcode anyway?' });
    await userEvent.click(screen.getByRole('button', { name: 'Print anyway' }));
    await waitFor(() => expect(p.sent('printer.print.start')).toEqual([{ filename: 'big.gcode' }]));
  });

  it('Upload and print uploads the file, then asks as Print does before starting it', async () => {
    const p = await renderBrowser();
    await screen.findByRole('button', { name: 'big.gcode' });
    await userEvent.upload(
      screen.getByTestId('upload-print-input'),
      new File(['G28\nG1 X10\n'], 'big.gcode'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Print big.gcode anyway?' });
    // Uploaded without Moonraker's print flag: nothing starts before the user says so.
    expect(uploads.received).toMatchObject([{ filename: 'big.gcode', print: false }]);
    expect(p.sent('printer.print.start')).toEqual([]);
    expect(dialog).toHaveTextContent('the spool has 31.80 g left');
    await userEvent.click(screen.getByRole('button', { name: 'Print anyway' }));
    await waitFor(() => expect(p.sent('printer.print.start')).toEqual([{ filename: 'big.gcode' }]));
  });

  it('Upload and print starts a file no check warns about once it is uploaded', async () => {
    const p = await renderBrowser();
    await screen.findByRole('button', { name: 'small.gcode' });
    await userEvent.upload(
      screen.getByTestId('upload-print-input'),
      new File(['G28\n'], 'new.gcode'),
    );
    await waitFor(() => expect(p.sent('printer.print.start')).toEqual([{ filename: 'new.gcode' }]));
    expect(uploads.received).toMatchObject([{ filename: 'new.gcode', print: false }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts a file no check warns about at once', async () => {
    const p = await renderBrowser();
    await print('small.gcode');
    await waitFor(() =>
      expect(p.sent('printer.print.start')).toEqual([{ filename: 'small.gcode' }]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
