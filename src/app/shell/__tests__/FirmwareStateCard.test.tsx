// The firmware state card over a pretend printer whose Klipper is not ready: the button that
// opens the configuration line Klipper's message names (the files read from that printer), and
// the restart commands sent to the printer the card shows.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FirmwareStateCard from '../FirmwareStateCard';
import { useConfigError } from '../../../state/config-error';
import { useEditor } from '../../../state/editor';
import { json, type FakePrinter } from '../../../state/__tests__/session-harness';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';

const PRINTER_CFG = [
  '[include macros.cfg]', // 1
  '', // 2
  '[printer]', // 3
  'kinematics: cartesian', // 4
  'max_velocity: 300', // 5
  'max_speed: 20', // 6
  'max_accel: 3000', // 7
].join('\n');
const MACROS_CFG = [
  '[gcode_macro PARK]',
  'gcode:',
  '  G28',
  '',
  '[fan]',
  'pin: PA8',
  'speed: fast',
].join('\n');

/** Serves the configuration files over HTTP. */
function serveConfig(printer: FakePrinter): void {
  const text = (body: string) => () => new Response(body);
  printer.http.set('GET /server/files/list', () =>
    json({ result: [{ path: 'printer.cfg' }, { path: 'macros.cfg' }] }),
  );
  printer.http.set('GET /server/files/config/printer.cfg', text(PRINTER_CFG));
  printer.http.set('GET /server/files/config/macros.cfg', text(MACROS_CFG));
}

/** The file requests the printer received (path and query), in order. */
function requested(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname.startsWith('/server/files/'))
    .map((url) => url.pathname + url.search);
}

/** Klipper of `printer` is in `state` with `message`, as server.info and printer.info say. */
function klippyIn(printer: FakePrinter, state: string, message: string): void {
  const info = { ...printer.serverInfo(), klippy_state: state };
  printer.http.set('GET /server/info', () => json({ result: info }));
  printer.rpc.set('server.info', () => info);
  printer.rpc.set('printer.info', () => ({
    state,
    state_message: message,
    hostname: printer.host,
  }));
  printer.rpc.set('printer.restart', () => 'ok');
  printer.rpc.set('printer.firmware_restart', () => 'ok');
}

describe('FirmwareStateCard', () => {
  let p: TestPrinter | undefined;

  beforeEach(() => {
    useEditor.setState({ target: null });
    useConfigError.setState({ message: null, status: 'idle', place: null });
  });

  afterEach(() => p?.close());

  /** The chosen printer, its Klipper in `state` with `message`, the card on screen. */
  async function show(state: string, message: string, active = true): Promise<TestPrinter> {
    p = await openTestPrinter({
      host: 'printer:7125',
      active,
      setup: (printer) => {
        klippyIn(printer, state, message);
        serveConfig(printer);
      },
    });
    p.render(<FirmwareStateCard />);
    return p;
  }

  async function showError(message: string) {
    await show('error', message);
    await screen.findByText(message);
  }

  describe('Open in editor', () => {
    it.each([
      ["Option 'max_speed' is not valid in section 'printer'", 'printer.cfg', 6],
      ["Unable to parse option 'speed' in section 'fan'", 'macros.cfg', 7],
    ])('%s → Open %s at line %d', async (message, file, line) => {
      const user = userEvent.setup();
      await showError(message);
      expect(screen.getByText(message)).toBeInTheDocument();
      // The button is a lazy chunk: its first load may take a while on a busy machine.
      const button = await screen.findByRole(
        'button',
        { name: `Open ${file} at line ${line}` },
        { timeout: 5000 },
      );
      await user.click(button);
      expect(useEditor.getState().target).toEqual({ root: 'config', path: file, line });
      expect(requested()).toContain('/server/files/list?root=config');
    });

    it('offers nothing when the message names no place in the configuration', async () => {
      await showError('mcu: Unable to connect');
      await vi.waitFor(() => expect(useConfigError.getState().status).toBe('done'), {
        timeout: 5000,
      });
      expect(screen.queryByRole('button', { name: /^Open / })).toBeNull();
      expect(screen.getByRole('button', { name: 'Restart' })).toBeInTheDocument();
    });

    it('does not look while Klipper starts', async () => {
      await show('startup', 'Starting');
      expect(await screen.findByText('Starting')).toBeInTheDocument();
      expect(requested()).toEqual([]);
    });
  });

  describe('restarts', () => {
    it('sends Restart and Firmware restart to the printer the card shows', async () => {
      // Not the chosen printer: a view of it (a page of several printers) reaches it all the same.
      const shown = await show('shutdown', 'Shutdown due to an error', false);
      await userEvent.click(await screen.findByRole('button', { name: 'Restart' }));
      await waitFor(() => expect(shown.sent('printer.restart')).toHaveLength(1));
      await userEvent.click(screen.getByRole('button', { name: 'Firmware restart' }));
      await waitFor(() => expect(shown.sent('printer.firmware_restart')).toHaveLength(1));
    });
  });
});
