// The shell with a printer address that answers a web page instead of Moonraker: the user reads a
// message naming the address and what it answered, and the shell keeps working (the disconnected
// screen with Reconnect), instead of the error boundary's "Something went wrong".
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakePrinter,
  installNetwork,
  uninstallNetwork,
} from '../../state/__tests__/session-harness';
import { useMessages } from '../../state/messages';
import { closeSession, startSession } from '../../state/session';
import { useUi } from '../../state/ui';
import { Root } from '../Root';

const PAGE = '<!doctype html><html><head><title>Static host</title></head><body></body></html>';

describe('the shell and an address that is not Moonraker', () => {
  let printer: FakePrinter;
  beforeEach(() => {
    printer = new FakePrinter('printer.local:8080', 20);
    installNetwork(printer);
    vi.useRealTimers();
    useMessages.setState({ queue: [] });
    useUi.setState({ started: true, addPrinterOpen: false });
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
    useMessages.setState({ queue: [] });
  });

  it.each([
    ['a web page', () => new Response(PAGE, { status: 200 }), 'an HTML page'],
    [
      'JSON of another kind',
      () => new Response(JSON.stringify({ result: { version: 2 } }), { status: 200 }),
      'nothing for “klippy_state”',
    ],
    ['null', () => new Response('null', { status: 200 }), 'null'],
    [
      'markup',
      () => new Response('<b id="injected">Hi</b>', { status: 200 }),
      'the text “<b id="injected">Hi</b>”',
    ],
  ])(
    'server.info answered with %s: a message, not the error boundary',
    async (_n, answer, what) => {
      printer.http.set('GET /server/info', answer);
      render(<Root />);
      await startSession('http://printer.local:8080');
      expect(
        await screen.findByText(
          `printer.local:8080 answered server.info with ${what}, not what Moonraker sends.`,
          undefined,
          { timeout: 10_000 },
        ),
      ).toBeVisible();
      expect(await screen.findByRole('button', { name: 'Reconnect' })).toBeVisible();
      expect(screen.queryByText(/Something went wrong/)).toBeNull();
      // What the printer sent is shown as text, never as markup.
      expect(document.getElementById('injected')).toBeNull();
    },
  );
});
