// The calibration dialogs over a pretend printer: they open and close with Klipper's objects,
// send the tools' commands, wait for each, and keep Klipper's refusal on screen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrinterStatus } from '../../../../protocol/objects';
import { RpcError } from '../../../state/__tests__/session-harness';
import { openCardPrinter, type CardPrinter } from '../../../test/card-printer';
import CalibrationWatcher from '../CalibrationWatcher';

const IDLE_PROBE = {
  is_active: false,
  z_position: null,
  z_position_lower: null,
  z_position_upper: null,
};
const SETTINGS = {
  bed_screws: {
    screw1: [30, 30],
    screw1_name: 'front left screw',
    screw2: [205, 30],
    screw2_name: 'front right screw',
    screw3: [205, 205],
  },
  screws_tilt_adjust: {
    screw1: [60, 40],
    screw1_name: 'front left screw',
    screw2: [235, 40],
    screw3: [235, 215],
    screw3_name: 'rear right screw',
  },
};
const RESULTS_BEFORE = {
  screw1: { z: 2.0, sign: 'CW' as const, adjust: '00:00', is_base: true },
  screw2: { z: 2.1, sign: 'CW' as const, adjust: '00:12', is_base: false },
  screw3: { z: 1.9, sign: 'CCW' as const, adjust: '00:12', is_base: false },
};

const LONG = { timeout: 4000 };

describe('calibration dialogs', () => {
  let p: CardPrinter | undefined;

  afterEach(() => p?.close());

  /** The watcher over a printer whose tools are idle; `refuse` makes Klipper refuse every script. */
  async function show(opts: { refuse?: string; hold?: boolean } = {}) {
    const status: PrinterStatus = {
      manual_probe: IDLE_PROBE,
      bed_screws: { is_active: false, state: null, current_screw: 0, accepted_screws: 0 },
      screws_tilt_adjust: { error: false, max_deviation: null, results: RESULTS_BEFORE },
      configfile: { settings: SETTINGS },
    };
    p = await openCardPrinter({
      status,
      setup: (printer) => {
        if (opts.hold) printer.rpc.delete('printer.gcode.script');
        else if (opts.refuse) {
          const message = opts.refuse;
          printer.rpc.set('printer.gcode.script', () => {
            throw new RpcError(400, message);
          });
        }
      },
    });
    p.render(<CalibrationWatcher />);
  }

  const sentAre = (expected: string[]) =>
    waitFor(() => expect(p!.scripts()).toEqual(expected), LONG);

  describe('manual probe dialog', () => {
    it('opens while manual_probe is active, sends TESTZ, bisect and ACCEPT, closes when it ends', async () => {
      await show();
      expect(screen.queryByRole('dialog')).toBeNull();
      p!.report({
        manual_probe: {
          is_active: true,
          z_position: 5.7,
          z_position_lower: 5.5,
          z_position_upper: 6,
        },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Manual Z probe' }, LONG);
      expect(within(dialog).getByRole('status', { name: 'Z position' })).toHaveTextContent(
        '5.700 mm',
      );
      expect(dialog).toHaveTextContent('Last try below5.500 mm');
      expect(dialog).toHaveTextContent('Last try above6.000 mm');

      const lower = within(dialog).getByRole('group', { name: 'Lower the nozzle' });
      await userEvent.click(within(lower).getByRole('button', { name: 'Z -0.05 mm' }));
      await sentAre(['TESTZ Z=-0.05']);
      const raise = within(dialog).getByRole('group', { name: 'Raise the nozzle' });
      await userEvent.click(within(raise).getByRole('button', { name: 'Z +1 mm' }));
      await userEvent.click(within(raise).getByRole('button', { name: 'Halfway up' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
      await sentAre(['TESTZ Z=-0.05', 'TESTZ Z=1', 'TESTZ Z=+', 'ACCEPT']);

      p!.report({ manual_probe: IDLE_PROBE });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);
    });

    it('disables its buttons while a command runs', async () => {
      await show({ hold: true });
      p!.report({ manual_probe: { ...IDLE_PROBE, is_active: true, z_position: 7 } });
      const dialog = await screen.findByRole('dialog', { name: 'Manual Z probe' }, LONG);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Z -1 mm' }));
      expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Z +0.1 mm' })).toBeDisabled();
      expect(dialog).toHaveTextContent('Running TESTZ Z=-1…');
      p!.answer('printer.gcode.script', 'ok');
      await waitFor(
        () => expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeEnabled(),
        LONG,
      );
    });

    it("keeps Klipper's refusal on screen when it ended the probe, until closed", async () => {
      await show({ refuse: 'Move out of range: 70.000 90.000 -294.385 [0.000]' });
      p!.report({ manual_probe: { ...IDLE_PROBE, is_active: true, z_position: 5 } });
      const dialog = await screen.findByRole('dialog', { name: 'Manual Z probe' }, LONG);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Z -1 mm' }));
      // Klipper ends the tool when a TESTZ move fails.
      p!.report({ manual_probe: IDLE_PROBE });
      await waitFor(() => expect(dialog).toHaveTextContent('The manual probe has ended.'), LONG);
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Move out of range: 70.000 90.000 -294.385 [0.000]',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });

  describe('bed screws dialog', () => {
    it('names the current screw from the config, counts accepted screws, sends ADJUSTED/ACCEPT/ABORT', async () => {
      await show();
      p!.report({
        bed_screws: { is_active: true, state: 'adjust', current_screw: 1, accepted_screws: 1 },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Bed screws' }, LONG);
      expect(dialog).toHaveTextContent('Adjust front right screw');
      expect(dialog).toHaveTextContent('Coarse adjustment');
      expect(dialog).toHaveTextContent('Accepted in a row: 1 of 3');
      expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent(
        'front right screw',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Adjusted' }));
      // A screw without a name in the config reads 'screw N'.
      p!.report({
        bed_screws: { is_active: true, state: 'adjust', current_screw: 2, accepted_screws: 0 },
      });
      await waitFor(() => expect(dialog).toHaveTextContent('Adjust screw 3'), LONG);
      expect(dialog).toHaveTextContent('Accepted in a row: 0 of 3');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Abort' }));
      await sentAre(['ADJUSTED', 'ACCEPT', 'ABORT']);
      p!.report({
        bed_screws: { is_active: false, state: null, current_screw: 0, accepted_screws: 0 },
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);
    });
  });

  describe('screws tilt dialog', () => {
    it('stays shut for the results found at connect, opens for new ones, measures again', async () => {
      await show();
      // The subscription's results are an earlier run's.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(screen.queryByRole('dialog')).toBeNull();
      p!.report({
        screws_tilt_adjust: {
          results: {
            screw1: { z: 2.0, sign: 'CW', adjust: '00:00', is_base: true },
            screw2: { z: 2.4, sign: 'CW', adjust: '01:20', is_base: false },
            screw3: { z: 1.95, sign: 'CCW', adjust: '00:05', is_base: false },
          },
        },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Screws tilt adjust' }, LONG);
      const rows = within(dialog).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.textContent)).toEqual([
        'front left screwz 2.000 mmThe others are turned to match it00Base',
        'screw 2z 2.400 mm120Clockwise',
        'rear right screwz 1.950 mm05Counter-clockwise',
      ]);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Measure again' }));
      await sentAre(['SCREWS_TILT_CALCULATE']);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
});
