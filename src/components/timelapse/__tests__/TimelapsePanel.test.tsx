// The timelapse panel as a user sees it: fields shown by mode, parking, position and firmware
// retraction; a cycle of 0 refused with the spec's message; custom X above position_max refused
// with the minimum's message; a blocked setting disabled with 'Managed by the server'; the render
// dialog's CRF 52 refused and the length estimate.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TIMELAPSE_DEFAULTS } from '../../../lib/timelapse';
import { usePrinter } from '../../../state/printer';
import { useTimelapse } from '../../../state/timelapse';
import { TimelapsePanel } from '../TimelapsePanel';

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function type(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') await user.type(input, text);
}

describe('Timelapse panel', { timeout: 60_000 }, () => {
  // The unit tests share one module graph: leave the stores as they were.
  const printerBefore = usePrinter.getState();
  afterEach(() => {
    useTimelapse.setState({ settings: null });
    usePrinter.setState(printerBefore, true);
  });

  beforeEach(() => {
    useTimelapse.setState({
      settings: {
        ...TIMELAPSE_DEFAULTS,
        mode: 'hyperlapse',
        parkhead: true,
        parkpos: 'custom',
        blockedsettings: ['gcode_verbose'],
      },
    });
    usePrinter.setState((s) => ({
      status: {
        ...s.status,
        configfile: { settings: { stepper_x: { position_max: 235 } } },
      } as typeof s.status,
    }));
  });

  it('shows the fields the settings call for', () => {
    render(<TimelapsePanel />);
    expect(field(/^Hyperlapse cycle/)).toHaveValue('30');
    expect(field(/^Stream delay compensation/)).toHaveValue('50');
    expect(field(/^Park time/)).toHaveValue('100');
    expect(field(/^Custom X/)).toBeInTheDocument();
    expect(field(/^Retract speed/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Verbose G-code' })).toBeDisabled();
    expect(screen.getByText('Managed by the server')).toBeInTheDocument();
  });

  it('hides what does not apply', () => {
    useTimelapse.setState((s) => ({
      settings: s.settings && {
        ...s.settings,
        mode: 'layermacro',
        fw_retract: true,
        parkpos: 'center',
      },
    }));
    render(<TimelapsePanel />);
    expect(screen.queryByRole('textbox', { name: /^Hyperlapse cycle/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Custom X/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Retract speed/ })).toBeNull();
    expect(field(/^Z offset/)).toBeInTheDocument();
  });

  it('refuses a cycle of 0 and a custom X beyond the bed', async () => {
    const user = userEvent.setup();
    render(<TimelapsePanel />);
    await type(user, field(/^Hyperlapse cycle/), '0');
    expect(screen.getByText('Min 1')).toBeInTheDocument();
    expect(useTimelapse.getState().settings?.hyperlapse_cycle).toBe(30);
    await type(user, field(/^Custom X/), '236');
    expect(screen.getByText('Min 235')).toBeInTheDocument();
    expect(useTimelapse.getState().settings?.park_custom_pos_x).toBe(10);
  });

  it('opens the render settings; CRF 52 is refused; the length is estimated', async () => {
    const user = userEvent.setup();
    render(<TimelapsePanel />);
    await user.click(screen.getByRole('button', { name: 'Edit render settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Render settings' });
    const crf = within(dialog).getByRole('textbox', { name: /^Constant rate factor/ });
    await type(user, crf, '52');
    expect(within(dialog).getByText('Max 51')).toBeInTheDocument();
    expect(useTimelapse.getState().settings?.constant_rate_factor).toBe(23);
    // No frames yet: the 5 duplicated frames at 30 fps.
    expect(within(dialog).getByText('Estimated length: 0.2 s at 30.0 fps')).toBeInTheDocument();
  });
});
