// The login page over a pretend printer that requires a login: any refusal reads 'Invalid
// credentials' and keeps what was typed; accepted, the page's printer connects with its token.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectionStore } from '../../../state/connection';
import { json, requireAuth } from '../../../state/__tests__/session-harness';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import LoginPage from '../LoginPage';
const calls: [string, string][] = [];

describe('LoginPage', () => {
  let p: TestPrinter | undefined;

  /** A printer whose only user is alice (password 'secret'), the page on screen. */
  async function show(): Promise<TestPrinter> {
    p = await openTestPrinter({
      setup: (printer) => {
        const auth = requireAuth(printer, { lifetimeS: 3600, refreshToken: 'refresh-alice' });
        printer.http.set('POST /access/login', (req) => {
          const { username, password } = req.body as { username: string; password: string };
          calls.push([username, password]);
          if (username !== 'alice' || password !== 'secret')
            return json({ error: { code: 401, message: 'Invalid Password' } }, 401);
          return json({
            result: {
              username,
              token: auth.issue(),
              refresh_token: 'refresh-alice',
              action: 'user_logged_in',
              source: 'moonraker',
            },
          });
        });
      },
    });
    p.render(<LoginPage />);
    return p;
  }

  beforeEach(() => {
    calls.length = 0;
  });
  afterEach(() => p?.close());

  it('says Invalid credentials on any failure, and keeps what was typed', async () => {
    await show();
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'alice');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(calls).toEqual([['alice', 'wrong']]);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('alice');
  });

  it('logs in with Enter and shows no error on success', async () => {
    const shown = await show();
    expect(shown.scope.get(connectionStore).getState().socketReason).toBe('unauthorized');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'alice');
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await waitFor(() =>
      expect(shown.scope.get(connectionStore).getState().socketStatus).toBe('open'),
    );
    expect(calls).toEqual([['alice', 'secret']]);
    expect(screen.queryByText('Invalid credentials')).toBeNull();
  });
});
