import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialConnection, useConnection } from '../../../state/connection';
import DisconnectedScreen from '../DisconnectedScreen';

const reconnect = vi.fn(() => Promise.resolve());
vi.mock('../../../state/session', () => ({ reconnect: () => reconnect() }));

describe('DisconnectedScreen', () => {
  beforeEach(() => {
    reconnect.mockClear();
    useConnection.setState({ ...initialConnection, apiUrl: 'http://printer.local:7125' });
  });

  it('shows the address and a progress bar while connecting, without Reconnect', () => {
    useConnection.setState({ socketStatus: 'connecting' });
    render(<DisconnectedScreen />);
    expect(screen.getByText('http://printer.local:7125')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to the API server...');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('offers Reconnect once the attempts are over', async () => {
    useConnection.setState({ socketStatus: 'closed', socketReason: 'unreachable' });
    render(<DisconnectedScreen />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No API server connection. Please check the service status and / or refresh.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(reconnect).toHaveBeenCalledOnce();
  });
});
