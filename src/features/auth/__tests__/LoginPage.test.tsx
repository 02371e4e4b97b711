import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../LoginPage';

const calls: [string, string][] = [];
let answer: 'accept' | 'refuse' = 'accept';
vi.mock('../../../state/session', () => ({
  login: (username: string, password: string) => {
    calls.push([username, password]);
    return answer === 'accept' ? Promise.resolve() : Promise.reject(new Error('Invalid Password'));
  },
}));

describe('LoginPage', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('says Invalid credentials on any failure, and keeps what was typed', async () => {
    answer = 'refuse';
    render(<LoginPage />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'alice');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(calls).toEqual([['alice', 'wrong']]);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('alice');
  });

  it('logs in with Enter and shows no error on success', async () => {
    answer = 'accept';
    render(<LoginPage />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'alice');
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(calls).toEqual([['alice', 'secret']]);
    expect(screen.queryByText('Invalid credentials')).toBeNull();
  });
});
