// The print-start flow as a page uses it: a busy printer offers its job queue instead (or only says
// it is busy), a check's step is asked before the warnings, the warnings ask 'Print anyway', and
// only a flow answered all the way starts the print.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrintStatsState } from '../../../../protocol/objects';
import { openTestPrinter, serveServerInfo, type TestPrinter } from '../../../test/printer-scope';
import {
  PrintChecksProvider,
  type PrintCheck,
  type PrintStepProps,
  type PrintWarning,
} from '../../print-checks';
import { useMessages } from '../../../state/messages';
import { printerStatusStore } from '../../../state/printer';
import { usePrintStart } from '../use-print-start';

/** The snackbar messages shown so far. */
const messages = () => useMessages.getState().queue.map((message) => message.text);

function PrintButton({ file, onStarted }: { file: string; onStarted: () => void }) {
  const { start, offered, dialogs } = usePrintStart({ onStarted });
  return (
    <>
      <button onClick={() => start(file)}>Print {file}</button>
      <p>{offered ? 'Print offered' : 'Print not offered'}</p>
      {dialogs}
    </>
  );
}

/** A step that asks which spool (a plain dialog of its own). */
function AskSpool({ filename, onDone }: PrintStepProps) {
  return (
    <div role="dialog" aria-label={`Spool for ${filename}`}>
      <button onClick={() => onDone(true)}>Use spool</button>
      <button onClick={() => onDone(false)}>Give up</button>
    </div>
  );
}

function check(warnings: PrintWarning[], ask = false, seen: string[] = []): PrintCheck {
  return {
    id: 'spool',
    load: () =>
      Promise.resolve({
        default: () => {
          seen.push('warnings');
          return Promise.resolve(warnings);
        },
        ask: ask
          ? () => {
              seen.push('ask');
              return Promise.resolve({ id: 'spool.ask', Component: AskSpool });
            }
          : undefined,
      }),
  };
}

const SHORT = [{ id: 'short', text: 'The spool has 31.80 g left.' }];

describe('the print-start flow', () => {
  let open: TestPrinter | undefined;
  afterEach(() => {
    open?.close();
    useMessages.setState({ queue: [] });
  });

  async function renderFlow(opts: {
    state: PrintStatsState;
    components?: string[];
    checks?: PrintCheck[];
    queueState?: string;
  }) {
    const started: string[] = [];
    const p = await openTestPrinter({
      status: { print_stats: { state: opts.state, filename: 'current.gcode' } },
      setup: (printer) => {
        if (opts.components) serveServerInfo(printer, { components: opts.components });
        printer.rpc.set('printer.print.start', () => 'ok');
        printer.rpc.set('server.job_queue.post_job', () => ({
          queued_jobs: [{ filename: 'next.gcode', job_id: '0001', time_added: 1 }],
          queue_state: opts.queueState ?? 'ready',
        }));
      },
    });
    open = p;
    p.render(
      <PrintChecksProvider value={opts.checks ?? []}>
        <PrintButton file="parts/next.gcode" onStarted={() => started.push('started')} />
      </PrintChecksProvider>,
    );
    return { p, started };
  }

  it('starts an idle printer’s print at once when no check has anything to say', async () => {
    const { p, started } = await renderFlow({ state: 'standby', checks: [check([])] });
    await userEvent.click(screen.getByRole('button', { name: 'Print parts/next.gcode' }));
    await waitFor(() => expect(started).toEqual(['started']));
    expect(p.sent('printer.print.start')).toEqual([{ filename: 'parts/next.gcode' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the job queue on a busy printer, and adds the file there', async () => {
    const { p, started } = await renderFlow({
      state: 'printing',
      components: ['history', 'job_queue'],
      checks: [check(SHORT)],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Print parts/next.gcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'The printer is busy' });
    expect(dialog).toHaveTextContent(
      'current.gcode has not finished yet. Add next.gcode to the job queue?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to queue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(p.sent('server.job_queue.post_job')).toEqual([{ filenames: ['parts/next.gcode'] }]);
    await waitFor(() => expect(messages()).toContain('next.gcode added to the queue'));
    expect(p.sent('printer.print.start')).toEqual([]);
    expect(started).toEqual([]);
  });

  it('says when the queue it added to is paused', async () => {
    await renderFlow({ state: 'paused', components: ['job_queue'], queueState: 'paused' });
    await userEvent.click(screen.getByRole('button', { name: 'Print parts/next.gcode' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to queue' }));
    await waitFor(() =>
      expect(messages()).toContain(
        "next.gcode added to the queue. The queue is paused: start it on the dashboard's queue card.",
      ),
    );
  });

  it('adds nothing when the queue offer is cancelled', async () => {
    const { p } = await renderFlow({ state: 'printing', components: ['job_queue'] });
    await userEvent.click(screen.getByRole('button', { name: 'Print parts/next.gcode' }));
    await screen.findByRole('dialog', { name: 'The printer is busy' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(p.sent('server.job_queue.post_job')).toEqual([]);
    expect(p.sent('printer.print.start')).toEqual([]);
  });

  it('offers no Print on a busy printer without the job queue', async () => {
    await renderFlow({ state: 'printing' });
    expect(screen.getByText('Print not offered')).toBeTruthy();
  });

  it('says the printer is busy, and starts nothing, when it became busy without a queue', async () => {
    const { p } = await renderFlow({ state: 'standby' });
    expect(screen.getByText('Print offered')).toBeTruthy();
    // The printer starts another print before the click reaches the flow.
    p.scope.get(printerStatusStore).seed({
      print_stats: { state: 'printing', filename: 'current.gcode' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Print parts/next.gcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'The printer is busy' });
    expect(dialog).toHaveTextContent('Print next.gcode once that print has ended.');
    expect(screen.queryByRole('button', { name: 'Add to queue' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(p.sent('printer.print.start')).toEqual([]);
  });

  it('asks a check’s step first, then its warnings, then prints', async () => {
    const seen: string[] = [];
    const { p, started } = await renderFlow({
      state: 'standby',
      checks: [check(SHORT, true, seen)],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Print parts/next.gcode' }));
    await screen.findByRole('dialog', { name: 'Spool for parts/next.gcode' });
    expect(seen).toEqual(['ask']);
    await userEvent.click(screen.getByRole('button', { name: 'Use spool' }));
    const warnings = await screen.findByRole('dialog', { name: 'Print next.gcode anyway?' });
    expect(seen).toEqual(['ask', 'warnings']);
    expect(warnings).toHaveTextContent('The spool has 31.80 g left.');
    expect(p.sent('printer.print.start')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Print anyway' }));
    await waitFor(() => expect(started).toEqual(['started']));
    expect(p.sent('printer.print.start')).toEqual([{ filename: 'parts/next.gcode' }]);
  });

  it('starts nothing when a step is given up or the warnings are cancelled', async () => {
    const { p } = await renderFlow({ state: 'standby', checks: [check(SHORT, true)] });
    await userEvent.click(screen.getByRole('button', { name: 'Print parts/next.gcode' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Give up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Print parts/next.gcode' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use spool' }));
    await screen.findByRole('dialog', { name: 'Print next.gcode anyway?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(p.sent('printer.print.start')).toEqual([]);
  });
});
