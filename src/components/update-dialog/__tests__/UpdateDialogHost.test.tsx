// The update dialog follows the update manager: it opens when busy starts (whoever started it),
// streams the lines, holds Finish while busy, then shows the finished title; Finish clears the lines.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { VersionInfo } from '../../../../protocol/updates';
import { updateComponent } from '../../../state/update-actions';
import { updatesStore } from '../../../state/updates';
import { openNoticesPrinter, type NoticesPrinter } from '../../../test/notices-printer';
import { UpdateDialogHost } from '../UpdateDialogHost';

const line = (message: string, complete = false) => ({
  application: 'klipper',
  proc_id: 7,
  message,
  complete,
});

const klipper = { name: 'klipper', configured_type: 'git_repo' } as unknown as VersionInfo;

describe('UpdateDialogHost', () => {
  let p: NoticesPrinter | undefined;

  async function open(): Promise<NoticesPrinter> {
    p = await openNoticesPrinter();
    p.render(<UpdateDialogHost />);
    return p;
  }

  afterEach(() => {
    p?.close();
    p = undefined;
  });

  it('stays closed while nothing runs', async () => {
    await open();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on busy, streams the lines and finishes', async () => {
    const printer = await open();
    await act(() => printer.notify('notify_update_response', [line('klipper: Updating Repo...')]));
    const dialog = await screen.findByRole('dialog', { name: 'Updating…' });
    const log = within(dialog).getByRole('log', { name: 'Update progress' });
    expect(log).toHaveTextContent('klipper: Updating Repo...');
    expect(within(dialog).getByRole('button', { name: 'Finish' })).toBeDisabled();

    await act(() =>
      printer.notify('notify_update_response', [line('klipper: Update Finished...', true)]),
    );
    expect(screen.getByRole('dialog', { name: 'Update finished' })).toBeInTheDocument();
    expect(log).toHaveTextContent('klipper: Update Finished...');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(printer.scope.get(updatesStore).getState().responses).toEqual([]);
  });

  it('opens at once when this browser starts the work', async () => {
    const printer = await open();
    // The printer answers an update only once it is done; this one is still running.
    act(() => void updateComponent(printer.scope, klipper));
    const dialog = await screen.findByRole('dialog', { name: 'Updating…' });
    expect(dialog).toHaveTextContent('Waiting for the first line…');
  });
});
