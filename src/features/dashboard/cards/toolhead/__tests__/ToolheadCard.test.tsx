import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSettings } from '../../../../../state/settings';
import { openCardPrinter, type CardPrinter } from '../../../../../test/card-printer';
import { ToolheadCard } from '../ToolheadCard';

describe('ToolheadCard', () => {
  let p: CardPrinter | undefined;

  /** A printer with these homed axes and states, the card on screen. */
  async function show(homed: string, canExtrude = false, state = 'standby') {
    p = await openCardPrinter({
      status: {
        toolhead: { homed_axes: homed, position: [10, 20.5, 5, 0], extruder: 'extruder' },
        gcode_move: { gcode_position: [10, 20.5, 4.975, 0], homing_origin: [0, 0, 0.025, 0] },
        extruder: { can_extrude: canExtrude },
        print_stats: { state: state as 'standby' },
        configfile: {
          config: { z_tilt: {} },
          settings: {
            stepper_z: { position_endstop: 0 },
            extruder: { max_extrude_only_distance: 50, max_extrude_only_velocity: 80 },
          },
        },
      },
    });
    const view = p.render(<ToolheadCard />);
    await screen.findByRole('button', { name: 'Home all' });
    return view;
  }

  /** The G-code scripts the printer received, once they are `expected`. */
  const sentAre = (expected: string[]) => waitFor(() => expect(p!.scripts()).toEqual(expected));

  afterEach(() => p?.close());

  it('refuses a jog on an unhomed axis with a message, but homes', async () => {
    await show('');
    await userEvent.click(screen.getByRole('button', { name: 'Jog X +1' }));
    expect(p!.scripts()).toEqual([]);
    expect(screen.getByText('Home X before moving it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Home all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Home XY' }));
    await sentAre(['G28', 'G28 X Y']);
  });

  it('jogs homed axes with the chosen distance and speeds', async () => {
    await show('xyz');
    await userEvent.click(screen.getByRole('button', { name: '10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Jog X +10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Jog Z -10' }));
    await sentAre(['G91\nG1 X10 F7800\nG90', 'G91\nG1 Z-10 F600\nG90']);
  });

  it('moves from a position field only when the integer part changed', async () => {
    await show('xyz');
    const y = screen.getByRole('textbox', { name: 'Y position' });
    await userEvent.clear(y);
    await userEvent.type(y, '20.9{Enter}');
    expect(p!.scripts()).toEqual([]);
    await userEvent.clear(y);
    await userEvent.type(y, '75{Enter}');
    await sentAre(['G90\nG1 Y75 F7800']);
  });

  it('shows the Z offset with 3 decimals, adjusts it, and offers only configured helpers', async () => {
    await show('xyz');
    expect(screen.getByLabelText('Z offset', { selector: 'output' })).toHaveTextContent('0.025');
    await userEvent.click(screen.getByRole('button', { name: 'Z offset -0.05' }));
    await sentAre(['SET_GCODE_OFFSET Z_ADJUST=-0.05 MOVE=1']);
    expect(screen.getByRole('button', { name: 'Z_TILT_ADJUST' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'QUAD_GANTRY_LEVEL' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply to endstop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply to probe' })).toBeNull();
  });

  it('disables extrusion while cold and explains why; validates length', async () => {
    const view = await show('xyz', false);
    expect(screen.getByRole('button', { name: 'Extrude' })).toBeDisabled();
    expect(screen.getByText('Extruder disabled, below min_extrude_temp')).toBeInTheDocument();
    view.unmount();
    p!.close();
    await show('xyz', true);
    const length = screen.getByRole('textbox', { name: 'Extrude length' });
    await userEvent.clear(length);
    await userEvent.type(length, '60');
    expect(screen.getByText('Max 50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extrude' })).toBeDisabled();
    await userEvent.clear(length);
    await userEvent.type(length, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Retract' }));
    await sentAre(['M83\nG1 E-5 F300']);
  });

  it('while printing: no homing, jogs or position moves, but Z adjust (baby stepping) stays', async () => {
    await show('xyz', true, 'printing');
    expect(screen.getByRole('button', { name: 'Home all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Jog X +1' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'X position' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply to endstop' })).toBeDisabled();
    expect(screen.getByText('Moves are disabled while printing.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Z offset +0.05' }));
    await sentAre(['SET_GCODE_OFFSET Z_ADJUST=0.05 MOVE=1']);
  });

  it("shows the toolhead's position, or the G-code position once the user asks for it", async () => {
    await show('xyz');
    const z = screen.getByRole('textbox', { name: 'Z position' });
    expect(z).toHaveValue('5.00');
    await userEvent.click(screen.getByRole('switch', { name: 'Use G-code coordinates' }));
    expect(z).toHaveValue('4.97');
    expect(useSettings.getState().general.useGcodeCoords).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: 'Use G-code coordinates' }));
    expect(z).toHaveValue('5.00');
  });
});
