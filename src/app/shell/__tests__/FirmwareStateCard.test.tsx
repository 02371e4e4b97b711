import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../state/session', () => ({
  klippyCommand: () => Promise.resolve(),
  attempt: () => Promise.resolve(undefined),
  getApi: () => null,
  onServerNotification: () => () => undefined,
  onSocketReady: () => () => undefined,
}));

import FirmwareStateCard from '../FirmwareStateCard';
import { useConfigError } from '../../../state/config-error';
import { useConnection } from '../../../state/connection';
import { useEditor } from '../../../state/editor';
import { useServer } from '../../../state/server';

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

const requested: string[] = [];

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input));
  requested.push(url.pathname + url.search);
  const json = (value: unknown) =>
    new Response(JSON.stringify({ result: value }), {
      headers: { 'content-type': 'application/json' },
    });
  if (url.pathname === '/server/files/list')
    return Promise.resolve(json([{ path: 'printer.cfg' }, { path: 'macros.cfg' }]));
  if (url.pathname === '/server/files/config/printer.cfg')
    return Promise.resolve(new Response(PRINTER_CFG));
  if (url.pathname === '/server/files/config/macros.cfg')
    return Promise.resolve(new Response(MACROS_CFG));
  return Promise.resolve(new Response('{"error":{"message":"Not found"}}', { status: 404 }));
}

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  useConnection.setState({ apiUrl: 'http://printer:7125' });
  useEditor.setState({ target: null });
  useConfigError.setState({ message: null, status: 'idle', place: null });
});
afterEach(() => vi.unstubAllGlobals());

function showError(message: string) {
  useServer.setState({ klippyState: 'error', klippyConnected: true, klippyMessage: message });
  render(<FirmwareStateCard />);
}

describe('FirmwareStateCard: Open in editor', () => {
  it.each([
    ["Option 'max_speed' is not valid in section 'printer'", 'printer.cfg', 6],
    ["Unable to parse option 'speed' in section 'fan'", 'macros.cfg', 7],
  ])('%s → Open %s at line %d', async (message, file, line) => {
    const user = userEvent.setup();
    showError(message);
    expect(screen.getByText(message)).toBeInTheDocument();
    // The button is a lazy chunk: its first load may take a while on a busy machine.
    const button = await screen.findByRole(
      'button',
      { name: `Open ${file} at line ${line}` },
      { timeout: 5000 },
    );
    await user.click(button);
    expect(useEditor.getState().target).toEqual({ root: 'config', path: file, line });
    expect(requested).toContain('/server/files/list?root=config');
  });

  it('offers nothing when the message names no place in the configuration', async () => {
    showError('mcu: Unable to connect');
    await vi.waitFor(() => expect(useConfigError.getState().status).toBe('done'), {
      timeout: 5000,
    });
    expect(screen.queryByRole('button', { name: /^Open / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Restart' })).toBeInTheDocument();
  });

  it('does not look while Klipper starts', () => {
    useServer.setState({
      klippyState: 'startup',
      klippyConnected: true,
      klippyMessage: 'Starting',
    });
    render(<FirmwareStateCard />);
    expect(requested).toEqual([]);
  });
});
