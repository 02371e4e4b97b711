import { describe, expect, it } from 'vitest';
import { klippyStateOf } from '../klippy-state';

describe('klippyStateOf', () => {
  it.each([
    // Moonraker says ready: Klipper's own word, pushed with the print's state, counts.
    ['ready', 'shutdown', 'shutdown'],
    ['ready', 'error', 'error'],
    ['ready', 'ready', 'ready'],
    ['ready', undefined, 'ready'],
    // Moonraker knows Klipper is not ready: its word counts (webhooks is stale or gone).
    ['shutdown', 'ready', 'shutdown'],
    ['disconnected', undefined, 'disconnected'],
    ['startup', 'ready', 'startup'],
    [null, 'ready', null],
    [null, undefined, null],
  ] as const)('server %s, webhooks %s → %s', (server, webhooks, state) => {
    expect(klippyStateOf(server, webhooks)).toBe(state);
  });
});
