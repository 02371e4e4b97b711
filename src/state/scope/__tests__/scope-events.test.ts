// A printer's event hub: notifications reach their listeners; a listener added after the socket
// (or Klipper) became ready runs at once with that moment; a moment's Live turns false when its
// connection closes; a closed hub keeps nothing.
import { describe, expect, it, vi } from 'vitest';
import type { MoonrakerApi } from '../../../moonraker/api';
import { ScopeEvents, type Live } from '../scope-events';

const api = (name: string) => ({ name }) as unknown as MoonrakerApi;

describe('ScopeEvents', () => {
  it('hands a notification to its listeners only, until they unsubscribe', () => {
    const events = new ScopeEvents();
    const files = vi.fn();
    const other = vi.fn();
    const off = events.onNotification('notify_filelist_changed', files);
    events.onNotification('notify_history_changed', other);
    events.notify('notify_filelist_changed', [{ action: 'create_file' }]);
    expect(files).toHaveBeenCalledWith([{ action: 'create_file' }]);
    expect(other).not.toHaveBeenCalled();
    off();
    events.notify('notify_filelist_changed', []);
    expect(files).toHaveBeenCalledTimes(1);
  });

  it('runs a socket-ready listener at once when the socket is already ready', () => {
    const events = new ScopeEvents();
    const first = api('first');
    events.socketReady(first);
    const late = vi.fn();
    events.onSocketReady(late);
    expect(late).toHaveBeenCalledTimes(1);
    expect((late.mock.calls[0]?.[0] as Live).api).toBe(first);
    // And again at the next connection.
    events.socketClosed();
    events.socketReady(api('second'));
    expect(late).toHaveBeenCalledTimes(2);
  });

  it('does not replay a moment that is over', () => {
    const events = new ScopeEvents();
    events.socketReady(api('one'));
    events.klippyReady(api('one'));
    events.klippyGone();
    const klippy = vi.fn();
    events.onKlippyReady(klippy);
    expect(klippy).not.toHaveBeenCalled();
    events.socketClosed();
    const socket = vi.fn();
    events.onSocketReady(socket);
    expect(socket).not.toHaveBeenCalled();
  });

  it("a moment's Live turns false when its connection closes, a new one's is alive", () => {
    const events = new ScopeEvents();
    const first = events.socketReady(api('one'));
    const klippy = events.klippyReady(api('one'));
    expect(first.alive()).toBe(true);
    events.socketClosed();
    expect(first.alive()).toBe(false);
    expect(klippy.alive()).toBe(false);
    const second = events.socketReady(api('two'));
    expect(second.alive()).toBe(true);
    expect(first.alive()).toBe(false);
    expect(events.socketLive).toBe(second);
  });

  it('a new socket-ready ends the Klipper-ready moment of the old connection', () => {
    const events = new ScopeEvents();
    events.socketReady(api('one'));
    const klippy = events.klippyReady(api('one'));
    events.socketReady(api('two'));
    expect(klippy.alive()).toBe(false);
    expect(events.klippyLive).toBeNull();
  });

  it('keeps nothing once cleared', () => {
    const events = new ScopeEvents();
    const listener = vi.fn();
    events.onNotification('notify_gcode_response', listener);
    const live = events.socketReady(api('one'));
    events.clear();
    events.notify('notify_gcode_response', ['ok']);
    expect(listener).not.toHaveBeenCalled();
    expect(live.alive()).toBe(false);
  });
});
