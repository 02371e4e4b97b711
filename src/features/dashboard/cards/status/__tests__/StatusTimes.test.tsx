// The status card's time rows follow Settings › General: time left and finish time by the chosen
// method (file progress, filament, slicer, or their average), and only the rows the user chose.
import { act, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PrintStatsState } from '../../../../../../protocol/objects';
import type { StatusTimeRow, TimeLeftMethod } from '../../../../../lib/time-left';
import { formatTimeOfDay } from '../../../../../state/dates';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../../../state/settings';
import { openCardPrinter, type CardPrinter } from '../../../../../test/card-printer';
import { cubePrint } from '../../../../../test/cube-print';
import { StatusCard } from '../StatusCard';

/** The file's metadata has arrived: the slicer's estimate shows. */
const metadataShown = () =>
  waitFor(() => expect(screen.getByLabelText('Slicer estimate')).toHaveTextContent('50m 0s'), {
    timeout: 15000,
  });

function choose(method: TimeLeftMethod, rows?: StatusTimeRow[]) {
  const general = useSettings.getState().general;
  act(() =>
    useSettings.setState({
      general: {
        ...general,
        timeLeftMethod: method,
        statusTimeRows: rows ?? general.statusTimeRows,
      },
    }),
  );
}

describe('status card times', () => {
  let p: CardPrinter | undefined;

  /** The status card over cube.gcode's print, in `state`. */
  async function show(state: PrintStatsState) {
    p = await openCardPrinter(
      cubePrint(state, {
        status: { idle_timeout: { state: state === 'printing' ? 'Printing' : 'Ready' } },
        setup: (printer) => printer.rpc.set('server.history.list', () => ({ count: 0, jobs: [] })),
      }),
    );
    p.render(
      <Router hook={memoryLocation().hook}>
        <StatusCard />
      </Router>,
    );
  }

  beforeEach(() => useSettings.setState(structuredClone(DEFAULT_UI_SETTINGS)));

  afterEach(() => {
    p?.close();
    p = undefined;
    useSettings.setState(structuredClone(DEFAULT_UI_SETTINGS));
  });

  describe('time left by the chosen method', () => {
    it.each<[TimeLeftMethod, string, number]>([
      ['file', '30m 0s', 1800],
      ['filament', '10m 0s', 600],
      ['slicer', '40m 0s', 2400],
      ['average', '26m 40s', 1600],
    ])('%s: %s left, and the finish time that far ahead', async (method, text, seconds) => {
      choose(method);
      const before = Date.now();
      await show('printing');
      await metadataShown();
      expect(screen.getByLabelText('Remaining')).toHaveTextContent(new RegExp(`^${text}$`));
      const finish = screen.getByLabelText('Finish time').textContent;
      const candidates = [before, Date.now()].map((now) => formatTimeOfDay(now + seconds * 1000));
      expect(candidates).toContain(finish);
    });

    it('follows a change of method while the card is on screen', async () => {
      await show('paused');
      await metadataShown();
      expect(screen.getByLabelText('Remaining')).toHaveTextContent('30m 0s');
      choose('filament');
      expect(screen.getByLabelText('Remaining')).toHaveTextContent('10m 0s');
    });
  });

  describe('the time rows shown', () => {
    it('shows every row by default', async () => {
      await show('printing');
      await metadataShown();
      for (const label of ['Remaining', 'Finish time', 'Actual time', 'Total duration'])
        expect(screen.getByLabelText(label)).toBeInTheDocument();
    });

    it('shows only the chosen rows while printing, the others as before', async () => {
      choose('file', ['remaining', 'total']);
      await show('printing');
      expect(await screen.findByLabelText('Remaining', {}, { timeout: 15000 })).toBeInTheDocument();
      expect(screen.getByLabelText('Total duration')).toHaveTextContent('25m 0s');
      expect(screen.getByLabelText('Speed')).toBeInTheDocument();
      expect(screen.getByLabelText('Layer')).toBeInTheDocument();
      for (const label of ['Finish time', 'Actual time', 'Slicer estimate'])
        expect(screen.queryByLabelText(label)).toBeNull();
    });

    it('hides the unchosen rows of the overview of a finished print too', async () => {
      choose('file', ['actual']);
      await show('complete');
      expect(await screen.findByLabelText('Actual time', {}, { timeout: 15000 })).toHaveTextContent(
        '10m 0s',
      );
      expect(screen.getByLabelText('Filament')).toBeInTheDocument();
      for (const label of ['Total duration', 'Slicer estimate'])
        expect(screen.queryByLabelText(label)).toBeNull();
    });
  });
});
