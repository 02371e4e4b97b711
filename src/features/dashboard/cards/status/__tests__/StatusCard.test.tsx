import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryJob } from '../../../../../../protocol/history';
import type { PrintStatsState } from '../../../../../../protocol/objects';
import { sortJobs, useHistory } from '../../../../../state/history';
import { resetPlaceholderScope } from '../../../../../state/scope/active';
import { resetPrinter, seedStatus } from '../../../../../state/printer';
import { useServer } from '../../../../../state/server';
import { StatusCard } from '../StatusCard';

const calls: string[] = [];
let hold: Promise<unknown> | null = null;
const later = (name: string) => () => {
  calls.push(name);
  return hold ?? Promise.resolve('ok');
};
const api = {
  print: {
    pause: later('pause'),
    resume: later('resume'),
    cancel: later('cancel'),
    start: (filename: string) => later(`start ${filename}`)(),
  },
  printer: { gcodeScript: (script: string) => later(script)() },
  files: {
    metadata: (filename: string) =>
      Promise.resolve({
        filename,
        size: 1000,
        modified: 1,
        estimated_time: 3000,
        layer_height: 0.2,
        first_layer_height: 0.2,
        object_height: 20,
        print_start_time: null,
        job_id: null,
      }),
  },
  history: {
    list: () => Promise.resolve({ count: jobs.length, jobs }),
    totals: () => Promise.resolve({ job_totals: null, auxiliary_totals: [] }),
  },
};
let jobs: HistoryJob[] = [];

vi.mock('../../../../../state/session', () => ({
  attempt: (work: (a: unknown) => Promise<unknown>) => work(api),
  getApi: () => api,
  klippyCommand: () => Promise.resolve(),
  onKlippyReady: () => () => undefined,
  onServerNotification: () => () => undefined,
  onSocketReady: () => () => undefined,
}));

/** The console store, imported once the session mock's api exists (it reads getApi on load). */
async function consoleStore() {
  return (await import('../../../../../state/console')).useConsole;
}

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

function seed(state: PrintStatsState, filename = 'tests/cube.gcode') {
  seedStatus({
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
  });
}

function renderCard() {
  return render(
    <Router hook={memoryLocation().hook}>
      <StatusCard />
    </Router>,
  );
}

describe('StatusCard', () => {
  beforeEach(async () => {
    calls.length = 0;
    hold = null;
    jobs = [];
    resetPrinter();
    resetPlaceholderScope();
    (await consoleStore()).setState({ lines: [] });
    useServer.setState({ klippyState: 'ready', klippyConnected: true, components: ['history'] });
  });

  it('shows a running print: title, progress, rows and controls', async () => {
    seed('printing');
    renderCard();
    expect(screen.getByRole('heading', { name: 'Printing' })).toBeInTheDocument();
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
    seed('paused');
    renderCard();
    expect(screen.getByRole('heading', { name: 'Paused' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(calls).toEqual(['RESUME']);
  });

  it('cancels only after confirmation', async () => {
    seed('printing');
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel print' }));
    expect(calls).toEqual(['CANCEL_PRINT']);
  });

  it('disables every control while one is pending', async () => {
    seed('printing');
    let release: (value: unknown) => void = () => undefined;
    hold = new Promise((resolve) => (release = resolve));
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(calls).toEqual(['PAUSE']);
    for (const name of ['Pause', 'Resume', 'Cancel'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    await act(async () => release('ok'));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
  });

  it('sends Pause, Resume and Cancel as console entries', async () => {
    seed('printing');
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    seed('paused');
    await userEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel print' }));
    expect(calls).toEqual(['PAUSE', 'RESUME', 'CANCEL_PRINT']);
    expect((await consoleStore()).getState().lines.map((l) => [l.kind, l.message])).toEqual([
      ['command', 'PAUSE'],
      ['command', 'RESUME'],
      ['command', 'CANCEL_PRINT'],
    ]);
  });

  it('clears or reprints a finished file', async () => {
    seed('complete');
    renderCard();
    expect(screen.getByRole('heading', { name: 'Complete' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear file' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reprint' }));
    expect(calls).toEqual(['SDCARD_RESET_FILE', 'start tests/cube.gcode']);
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
    // No printer connected here: the history is what its list call would have loaded.
    useHistory.setState({ jobs: sortJobs(jobs), loaded: true });
    seed('standby', '');
    renderCard();
    expect(screen.getByRole('tab', { name: 'Reprint' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Recent jobs' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['a.gcode', 'b.gcode', 'c.gcode']);
    await userEvent.click(screen.getByRole('button', { name: 'Print b.gcode' }));
    expect(calls).toEqual(['start b.gcode']);
  });

  it('has no Reprint tab without the history component', async () => {
    useServer.setState({ components: [] });
    seed('standby', '');
    renderCard();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(await screen.findByText('No file loaded.')).toBeInTheDocument();
  });
});
