// A G-code file dropped on a farm tile goes to that printer (progress on the tile) and is printed
// only when the user says so; any other file is refused with a message, and a start the printer
// refuses is shown in its words.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RpcError } from '../../../../state/__tests__/session-harness';
import { serveFiles, serveUploads, type ServedUploads } from '../../../../test/files-printer';
import { openTestPrinter, type TestPrinter } from '../../../../test/printer-scope';
import { TileDropZone } from '../TileDropZone';

describe('a file dropped on a tile', () => {
  let p: TestPrinter | undefined;
  let uploads: ServedUploads;
  let starts: unknown[];

  afterEach(() => {
    cleanup();
    p?.close();
    p = undefined;
  });

  async function openTile(startAnswer: () => unknown = () => 'ok'): Promise<HTMLElement> {
    starts = [];
    p = await openTestPrinter({
      setup: (printer) => {
        uploads = serveUploads(printer, serveFiles(printer));
        printer.rpc.set('printer.print.start', (params) => {
          starts.push(params);
          return startAnswer();
        });
      },
    });
    p.render(
      <TileDropZone name="Alpha">
        <section aria-label="Alpha">Alpha&apos;s tile</section>
      </TileDropZone>,
    );
    return screen.getByRole('region', { name: 'Alpha' });
  }

  function drop(tile: HTMLElement, ...files: File[]): void {
    fireEvent.drop(tile, { dataTransfer: { types: ['Files'], files, getData: () => '' } });
  }

  it('is uploaded with progress on the tile, then printed only on Print', async () => {
    const tile = await openTile();
    uploads.paused = true;
    const text = 'G1 X1\n'.repeat(100);
    drop(tile, new File([text], 'cube.gcode'));
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading cube.gcode: 0 %');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Uploading cube.gcode: 25 %'),
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await act(async () => uploads.step());
    await act(async () => {
      uploads.paused = false;
      uploads.step();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Print cube.gcode now?' });
    expect(uploads.received).toMatchObject([
      { root: 'gcodes', path: '', filename: 'cube.gcode', text, print: false },
    ]);
    expect(screen.queryByRole('status')).toBeNull();
    // Nothing starts before the answer.
    expect(starts).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(starts).toEqual([{ filename: 'cube.gcode' }]));
  });

  it('is not printed on Not now', async () => {
    const tile = await openTile();
    drop(tile, new File(['G28\n'], 'cube.gcode'));
    const dialog = await screen.findByRole('dialog', { name: 'Print cube.gcode now?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uploads.received).toHaveLength(1);
    expect(starts).toEqual([]);
  });

  it('is refused with a message when it is no G-code, or more than one', async () => {
    const tile = await openTile();
    drop(tile, new File(['solid'], 'bracket.stl'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'bracket.stl is not a G-code file: only .gcode, .g, .gc, .gco, .ufp, .nc files can be printed',
    );
    drop(tile, new File(['G28'], 'a.gcode'), new File(['G28'], 'b.gcode'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Drop one file at a time');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uploads.received).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the printer's refusal of the upload and of the start", async () => {
    const tile = await openTile(() => {
      throw new RpcError(400, 'SD busy');
    });
    uploads.refuse = { status: 403, message: 'File is loaded, upload not permitted' };
    drop(tile, new File(['G28\n'], 'cube.gcode'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'cube.gcode was not uploaded: File is loaded, upload not permitted',
    );
    uploads.refuse = null;
    drop(tile, new File(['G28\n'], 'cube.gcode'));
    const dialog = await screen.findByRole('dialog', { name: 'Print cube.gcode now?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('cube.gcode did not start: SD busy'),
    );
    expect(starts).toHaveLength(1);
  });
});
