// The bell and its menu: the count in the bell's name, the badge, each item's parts (links from a
// description's markdown, never HTML), the link button, dismiss one or all, the empty state.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pushNotification, setSource } from '../../../state/notifications';
import { resetPrinterStores } from '../../../state/printer-scoped';
import { NotificationBell } from '../NotificationBell';

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('NotificationBell', () => {
  beforeEach(() => resetPrinterStores());

  it('names the count and shows the empty menu', async () => {
    render(<NotificationBell />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const menu = await openMenu();
    expect(within(menu).getByText('No notifications')).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Dismiss all' })).toBeNull();
  });

  it('shows each item with its links, and dismisses one then all', async () => {
    pushNotification({
      id: 'a',
      type: 'error',
      title: 'Frequency Capped',
      description: 'May fail. [Learn more](https://docs.test/x) <b>not bold</b>',
      timestamp: Date.now(),
    });
    setSource('updates', [
      {
        id: 'updates:available',
        type: 'info',
        title: 'Updates available',
        timestamp: Date.now(),
        to: '/settings#versions',
        btnText: 'Show versions',
      },
    ]);
    pushNotification({
      id: 'c',
      type: 'announcement',
      title: 'News',
      timestamp: Date.now(),
      to: 'https://example.com/news',
    });
    render(<NotificationBell />);
    expect(screen.getByRole('button', { name: 'Notifications (3)' })).toBeInTheDocument();
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
