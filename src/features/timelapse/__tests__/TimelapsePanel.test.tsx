// The timelapse panel as a user sees it: fields shown by mode, parking, position and firmware
// retraction; a cycle of 0 refused with the spec's message; custom X above position_max refused
// with the minimum's message; a blocked setting disabled with 'Managed by the server'; the render
// dialog's CRF 52 refused and the length estimate; every field in its place, with its label, and a
// millisecond field posted in seconds.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimelapseSettings } from '../../../../protocol/timelapse';
import { TIMELAPSE_DEFAULTS } from '../settings-rules';
import { timelapseStore } from '../settings-store';
import { withComponents } from '../../../test/host-printer';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import { TimelapsePanel } from '../settings/TimelapsePanel';

const field = (name: RegExp) => screen.getByRole('textbox', { name });

const ROLES = ['textbox', 'switch', 'combobox'] as const;

/**
 * The fields inside `root` are exactly `expected` ('role: accessible name'), in this order: each
 * field found by its name stands at its index among all the fields in document order.
 */
function expectFields(root: HTMLElement, expected: string[]): void {
  const q = within(root);
  const named = expected.map((entry) => {
    const [role, name] = entry.split(': ') as [(typeof ROLES)[number], string];
    return q.getByRole(role, { name });
  });
  const all = ROLES.flatMap((role) => q.queryAllByRole(role)).sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  expect(all.map((el) => expected[named.indexOf(el)])).toEqual(expected);
}

/** Replaces the field's text at once (typing would save each valid value on the way). */
async function type(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text === '') return;
  await user.click(input);
  await user.paste(text);
}

const SETTINGS: TimelapseSettings = {
  ...TIMELAPSE_DEFAULTS,
  mode: 'hyperlapse',
  parkhead: true,
  parkpos: 'custom',
  blockedsettings: ['gcode_verbose'],
};

describe('Timelapse panel', { timeout: 60_000 }, () => {
  let p: TestPrinter;
  afterEach(() => p.close());

  /** The panel of a printer whose timelapse component has `settings` (X travel up to 235). */
  async function renderPanel(settings: TimelapseSettings = SETTINGS) {
    p = await openTestPrinter({
      status: { configfile: { settings: { stepper_x: { position_max: 235 } } } },
      setup: (printer) => {
        withComponents(printer, ['timelapse']);
        printer.rpc.set('machine.timelapse.get_settings', () => structuredClone(settings));
        printer.rpc.set('machine.timelapse.lastframeinfo', () => ({ framecount: 0 }));
      },
    });
    p.render(<TimelapsePanel />);
    await screen.findByRole('combobox', { name: 'Mode' });
  }
  const stored = () => p.scope.get(timelapseStore).getState().settings;

  it('shows the fields the settings call for', async () => {
    await renderPanel();
    expect(field(/^Hyperlapse cycle/)).toHaveValue('30');
    expect(field(/^Stream delay compensation/)).toHaveValue('50');
    expect(field(/^Park time/)).toHaveValue('100');
    expect(field(/^Custom X/)).toBeInTheDocument();
    expect(field(/^Retract speed/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Verbose G-code' })).toBeDisabled();
    expect(screen.getByText('Managed by the server')).toBeInTheDocument();
  });

  it('lists every field in its place with its label', async () => {
    await renderPanel({ ...SETTINGS, blockedsettings: [] });
    expectFields(document.body, [
      'combobox: Camera',
      'combobox: Mode',
      'textbox: Hyperlapse cycle (s)',
      'textbox: Stream delay compensation (ms)',
      'switch: Verbose G-code',
      'switch: Park the toolhead',
      'combobox: Park position',
      'textbox: Custom X (mm)',
      'textbox: Custom Y (mm)',
      'textbox: Z offset (mm)',
      'textbox: Park time (ms)',
      'textbox: Travel speed (mm/s)',
      'switch: Firmware retraction',
      'textbox: Retract distance (mm)',
      'textbox: Retract speed (mm/s)',
      'textbox: Extrude distance (mm)',
      'textbox: Extrude speed (mm/s)',
    ]);
  });

  it('lists every render setting in its place with its label', async () => {
    const user = userEvent.setup();
    await renderPanel({ ...SETTINGS, variable_fps: true });
    await user.click(screen.getByRole('button', { name: 'Edit render settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Render settings' });
    expectFields(dialog, [
      'switch: Render automatically',
      'switch: Variable frame rate',
      'textbox: Target length (s)',
      'textbox: Min frame rate (fps)',
      'textbox: Max frame rate (fps)',
      'textbox: Constant rate factor (0–51)',
      'combobox: Pixel format',
      'textbox: Duplicate last frame',
      'switch: Preview image',
      'switch: Save frames',
    ]);
    await user.click(within(dialog).getByRole('switch', { name: 'Variable frame rate' }));
    await waitFor(() =>
      expectFields(dialog, [
        'switch: Render automatically',
        'switch: Variable frame rate',
        'textbox: Frame rate (fps)',
        'textbox: Constant rate factor (0–51)',
        'combobox: Pixel format',
        'textbox: Duplicate last frame',
        'switch: Preview image',
        'switch: Save frames',
      ]),
    );
  });

  it('posts a park time typed in milliseconds in seconds', async () => {
    const user = userEvent.setup();
    await renderPanel();
    await type(user, field(/^Park time/), '250');
    await waitFor(() =>
      expect(p.sent('machine.timelapse.post_settings')).toEqual([{ park_time: 0.25 }]),
    );
    await type(user, field(/^Park time/), '-1');
    expect(screen.getByText('Min 0')).toBeInTheDocument();
    expect(p.sent('machine.timelapse.post_settings')).toHaveLength(1);
  });

  it('hides what does not apply', async () => {
    await renderPanel({ ...SETTINGS, mode: 'layermacro', fw_retract: true, parkpos: 'center' });
    expect(screen.queryByRole('textbox', { name: /^Hyperlapse cycle/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Custom X/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Retract speed/ })).toBeNull();
    expect(field(/^Z offset/)).toBeInTheDocument();
  });

  it('refuses a cycle of 0 and a custom X beyond the bed', async () => {
    const user = userEvent.setup();
    await renderPanel();
    await type(user, field(/^Hyperlapse cycle/), '0');
    expect(screen.getByText('Min 1')).toBeInTheDocument();
    expect(stored()?.hyperlapse_cycle).toBe(30);
    await type(user, field(/^Custom X/), '236');
    expect(screen.getByText('Min 235')).toBeInTheDocument();
    expect(stored()?.park_custom_pos_x).toBe(10);
    expect(p.sent('machine.timelapse.post_settings')).toEqual([]);
    // A value within the bed is posted to the printer.
    await type(user, field(/^Custom X/), '200');
    await waitFor(() =>
      expect(p.sent('machine.timelapse.post_settings')).toEqual([{ park_custom_pos_x: 200 }]),
    );
  });

  it('opens the render settings; CRF 52 is refused; the length is estimated', async () => {
    const user = userEvent.setup();
    await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit render settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Render settings' });
    const crf = within(dialog).getByRole('textbox', { name: /^Constant rate factor/ });
    await type(user, crf, '52');
    expect(within(dialog).getByText('Max 51')).toBeInTheDocument();
    expect(stored()?.constant_rate_factor).toBe(23);
    expect(p.sent('machine.timelapse.post_settings')).toEqual([]);
    // No frames yet: the 5 duplicated frames at 30 fps.
    expect(within(dialog).getByText('Estimated length: 0.2 s at 30.0 fps')).toBeInTheDocument();
  });
});
