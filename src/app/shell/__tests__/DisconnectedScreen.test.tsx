// The screen shown while the chosen printer's socket is not open, over a pretend printer: its
// address, what is happening, and Reconnect once the attempts are over.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakePrinter } from '../../../state/__tests__/session-harness';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import DisconnectedScreen from '../DisconnectedScreen';

/** How many API checks (GET /server/info) reached `printer`, answered or not. */
function countChecks(printer: FakePrinter): () => number {
  let checks = 0;
  const answer = printer.answer.bind(printer);
  printer.answer = (req) => {
    if (req.path === '/server/info') checks++;
    return answer(req);
  };
  return () => checks;
}

describe('DisconnectedScreen', () => {
  let p: TestPrinter | undefined;

  afterEach(() => p?.close());

  it('shows the address and a progress bar while connecting, without Reconnect', async () => {
    p = await openTestPrinter({ host: 'printer.local:7125', active: true });
    // The connection drops and the printer does not answer the attempts to reconnect.
    p.printer.hanging = true;
    act(() => p!.printer.sockets().at(-1)!.serverClose(1006));
    p.render(<DisconnectedScreen />);
    expect(screen.getByText('http://printer.local:7125')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to the API server...');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('offers Reconnect once the attempts are over', async () => {
    let checks = () => 0;
    p = await openTestPrinter({
      host: 'printer.local:7125',
      active: true,
      setup: (printer) => {
        printer.http.set('GET /server/info', () => {
          throw new TypeError('Failed to fetch');
        });
        checks = countChecks(printer);
      },
    });
    p.render(<DisconnectedScreen />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No API server connection. Please check the service status and / or refresh.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(checks()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(checks()).toBe(2));
  });
});
