// Watching for a new version: an open page asks the server now and then and whenever its tab is
// shown again, and stops asking once the page is gone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateUpdate, watchForUpdate } from '../service-worker';
import { FakeContainer } from './fake-service-worker';

afterEach(() => vi.useRealTimers());

describe('watchForUpdate', () => {
  it('checks for a new version every interval and when the tab is shown, until stopped', async () => {
    vi.useFakeTimers();
    const container = new FakeContainer(true);
    const stop = watchForUpdate(container.asContainer(), {
      url: '/sw.js',
      scope: '/',
      onWaiting: () => undefined,
      checkEveryMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(container.registration.updates).toBe(0);
    await vi.advanceTimersByTimeAsync(2500);
    expect(container.registration.updates).toBe(2);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(container.registration.updates).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(container.registration.updates).toBe(3);
  });

  it('tells nothing once stopped, even of a version that installs later', async () => {
    const container = new FakeContainer(true);
    const onWaiting = vi.fn();
    const stop = watchForUpdate(container.asContainer(), { url: '/sw.js', scope: '/', onWaiting });
    await Promise.resolve();
    stop();
    container.deploy();
    expect(onWaiting).not.toHaveBeenCalled();
  });
});

describe('activateUpdate', () => {
  it('reloads at once when another tab already made the new version take over', () => {
    const container = new FakeContainer(true);
    const next = container.waitingAtStart();
    next.postMessage({ type: 'SKIP_WAITING' });
    const reload = vi.fn();
    activateUpdate(next as unknown as ServiceWorker, container.asContainer(), reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('registration', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'readyState');
  });

  it('waits for the page to have loaded before registering the worker', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    const container = new FakeContainer(false);
    const stop = watchForUpdate(container.asContainer(), {
      url: '/sw.js',
      scope: '/',
      onWaiting: () => undefined,
    });
    await Promise.resolve();
    expect(container.registered).toEqual([]);
    Reflect.deleteProperty(document, 'readyState');
    window.dispatchEvent(new Event('load'));
    expect(container.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
    stop();
  });
});
