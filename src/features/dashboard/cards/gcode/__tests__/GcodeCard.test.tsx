import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrinterStatus } from '../../../../../../protocol/objects';
import { parseGcode } from '../../../../../lib/gcode/parser';
import type { ParsedGcode } from '../../../../../lib/gcode/types';
import {
  gcodePreviewStore,
  previewFile,
  setGcodeWorkerFactory,
} from '../../../../../state/gcode-preview';
import {
  openTestPrinter,
  seedScopeStatus,
  type TestPrinter,
} from '../../../../../test/printer-scope';
import { cardHidden } from '../../../../../test/card-hidden';
import { serverStore } from '../../../../../state/server';
import card from '../card';
import GcodeCard from '../GcodeCard';
import { StandInWorker } from '../../../../../test/parser-worker';
import { InertPath } from '../../../../../test/inert-path';

/** multi.gcode: 205 layers, four objects. */
const multi = parseGcode(
  new Uint8Array(gunzipSync(readFileSync(resolve('fixtures/gcode/multi.gcode.gz')))),
);

const getContext = HTMLCanvasElement.prototype.getContext;

/** The worker of the latest parse, once it was asked to parse. */
async function lastWorker(): Promise<StandInWorker> {
  await waitFor(() => expect(StandInWorker.all.at(-1)?.requests).toHaveLength(1));
  return StandInWorker.all.at(-1)!;
}

/** The byte just after the line of move `moves` of layer `layer` (0-based). */
const inLayer = (layer: number, moves: number) =>
  (multi.filePosition[(multi.layerFirstMove[layer] ?? 0) + moves] ?? 0) + 1;

const layerSlider = () => screen.getByRole('slider', { name: 'Layer' });

describe('G-code preview card', () => {
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
  });

  afterAll(() => {
    vi.unstubAllGlobals();
    HTMLCanvasElement.prototype.getContext = getContext;
  });

  let p: TestPrinter;

  const preview = () => p.scope.get(gcodePreviewStore).getState();

  /** The printer previews `path`; its parse ends with `result`. */
  async function previewed(path: string, result: ParsedGcode) {
    act(() => previewFile(p.scope, path, 2048));
    const worker = await lastWorker();
    act(() => worker.reply({ type: 'done', result, parseMs: 1 }));
  }

  function seed(status: PrinterStatus) {
    seedScopeStatus(p.scope, status);
  }

  function printing(filePosition: number, excluded: string[] = []) {
    seed({
      print_stats: { state: 'printing', filename: 'multi.gcode' },
      virtual_sdcard: { file_position: filePosition, file_size: multi.bytes },
      exclude_object: { excluded_objects: excluded, current_object: 'BOAT_STL' },
    });
  }

  beforeEach(async () => {
    StandInWorker.all = [];
    p = await openTestPrinter({
      setup: (printer) => printer.rpc.set('printer.gcode.script', () => 'ok'),
    });
    setGcodeWorkerFactory(p.scope, () => new StandInWorker() as unknown as Worker);
    // After the test printer's network (closing it unstubs every global).
    vi.stubGlobal('Path2D', InertPath);
  });
  afterEach(() => p.close());

  it('is hidden while Klipper is not ready; its body is a lazy chunk', () => {
    expect(cardHidden(card, p.scope).current).toBe(false);
    p.scope.get(serverStore).setState({ klippyState: 'startup' });
    expect(cardHidden(card, p.scope).current).toBe(true);
    expect(card).toMatchObject({ id: 'gcodePreview', container: 'container1', order: 4 });
  });

  it('without a file it says so, and loads the file of the print', async () => {
    p.render(<GcodeCard />);
    expect(screen.getByText('No file is loaded for preview.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load current file' })).toBeNull();
    act(() =>
      seed({
        print_stats: { state: 'standby', filename: 'parts/a.gcode' },
        virtual_sdcard: { file_size: 2048 },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load current file' }));
    expect(preview()).toMatchObject({ path: 'parts/a.gcode', size: 2048, status: 'parsing' });
    expect((await lastWorker()).requests[0]).toMatchObject({ size: 2048 });
  });

  it('says when a file cannot be previewed', async () => {
    previewFile(p.scope, 'box.ufp', 10);
    p.render(<GcodeCard />);
    expect(
      screen.getByText('The file type or name cannot currently be previewed.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close the preview' }));
    expect(preview()).toMatchObject({ status: 'idle', path: null });
    expect(screen.getByText('No file is loaded for preview.')).toBeInTheDocument();
  });

  it('says how many R arcs it could not draw', async () => {
    const withArcs = parseGcode(
      new TextEncoder().encode('G1 X0 Y0 Z0.2\nG2 X10 Y0 R5 E1\nG3 X0 Y0 R5 E2\nG1 X5 E3\n'),
    );
    await previewed('arcs.gcode', withArcs);
    p.render(<GcodeCard />);
    expect(
      screen.getByText(
        '2 arc moves given with R are not supported: they are drawn as straight travels.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['Preview', 'parsing', 1],
    ['Cancel', 'idle', 0],
  ])('a file of 100 MB or more asks first: %s → %s', async (button, status, workers) => {
    previewFile(p.scope, 'big.gcode', 150 * 1024 * 1024);
    p.render(<GcodeCard />);
    const dialog = screen.getByRole('dialog', { name: 'Preview a large file?' });
    expect(dialog).toHaveTextContent('The file is 150.0 MB and may be resource intensive.');
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    expect(preview().status).toBe(status);
    if (workers) await lastWorker();
    expect(StandInWorker.all).toHaveLength(workers);
  });

  it('shows the parser progress of a parse that takes a while, which can be cancelled', async () => {
    act(() => previewFile(p.scope, 'multi.gcode', 2400 * 1024));
    const worker = await lastWorker();
    act(() => worker.reply({ type: 'progress', bytesRead: 600 * 1024, totalBytes: 2400 * 1024 }));
    p.render(<GcodeCard />);
    // A quick parse shows no dialog; one still running after 400 ms does.
    expect(screen.queryByRole('dialog', { name: 'Parsing G-code' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Parsing G-code' });
    expect(within(dialog).getByRole('progressbar', { name: 'Parser progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(dialog).toHaveTextContent('600.0 kB of 2.3 MB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(preview()).toMatchObject({ status: 'idle', path: null });
    expect(worker.terminated).toBe(true);
  });

  it('shows the first layer of a parsed file; the slider picks another', async () => {
    await previewed('multi.gcode', multi);
    p.render(<GcodeCard />);
    expect(layerSlider()).toHaveAttribute('aria-valuetext', 'layer 1 of 205');
    expect(screen.getByRole('img', { name: '2D view of layer 1 of 205, Z 0.20 mm' })).toBeVisible();
    fireEvent.change(layerSlider(), { target: { value: '50' } });
    expect(layerSlider()).toHaveAttribute('aria-valuetext', 'layer 50 of 205');
    // Not printing: no follow switch, no objects to exclude.
    expect(screen.queryByRole('switch', { name: 'Follow progress' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Exclude / })).toBeNull();
  });

  it('follows the print of the previewed file until a layer is picked', async () => {
    await previewed('multi.gcode', multi);
    printing(inLayer(10, 5));
    p.render(<GcodeCard />);
    const follow = screen.getByRole('switch', { name: 'Follow progress' });
    expect(follow).toBeChecked();
    expect(layerSlider()).toHaveAttribute('aria-valuetext', 'layer 11 of 205');
    expect(screen.getByRole('slider', { name: 'Move' })).toHaveValue('6');
    act(() => printing(inLayer(20, 0)));
    expect(layerSlider()).toHaveAttribute('aria-valuetext', 'layer 21 of 205');

    fireEvent.change(layerSlider(), { target: { value: '3' } });
    expect(follow).not.toBeChecked();
    act(() => printing(inLayer(30, 0)));
    expect(layerSlider()).toHaveAttribute('aria-valuetext', 'layer 3 of 205');
    fireEvent.click(follow);
    expect(layerSlider()).toHaveAttribute('aria-valuetext', 'layer 31 of 205');
  });

  it('excludes an object after the confirmation; excluded ones are marked', async () => {
    await previewed('multi.gcode', multi);
    printing(inLayer(10, 5), ['TOWER_STL']);
    p.render(<GcodeCard />);
    const objects = screen.getByRole('region', { name: 'Objects' });
    expect(within(objects).getByText('TOWER_STL: excluded')).toBeInTheDocument();
    expect(within(objects).getByText('BOAT_STL: printing now')).toBeInTheDocument();
    expect(within(objects).queryByRole('button', { name: 'Exclude TOWER_STL' })).toBeNull();

    await userEvent.click(within(objects).getByRole('button', { name: 'Exclude CYLINDER_STL' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude CYLINDER_STL?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(p.sent('printer.gcode.script')).toEqual([]);
    // Once the first dialog has gone (the card is hidden from assistive technology meanwhile).
    await userEvent.click(await within(objects).findByRole('button', { name: 'Exclude BOAT_STL' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Exclude BOAT_STL?' })).getByRole('button', {
        name: 'Exclude',
      }),
    );
    await waitFor(() =>
      expect(p.sent('printer.gcode.script')).toEqual([{ script: 'EXCLUDE_OBJECT NAME=BOAT_STL' }]),
    );
  });
});
