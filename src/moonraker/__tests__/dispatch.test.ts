// createDispatcher: notification method → typed handler; unknown methods go to the fallback.
import { describe, expect, it, vi } from 'vitest';
import { createDispatcher } from '../dispatch';

describe('createDispatcher', () => {
  it('spreads params into the handler of the method', () => {
    const status = vi.fn();
    const gcode = vi.fn();
    const ready = vi.fn();
    const fallback = vi.fn();
    const dispatch = createDispatcher(
      { notify_status_update: status, notify_gcode_response: gcode, notify_klippy_ready: ready },
      fallback,
    );
    dispatch('notify_status_update', [{ extruder: { temperature: 200 } }, 12.5]);
    dispatch('notify_gcode_response', ['// hello']);
    dispatch('notify_klippy_ready', []);
    expect(status).toHaveBeenCalledWith({ extruder: { temperature: 200 } }, 12.5);
    expect(gcode).toHaveBeenCalledWith('// hello');
    expect(ready).toHaveBeenCalledWith();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('sends unknown and unhandled methods to the fallback, never to Object.prototype', () => {
    const fallback = vi.fn();
    const dispatch = createDispatcher({ notify_klippy_ready: vi.fn() }, fallback);
    dispatch('notify_sensor_update', [{ a: 1 }]);
    dispatch('notify_klippy_shutdown', []);
    dispatch('toString', []);
    expect(fallback.mock.calls).toEqual([
      ['notify_sensor_update', [{ a: 1 }]],
      ['notify_klippy_shutdown', []],
      ['toString', []],
    ]);
    expect(() => createDispatcher({})('constructor', [])).not.toThrow();
  });
});
