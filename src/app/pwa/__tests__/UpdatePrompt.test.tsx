// The installed app's update prompt: a new version of Printdeck waiting is announced with a Reload
// button; Reload makes the waiting version take over and only then reloads; the page never reloads
// by itself, and the first install (no version before it) is no update.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '../UpdatePrompt';
import { FakeContainer } from './fake-service-worker';

/** Lets the registration's promise and the lazy prompt settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function setup(controlled: boolean) {
  const container = new FakeContainer(controlled);
  const reload = vi.fn();
  render(<UpdatePrompt container={container.asContainer()} enabled reload={reload} />);
  return { container, reload };
}

describe('UpdatePrompt', () => {
  // The prompt's chunk loaded once, so that a prompt that would show does so within `settle`.
  beforeAll(() => import('../UpdateSnackbar'));

  it('registers the worker under the base path once the page has rendered', async () => {
    const { container } = setup(false);
    await settle();
    expect(container.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
  });

  it('says nothing about the first install: no earlier version controlled the page', async () => {
    const { container, reload } = setup(false);
    await settle();
    act(() => void container.deploy());
    await settle();
    expect(screen.queryByText('A new version of Printdeck is ready.')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a version deployed while the page is open, and does not reload by itself', async () => {
    const { container, reload } = setup(true);
    await settle();
    act(() => void container.deploy());
    expect(await screen.findByText('A new version of Printdeck is ready.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(container.registration.waiting?.messages).toEqual([]);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const container = new FakeContainer(true);
    container.waitingAtStart();
    render(<UpdatePrompt container={container.asContainer()} enabled reload={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('Reload makes the waiting version take over, then reloads once it controls the page', async () => {
    const container = new FakeContainer(true);
    const controllers: unknown[] = [];
    const reload = vi.fn(() => void controllers.push(container.controller));
    render(<UpdatePrompt container={container.asContainer()} enabled reload={reload} />);
    await settle();
    let next = container.registration.active!;
    act(() => void (next = container.deploy()));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    // The reload came after the new version took over, so it loads the new version.
    expect(controllers).toEqual([next]);
  });

  it('Later puts the prompt away without reloading or activating the new version', async () => {
    const { container, reload } = setup(true);
    await settle();
    let next = container.registration.active!;
    act(() => void (next = container.deploy()));
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull());
    expect(next.messages).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('registers nothing in development (the development server has no worker)', async () => {
    const container = new FakeContainer(false);
    render(<UpdatePrompt container={container.asContainer()} enabled={false} />);
    await settle();
    expect(container.registered).toEqual([]);
  });
});
