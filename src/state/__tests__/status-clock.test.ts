// The farm's printers flush their status on the ticks of one clock: their changes reach the page in
// one task (one render, one layout and paint), no value waits longer than a second for it, and a
// printer still flushes at most once a second. The chosen printer's full scope keeps its own rhythm.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPrinterStatus, STATUS_FLUSH_MS } from '../printer';
import { PrinterScope } from '../scope/printer-scope';
import { createStatusClock, nextTick } from '../status-clock';

describe('nextTick', () => {
  it.each([
    // now, last flush, tick
    [100_250, 0, 101_000],
    [100_999, 100_000, 101_000],
    [101_000, 100_000, 101_000],
    [101_000, 101_000, 102_000],
    [101_001, 101_000, 102_000],
    [100_000, 0, 100_000],
  ])('at %i, last flushed at %i: %i', (now, last, tick) => {
    expect(nextTick(now, last, 1000)).toBe(tick);
  });
});

describe('status flushes of light scopes', () => {
  const scopes: PrinterScope[] = [];
  const clock = createStatusClock();
  const light = () => {
    const scope = new PrinterScope({
      apiUrl: `http://p${scopes.length}.local`,
      light: true,
      clock,
    });
    scopes.push(scope);
    return createPrinterStatus(scope);
  };
  const temperature = (store: ReturnType<typeof createPrinterStatus>) =>
    store.getState().status.extruder?.temperature;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(100_250);
  });
  afterEach(() => {
    scopes.splice(0).forEach((scope) => scope.close());
    vi.useRealTimers();
  });

  it('printers that report at different moments are flushed together, in one timer task', () => {
    const a = light();
    const b = light();
    a.seed({ extruder: { temperature: 20 } });
    b.seed({ extruder: { temperature: 30 } });
    a.applyDiff({ extruder: { temperature: 21 } });
    vi.advanceTimersByTime(350);
    b.applyDiff({ extruder: { temperature: 31 } });
    vi.advanceTimersByTime(399); // 100_999
    expect([temperature(a), temperature(b)]).toEqual([20, 30]);
    vi.advanceTimersToNextTimer(); // 101_000: one timer brings both
    expect(Date.now()).toBe(101_000);
    expect([temperature(a), temperature(b)]).toEqual([21, 31]);

    // Steady reporting stays on the tick, each printer once per second.
    const seen: [string, number][] = [];
    a.subscribe(() => seen.push(['a', Date.now()]));
    b.subscribe(() => seen.push(['b', Date.now()]));
    for (let t = 0; t < 3000; t += 250) {
      a.applyDiff({ extruder: { temperature: 40 + t / 250 } });
      if (t % 500 === 0) b.applyDiff({ extruder: { temperature: 50 + t / 250 } });
      vi.advanceTimersByTime(250);
    }
    expect(seen).toEqual([
      ['a', 102_000],
      ['b', 102_000],
      ['a', 103_000],
      ['b', 103_000],
      ['a', 104_000],
      ['b', 104_000],
    ]);
  });

  it('no reading waits longer than a second, and a closed scope flushes nothing', () => {
    const a = light();
    a.seed({ extruder: { temperature: 20 } });
    vi.setSystemTime(101_000);
    a.applyDiff({ extruder: { temperature: 21 } }); // on the tick itself: at once
    expect(temperature(a)).toBe(21);
    a.applyDiff({ extruder: { temperature: 22 } });
    vi.advanceTimersByTime(STATUS_FLUSH_MS);
    expect(temperature(a)).toBe(22);
    a.applyDiff({ extruder: { temperature: 23 } });
    scopes[0]?.close();
    vi.advanceTimersByTime(STATUS_FLUSH_MS);
    expect(temperature(a)).toBe(22);
  });

  it("the chosen printer's full scope flushes its first diff at once, as before", () => {
    const scope = new PrinterScope({ apiUrl: 'http://chosen.local' });
    scopes.push(scope);
    const full = createPrinterStatus(scope);
    full.seed({ extruder: { temperature: 20 } });
    full.applyDiff({ extruder: { temperature: 21 } });
    expect(temperature(full)).toBe(21);
  });
});
