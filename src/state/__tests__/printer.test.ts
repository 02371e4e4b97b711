import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyStatusDiff,
  flushStatus,
  onPrintEvent,
  resetPrinter,
  seedStatus,
  STATUS_FLUSH_MS,
  usePrinter,
} from '../printer';

describe('printer status buffer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(100_000);
    resetPrinter();
  });
  afterEach(() => vi.useRealTimers());

  it('flushes the first diff at once, then at most once a second', () => {
    seedStatus({ extruder: { temperature: 20, target: 0 } });
    applyStatusDiff({ extruder: { temperature: 21 } });
    expect(usePrinter.getState().status.extruder).toEqual({ temperature: 21, target: 0 });
    applyStatusDiff({ extruder: { temperature: 22 } });
    applyStatusDiff({ extruder: { target: 200 } });
    expect(usePrinter.getState().status.extruder?.temperature).toBe(21);
    vi.advanceTimersByTime(STATUS_FLUSH_MS - 1);
    expect(usePrinter.getState().status.extruder?.temperature).toBe(21);
    vi.advanceTimersByTime(1);
    expect(usePrinter.getState().status.extruder).toEqual({ temperature: 22, target: 200 });
  });

  it('applies motion_report at once, even between flushes', () => {
    seedStatus({ motion_report: { live_velocity: 0 }, extruder: { temperature: 20 } });
    applyStatusDiff({ extruder: { temperature: 21 } });
    applyStatusDiff({ extruder: { temperature: 22 }, motion_report: { live_velocity: 50 } });
    expect(usePrinter.getState().status.motion_report).toEqual({ live_velocity: 50 });
    expect(usePrinter.getState().status.extruder?.temperature).toBe(21);
  });

  it('leaves untouched objects with the same identity', () => {
    seedStatus({ extruder: { temperature: 20 }, heater_bed: { temperature: 30 } });
    const bed = usePrinter.getState().status.heater_bed;
    vi.advanceTimersByTime(STATUS_FLUSH_MS);
    applyStatusDiff({ extruder: { temperature: 21 } });
    flushStatus();
    expect(usePrinter.getState().status.heater_bed).toBe(bed);
  });

  it('fires print-start and print-end on the state transitions', () => {
    const events: string[] = [];
    const off = onPrintEvent((event) => events.push(event));
    seedStatus({ print_stats: { state: 'standby' } });
    applyStatusDiff({ print_stats: { state: 'printing' } });
    vi.advanceTimersByTime(STATUS_FLUSH_MS);
    applyStatusDiff({ print_stats: { state: 'complete' } });
    vi.advanceTimersByTime(STATUS_FLUSH_MS);
    off();
    expect(events).toEqual(['print-start', 'print-end']);
  });
});
