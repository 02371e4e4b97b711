import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HistoryJob } from '../../../../../../protocol/history';
import type { PrinterStatus, PrintStatsState } from '../../../../../../protocol/objects';
import { consoleStore } from '../../../../../state/console';
import { openCardPrinter, type CardPrinter } from '../../../../../test/card-printer';
import { json, type FakePrinter } from '../../../../../state/__tests__/session-harness';
import { StatusCard } from '../StatusCard';

/** The file's metadata as the printer's file manager reports it. */
const metadata = (filename: string) => ({
  filename,
  size: 1000,
  modified: 1,
  estimated_time: 3000,
  layer_height: 0.2,
  first_layer_height: 0.2,
  object_height: 20,
  print_start_time: null,
  job_id: null,
});

function job(id: number, filename: string, status = 'completed'): HistoryJob {
  return {
    job_id: id.toString(16).toUpperCase().padStart(6, '0'),
    user: 'x',
    filename,
    status,
    start_time: 1_700_000_000 + id * 100,
    end_time: 1_700_000_050 + id * 100,
    print_duration: 600 + id,
    total_duration: 700,
    filament_used: 1000,
    metadata: {},
    auxiliary_data: [],
    exists: true,
  };
}

function status(state: PrintStatsState, filename = 'tests/cube.gcode'): PrinterStatus {
  return {
    print_stats: {
      state,
      filename,
      print_duration: 600,
      total_duration: 620,
      filament_used: 1234.5,
      info: { total_layer: 100, current_layer: 23 },
    },
    idle_timeout: { state: state === 'printing' ? 'Printing' : 'Ready' },
    virtual_sdcard: { progress: 0.25 },
    display_status: { message: 'Hello <b>there</b>', progress: 0.25 },
    gcode_move: { speed: 3000, speed_factor: 1.5, gcode_position: [0, 0, 4.6, 100] },
  };
}

describe('StatusCard', () => {
  let p: CardPrinter | undefined;

  let jobs: HistoryJob[] = [];

  /** The printer's print commands so far: each script, and 'start <file>' for a print start. */
  const calls = () =>
    p!
      .frames('printer.gcode.script', 'printer.print.start')
      .map((f) =>
        f.method === 'printer.print.start'
          ? `start ${String(f.params.filename)}`
          : String(f.params.script),
      );

  /** The print commands, once they are `expected`. */
  const callsAre = (expected: string[]) => waitFor(() => expect(calls()).toEqual(expected));

  /**
   * A printer in print state `state` with `filename` loaded (its metadata, its history from `jobs`,
   * print starts answered), the card on screen.
   */
  async function show(
    state: PrintStatsState,
    filename = 'tests/cube.gcode',
    setup?: (printer: FakePrinter) => void,
  ) {
    p = await openCardPrinter({
      status: status(state, filename),
      setup: (printer) => {
        printer.rpc.set('server.files.metadata', (params) => metadata(String(params?.filename)));
        printer.rpc.set('server.history.list', () => ({ count: jobs.length, jobs }));
        printer.rpc.set('server.history.totals', () => ({
          job_totals: {},
          auxiliary_totals: [],
        }));
        printer.rpc.set('printer.print.start', () => 'ok');
        setup?.(printer);
      },
    });
    return p.render(
      <Router hook={memoryLocation().hook}>
        <StatusCard />
      </Router>,
    );
  }

  beforeEach(() => {
    jobs = [];
  });
  afterEach(() => p?.close());

  it('shows a running print: title, progress, rows and controls', async () => {
    await show('printing');
    expect(await screen.findByRole('heading', { name: 'Printing' })).toBeInTheDocument();
    // The first test pays for loading the lazy chunks.
    expect(await screen.findByLabelText('Layer', {}, { timeout: 15000 })).toHaveTextContent(
      /^23 \/ 100$/,
    );
    const progress = await screen.findByRole(
      'progressbar',
      { name: 'Print progress' },
      { timeout: 15000 },
    );
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByLabelText('File')).toHaveTextContent('tests/cube.gcode');
    expect(screen.getByLabelText('Message')).toHaveTextContent('Hello <b>there</b>');
    expect(screen.getByLabelText('Speed')).toHaveTextContent('75 mm/s');
    expect(screen.getByLabelText('Filament')).toHaveTextContent('1.23 m');
    expect(screen.getByLabelText('Actual time')).toHaveTextContent('10m 0s');
    expect(
      await screen.findByLabelText('Slicer estimate', {}, { timeout: 15000 }),
    ).toHaveTextContent('50m 0s');
    expect(screen.getByLabelText('Remaining')).toHaveTextContent('30m 0s');
    expect(screen.getByRole('tab', { name: 'Status' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Pause' }, { timeout: 15000 })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Clear file' })).toBeNull();
  });

  it('offers Resume while paused', async () => {
    await show('paused');
    expect(await screen.findByRole('heading', { name: 'Paused' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await callsAre(['RESUME']);
  });

  it('cancels only after confirmation', async () => {
    await show('printing');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await callsAre([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel print' }));
    await callsAre(['CANCEL_PRINT']);
  });

  it('disables every control while one is pending', async () => {
    // Klipper takes its time: the script is answered only when the test says so.
    await show('printing', undefined, (printer) => printer.rpc.delete('printer.gcode.script'));
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    await callsAre(['PAUSE']);
    for (const name of ['Pause', 'Resume', 'Cancel'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    act(() => p!.answer('printer.gcode.script', 'ok'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled());
  });

  it('sends Pause, Resume and Cancel as console entries', async () => {
    await show('printing');
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    act(() => p!.report({ print_stats: { state: 'paused' } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resume' })).toBeEnabled(), {
      timeout: 3000,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel print' }));
    await callsAre(['PAUSE', 'RESUME', 'CANCEL_PRINT']);
    expect(
      p!.scope
        .get(consoleStore)
        .getState()
        .lines.map((l) => [l.kind, l.message]),
    ).toEqual([
      ['command', 'PAUSE'],
      ['command', 'RESUME'],
      ['command', 'CANCEL_PRINT'],
    ]);
  });

  it('clears or reprints a finished file', async () => {
    await show('complete');
    expect(await screen.findByRole('heading', { name: 'Complete' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear file' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reprint' }));
    await callsAre(['SDCARD_RESET_FILE', 'start tests/cube.gcode']);
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.getByLabelText('Actual time')).toHaveTextContent('10m 0s');
    expect(screen.getByLabelText('Total duration')).toHaveTextContent('10m 20s');
    expect(await screen.findByLabelText('Slicer estimate')).toHaveTextContent('50m 0s');
    expect(screen.getByRole('progressbar', { name: 'Print progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('opens on Reprint without a file, listing the last 3 unique jobs', async () => {
    jobs = [
      job(5, 'a.gcode'),
      job(4, 'b.gcode'),
      job(3, 'a.gcode'),
      job(2, 'c.gcode'),
      job(1, 'd.gcode'),
    ];
    await show('standby', '');
    expect(await screen.findByRole('tab', { name: 'Reprint' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await screen.findByRole('table', { name: 'Recent jobs' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['a.gcode', 'b.gcode', 'c.gcode']);
    await userEvent.click(screen.getByRole('button', { name: 'Print b.gcode' }));
    await callsAre(['start b.gcode']);
  });

  it('has no Reprint tab without the history component', async () => {
    await show('standby', '', (printer) => {
      const info = { ...printer.serverInfo(), components: [] };
      printer.rpc.set('server.info', () => info);
      printer.http.set('GET /server/info', () => json({ result: info }));
    });
    expect(await screen.findByText('No file loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
