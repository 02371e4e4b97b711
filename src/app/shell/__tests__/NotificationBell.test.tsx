// The bell and its menu: the count in the bell's name, the badge, each item's parts (links from a
// description's markdown, never HTML), the link button, dismiss one or all, the empty state. The
// bell shows its printer's list, and starts the 'Updates available' source for it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UpdateStatus } from '../../../../protocol/updates';
import { pushNotification } from '../../../state/notifications';
import { resetPlaceholderScope } from '../../../state/scope/active';
import { openNoticesPrinter, type NoticesPrinter } from '../../../test/notices-printer';
import { webInfo } from '../../../test/update-fixtures';
import { NotificationBell } from '../NotificationBell';

/** The update manager's status: Printdeck has an update waiting. */
const withUpdate: UpdateStatus = {
  busy: false,
  github_rate_limit: null,
  github_requests_remaining: null,
  github_limit_reset_time: null,
  version_info: {
    printdeck: webInfo('printdeck', {
      version: 'v1',
      remote_version: 'v2',
      rollback_version: 'v1',
    }),
  },
};

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
  // The menu is its own chunk: its first load may take a busy machine more than a second.
  return screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
}

describe('NotificationBell', () => {
  let p: NoticesPrinter | undefined;

  // The notification setting (showUpdateNotifications) back to its default.
  beforeEach(() => resetPlaceholderScope());
  afterEach(() => {
    p?.close();
    p = undefined;
  });

  it('names the count and shows the empty menu', async () => {
    p = await openNoticesPrinter();
    p.render(<NotificationBell />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const menu = await openMenu();
    expect(within(menu).getByText('No notifications')).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Dismiss all' })).toBeNull();
  });

  it('shows each item with its links, and dismisses one then all', async () => {
    p = await openNoticesPrinter({
      components: ['update_manager'],
      setup: (printer) => printer.rpc.set('machine.update.status', () => withUpdate),
    });
    const { scope } = p;
    pushNotification(scope, {
      id: 'a',
      type: 'error',
      title: 'Frequency Capped',
      description: 'May fail. [Learn more](https://docs.test/x) <b>not bold</b>',
      timestamp: Date.now(),
    });
    pushNotification(scope, {
      id: 'c',
      type: 'announcement',
      title: 'News',
      timestamp: Date.now(),
      to: 'https://example.com/news',
    });
    p.render(<NotificationBell />);
    // The update manager's status loads, and with it the 'Updates available' item.
    // (after the session's start-up reads, which a busy machine can take more than a second over)
    expect(
      await screen.findByRole('button', { name: 'Notifications (3)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const menu = await openMenu();
    const link = within(menu).getByRole('link', { name: 'Learn more' });
    expect(link).toHaveAttribute('href', 'https://docs.test/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(menu).getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Show versions' })).toHaveAttribute(
      'href',
      '/settings#versions',
    );
    expect(within(menu).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      'https://example.com/news',
    );
    expect(within(menu).getByTitle('Error')).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('button', { name: 'Dismiss Frequency Capped' }));
    expect(within(menu).queryByText('Frequency Capped')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Notifications (2)', hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Dismiss all' }));
    expect(within(menu).getByText('No notifications')).toBeInTheDocument();
  });
});
