// Starting a file on the selected printers, over three pretend printers: the stagger field's
// rules; a file on Alpha copied to the others and started on each once, every refusal in the
// printer's words and none stopping the others; staggered starts; Cancel stopping what has not
// started yet.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fleetBarTests } from './fleet-bar';

describe('starting a file on the selected printers', () => {
  const fleetBar = fleetBarTests();

  async function openStart(selected: string[]): Promise<HTMLElement> {
    fleetBar.render(selected);
    await userEvent.click(screen.getByRole('button', { name: 'Start a file' }));
    return screen.findByRole('dialog', { name: 'Start a file on the selected printers' });
  }

  function rowText(dialog: HTMLElement, name: string): string {
    return within(dialog).getByRole('listitem', { name }).textContent ?? '';
  }

  const staggerField = (dialog: HTMLElement) =>
    within(dialog).getByRole('textbox', { name: 'Stagger the starts by (seconds)' });

  async function chooseLocal(dialog: HTMLElement, file: File): Promise<void> {
    await userEvent.upload(within(dialog).getByLabelText('Choose a file'), file);
  }

  it.each([
    ['', 'Enter a number of seconds'],
    ['soon', 'Enter a number of seconds'],
    ['-1', 'From 0 to 3600 seconds'],
    ['3600.5', 'From 0 to 3600 seconds'],
    ['5000', 'From 0 to 3600 seconds'],
  ])('refuses the stagger %j: %s', async (text, message) => {
    await fleetBar.open();
    const dialog = await openStart(['alpha', 'bravo']);
    await chooseLocal(dialog, new File(['G28\n'], 'cube.gcode'));
    const start = within(dialog).getByRole('button', { name: 'Start' });
    expect(start).toBeEnabled();
    const field = staggerField(dialog);
    await userEvent.clear(field);
    if (text) await userEvent.type(field, text);
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toBeInvalid();
    expect(start).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '12.5');
    expect(field).toBeValid();
    expect(start).toBeEnabled();
  });

  it('refuses a local file that is not G-code', async () => {
    await fleetBar.open();
    const dialog = await openStart(['alpha']);
    await userEvent
      .setup({ applyAccept: false })
      .upload(within(dialog).getByLabelText('Choose a file'), new File(['hello'], 'notes.txt'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'notes.txt is not a G-code file (.gcode, .g, .gc, .gco, .ufp, .nc)',
    );
    expect(within(dialog).getByRole('button', { name: 'Start' })).toBeDisabled();
  });

  it("copies Alpha's file to the others and starts it on each once; refusals stop nobody", async () => {
    const fleet = await fleetBar.open();
    const { alpha, bravo, charlie } = fleet;
    alpha.files['parts/cube.gcode'] = 'G28\nG1 X10 E1\n';
    alpha.files['notes.txt'] = 'not printable';
    bravo.refuse('printer.print.start', 400, 'SD busy');
    charlie.refuseUpload = { status: 500, message: '[Errno 28] No space left on device' };
    const dialog = await openStart(['charlie', 'bravo', 'alpha']);

    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'A file on one of these printers' }),
    );
    const files = await within(dialog).findByRole('list', { name: 'G-code files' });
    expect(
      within(files)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['parts/cube.gcode']);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search files' }), 'CUBE');
    await userEvent.click(within(files).getByRole('button', { name: 'parts/cube.gcode' }));
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Start' }));

    await within(dialog).findByText('1 done, 2 refused, 0 not started', {}, { timeout: 4000 });
    expect(rowText(dialog, 'Alpha')).toMatch(/^AlphaStarted at \d{1,2}:\d{2}:\d{2}/);
    expect(rowText(dialog, 'Bravo')).toBe('BravoRefused: busySD busy');
    expect(rowText(dialog, 'Charlie')).toBe(
      'CharlieRefused: disk full[Errno 28] No space left on device',
    );
    // Read once from Alpha, sent to the others without starting it, then started on each once.
    expect(alpha.uploads).toEqual([]);
    expect(bravo.uploads).toEqual([
      { path: 'parts/cube.gcode', filename: 'cube.gcode', text: 'G28\nG1 X10 E1\n', print: null },
    ]);
    expect(alpha.asked('printer.print.start').map((c) => c.params)).toEqual([
      { filename: 'parts/cube.gcode' },
    ]);
    expect(bravo.asked('printer.print.start')).toHaveLength(1);
    // Charlie did not get the file: it is not asked to print it.
    expect(charlie.asked('printer.print.start')).toEqual([]);
    expect(within(dialog).queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('staggers the starts and, cancelled, starts nothing more', async () => {
    const fleet = await fleetBar.open();
    const { alpha, bravo, charlie } = fleet;
    const dialog = await openStart(['alpha', 'bravo', 'charlie']);
    await chooseLocal(dialog, new File(['G28\n'], 'cube.gcode'));
    await userEvent.clear(staggerField(dialog));
    await userEvent.type(staggerField(dialog), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));

    // Every printer gets the file first; Alpha starts, Bravo a second later.
    await waitFor(() => expect(bravo.asked('printer.print.start')).toHaveLength(1), {
      timeout: 4000,
    });
    for (const p of fleet.all)
      expect(p.uploads.map((u) => [u.path, u.print])).toEqual([['cube.gcode', null]]);
    const [first] = alpha.asked('printer.print.start');
    const [second] = bravo.asked('printer.print.start');
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
    expect(charlie.asked('printer.print.start')).toEqual([]);

    // Cancel before Charlie's turn: it never starts.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await within(dialog).findByText('2 done, 0 refused, 1 not started');
    expect(rowText(dialog, 'Charlie')).toBe('CharlieNot started');
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(charlie.asked('printer.print.start')).toEqual([]);
    expect(alpha.asked('printer.print.start')).toHaveLength(1);
  });
});
