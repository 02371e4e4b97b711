// Settings › Alerts and the browser's permission for notifications: asked only from the button,
// and where the browser cannot show them (a page not served over HTTPS or from localhost) the
// section says why instead of offering it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AlertsSection from '../AlertsSection';

afterEach(() => vi.unstubAllGlobals());

/** A Notification API whose permission starts as `permission`; requestPermission grants it. */
function stubNotifications(permission: NotificationPermission) {
  const requests = { count: 0 };
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission() {
      requests.count += 1;
      FakeNotification.permission = 'granted';
      return Promise.resolve(FakeNotification.permission);
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return requests;
}

describe('browser notifications in Settings › Alerts', () => {
  it('on a page that is not a secure context: says why, offers no button, asks nothing', () => {
    const requests = stubNotifications('default');
    vi.stubGlobal('isSecureContext', false);
    render(<AlertsSection />);
    expect(
      screen.getByText(
        /Browsers allow notifications only on a secure page: one served over HTTPS, or from localhost\. This page comes from http:\/\/localhost/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Allow browser notifications' })).toBeNull();
    expect(requests.count).toBe(0);
  });

  it('asks for the permission only when the button is pressed', async () => {
    const requests = stubNotifications('default');
    vi.stubGlobal('isSecureContext', true);
    render(<AlertsSection />);
    expect(requests.count).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Allow browser notifications' }));
    expect(requests.count).toBe(1);
    expect(
      await screen.findByText('This browser shows notifications from Printdeck.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Allow browser notifications' })).toBeNull();
  });

  it('a permission the user refused: says where to allow it', () => {
    stubNotifications('denied');
    vi.stubGlobal('isSecureContext', true);
    render(<AlertsSection />);
    expect(screen.getByText(/blocks notifications from this site/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Allow browser notifications' })).toBeNull();
  });
});
