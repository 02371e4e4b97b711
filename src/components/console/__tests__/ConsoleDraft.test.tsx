// The console's command line keeps what the user typed but has not sent while the view is away:
// the dashboard swaps its cards for the 'Not connected' screen while the socket is down, and the
// text typed before the drop is still there when the console comes back.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import ConsoleView from '../ConsoleView';

describe('console command line', () => {
  let open: TestPrinter | undefined;
  afterEach(() => {
    open?.close();
    open = undefined;
  });

  it('keeps unsent text when the console is unmounted and shown again', async () => {
    open = await openTestPrinter();
    const first = open.render(<ConsoleView height={300} />);
    const field = await screen.findByRole('textbox', { name: 'Command' });
    fireEvent.change(field, { target: { value: 'G28 X' } });
    expect(field).toHaveValue('G28 X');
    act(() => first.unmount());

    open.render(<ConsoleView height={300} />);
    expect(await screen.findByRole('textbox', { name: 'Command' })).toHaveValue('G28 X');
  });
});
