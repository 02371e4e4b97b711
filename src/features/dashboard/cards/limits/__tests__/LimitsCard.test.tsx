import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrinterStatus } from '../../../../../../protocol/objects';
import { openCardPrinter, type CardPrinter } from '../../../../../test/card-printer';
import { LimitsCard } from '../LimitsCard';

async function enter(name: string, value: string) {
  const field = screen.getByRole('textbox', { name });
  await userEvent.clear(field);
  await userEvent.type(field, `${value}{Enter}`);
}

const base = {
  gcode_move: { speed_factor: 1.5, extrude_factor: 1 },
  extruder1: { pressure_advance: 0.04, smooth_time: 0.04 },
  configfile: { settings: { printer: { max_velocity: 300, max_accel: 3000 } } },
};

describe('LimitsCard', () => {
  let p: CardPrinter | undefined;

  /** A printer reporting `status`, with the card on screen. */
  async function show(status: PrinterStatus): Promise<CardPrinter> {
    p = await openCardPrinter({ status });
    p.render(<LimitsCard />);
    await screen.findByRole('textbox', { name: 'Velocity' });
    return p;
  }

  afterEach(() => p?.close());

  it('Klipper 0.13: minimum cruise ratio; factors and pressure advance of the active extruder', async () => {
    const p = await show({
      ...base,
      toolhead: {
        extruder: 'extruder1',
        max_velocity: 300,
        max_accel: 3000,
        square_corner_velocity: 5,
        minimum_cruise_ratio: 0.5,
      },
    });
    expect(screen.queryByRole('textbox', { name: 'Acceleration to deceleration' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Speed factor' })).toHaveValue('150');
    await enter('Minimum cruise ratio', '0.25');
    await enter('Pressure advance', '0.06');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Speed factor to 100 %' }));
    await enter('Flow factor', '201');
    expect(screen.getByText('Max 200')).toBeInTheDocument();
    await enter('Velocity', '900');
    await waitFor(() =>
      expect(p.scripts()).toEqual([
        'SET_VELOCITY_LIMIT MINIMUM_CRUISE_RATIO=0.25',
        'SET_PRESSURE_ADVANCE EXTRUDER=extruder1 ADVANCE=0.06',
        'M220 S100',
        'SET_VELOCITY_LIMIT VELOCITY=900',
      ]),
    );
  });

  it('older Klipper: max_accel_to_decel as ACCEL_TO_DECEL', async () => {
    const p = await show({
      ...base,
      toolhead: {
        extruder: 'extruder1',
        max_velocity: 300,
        max_accel: 3000,
        square_corner_velocity: 5,
        max_accel_to_decel: 1500,
      },
    });
    expect(screen.queryByRole('textbox', { name: 'Minimum cruise ratio' })).toBeNull();
    await enter('Acceleration to deceleration', '1000');
    await waitFor(() => expect(p.scripts()).toEqual(['SET_VELOCITY_LIMIT ACCEL_TO_DECEL=1000']));
  });
});
