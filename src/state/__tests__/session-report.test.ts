// How a failed socket call is told (spec §8): 4xx as the server's message, 5xx as a persistent
// message ('Server error' when the server gave none), 503 as Klipper's error state; a missing
// method (-32601, Moonraker's 404) and local codes only logged; a printer not shown tells nobody.
import { createStore } from 'zustand';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, MoonrakerError } from '../../moonraker/errors';
import { useMessages } from '../messages';
import { initialServer } from '../server';
import { reportError } from '../session-report';

// Each case starts from an empty queue (an earlier file's late answer may have added a message).
beforeEach(() => useMessages.setState({ queue: [], nextId: 1 }));
afterEach(() => vi.restoreAllMocks());

describe('reportError', () => {
  it.each([
    [400, 'Invalid gcode', true, { text: 'Invalid gcode', timeout: 6000 }, false],
    [409, 'Busy', true, { text: 'Busy', timeout: 6000 }, false],
    [400, '{"message":"From JSON"}', true, { text: 'From JSON', timeout: 6000 }, false],
    [500, 'Disk read failed', true, { text: 'Disk read failed', timeout: null }, false],
    [500, '', true, { text: 'Server error', timeout: null }, false],
    [502, 'Bad gateway', true, { text: 'Bad gateway', timeout: null }, false],
    [503, 'Klippy Host not connected', true, null, true],
    [-32601, 'Method not found', true, null, false],
    [500, 'Disk read failed', false, null, false],
    [409, 'Busy', false, null, false],
  ] as const)('code %i "%s" (shown printer: %s)', (code, message, tell, shown, unavailable) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = createStore(() => ({ ...initialServer }));
    const retry = reportError(new MoonrakerError(code, message, 'm'), server, tell);
    const queue = useMessages.getState().queue;
    if (shown) expect(queue).toMatchObject([{ severity: 'error', ...shown }]);
    else expect(queue).toEqual([]);
    expect(retry).toBe(unavailable);
    expect(server.getState().klippyState === 'error').toBe(unavailable);
  });

  // HTTP (spec §8): no answer and 404 only logged, 401 left to the client's logout, 5xx persistent.
  it.each([
    [500, 'Disk read failed', true, { text: 'Disk read failed', timeout: null }],
    [503, 'Unavailable', true, { text: 'Unavailable', timeout: null }],
    [400, 'Invalid request', true, { text: 'Invalid request', timeout: 6000 }],
    [409, 'Busy', true, { text: 'Busy', timeout: 6000 }],
    [404, 'Not Found', true, null],
    [401, 'Unauthorized', true, null],
    [0, 'Network error', true, null],
    [500, 'Disk read failed', false, null],
  ] as const)('HTTP %i "%s" (shown printer: %s)', (status, message, tell, shown) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = createStore(() => ({ ...initialServer }));
    expect(reportError(new HttpError(status, message), server, tell)).toBe(false);
    const queue = useMessages.getState().queue;
    if (shown) expect(queue).toMatchObject([{ severity: 'error', ...shown }]);
    else {
      expect(queue).toEqual([]);
      expect(warn).toHaveBeenCalled();
    }
    expect(server.getState().klippyState).not.toBe('error');
  });

  it('a call lost with the connection (a local code) is only logged', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(reportError(new MoonrakerError('CONNECTION_LOST', 'gone'))).toBe(false);
    expect(useMessages.getState().queue).toEqual([]);
  });
});
