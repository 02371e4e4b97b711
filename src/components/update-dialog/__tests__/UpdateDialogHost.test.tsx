// The update dialog follows the update manager: it opens when busy starts (whoever started it),
// streams the lines, holds Finish while busy, then shows the finished title; Finish clears the lines.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetPrinterStores } from '../../../state/printer-scoped';
import { applyUpdateResponse, useUpdates } from '../../../state/updates';
import { UpdateDialogHost } from '../UpdateDialogHost';

const line = (message: string, complete = false) => ({
  application: 'klipper',
  proc_id: 7,
  message,
  complete,
});

describe('UpdateDialogHost', () => {
  beforeEach(() => resetPrinterStores());

  it('stays closed while nothing runs', () => {
    render(<UpdateDialogHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on busy, streams the lines and finishes', async () => {
    render(<UpdateDialogHost />);
    act(() => applyUpdateResponse(line('klipper: Updating Repo...')));
    const dialog = await screen.findByRole('dialog', { name: 'Updating…' });
    const log = within(dialog).getByRole('log', { name: 'Update progress' });
    expect(log).toHaveTextContent('klipper: Updating Repo...');
    expect(within(dialog).getByRole('button', { name: 'Finish' })).toBeDisabled();

    act(() => applyUpdateResponse(line('klipper: Update Finished...', true)));
    expect(screen.getByRole('dialog', { name: 'Update finished' })).toBeInTheDocument();
    expect(log).toHaveTextContent('klipper: Update Finished...');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useUpdates.getState().responses).toEqual([]);
  });

  it('opens at once when this browser starts the work', async () => {
    render(<UpdateDialogHost />);
    act(() => useUpdates.setState({ busy: true, responses: [] }));
    const dialog = await screen.findByRole('dialog', { name: 'Updating…' });
    expect(dialog).toHaveTextContent('Waiting for the first line…');
  });
});
