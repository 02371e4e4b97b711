import { describe, expect, it } from 'vitest';
import {
  chartableCpu,
  cpuPercent,
  mcuAwake,
  mcuBandwidth,
  mcuLoad,
  mcuLoadMax,
  memoryBytes,
  needsConfirmation,
  percentOf,
  serviceControls,
  systemLoadMax,
} from '../system';

describe('MCU load figures', () => {
  it.each([
    [{ mcu_task_avg: 0.000178, mcu_task_stddev: 0.000146 }, 24.64],
    [{ mcu_task_avg: 0.0025, mcu_task_stddev: 0 }, 100],
    [{ mcu_task_avg: 0, mcu_task_stddev: 0 }, 0],
    [{ mcu_task_avg: 0.0005 }, 20],
    [{}, null],
    [undefined, null],
  ] as const)('load %j → %s', (stats, load) => {
    const value = mcuLoad(stats);
    if (load === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(load, 6);
  });

  it.each([
    [{ mcu_awake: 0.016 }, 0.32],
    [{ mcu_awake: 5 }, 100],
    [{}, null],
  ] as const)('awake %j → %s', (stats, awake) => {
    const value = mcuAwake(stats);
    if (awake === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(awake, 6);
  });

  it.each([
    [
      { bytes_write: 2713, bytes_retransmit: 0 },
      { bytes_write: 3428, bytes_retransmit: 0 },
      1,
      2.86,
    ],
    [
      { bytes_write: 3428, bytes_retransmit: 0 },
      { bytes_write: 3716, bytes_retransmit: 120 },
      1,
      1.632,
    ],
    [{ bytes_write: 0 }, { bytes_write: 50000 }, 2, 100],
    [{ bytes_write: 5000 }, { bytes_write: 10 }, 1, null],
    [undefined, { bytes_write: 10 }, 1, null],
    [{ bytes_write: 0 }, { bytes_write: 10 }, 0, null],
  ] as const)('bandwidth %j → %j over %s s → %s', (previous, current, seconds, percent) => {
    const value = mcuBandwidth(previous, current, seconds);
    if (percent === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(percent, 6);
  });
});

describe('chart ranges', () => {
  it.each([
    [0, 5],
    [3, 5],
    [5, 5],
    [5.1, 15],
    [12, 15],
    [15, 15],
    [16, 25],
    [99, 105],
    [Number.NaN, 5],
  ])('MCU load max of %s → %s', (highest, max) => expect(mcuLoadMax(highest)).toBe(max));

  it.each([
    [0.4, 4, 4],
    [5.2, 4, 6],
    [0.2, null, 1],
  ] as const)('system load max of %s with %s cores → %s', (highest, cores, max) =>
    expect(systemLoadMax(highest, cores)).toBe(max),
  );
});

describe('CPU samples', () => {
  it.each([
    [0, 0],
    [42.5, 42.5],
    [100, 100],
    [100.1, null],
    [-1, null],
    [null, null],
    [Number.POSITIVE_INFINITY, null],
  ] as const)('charted %s → %s', (percent, charted) => expect(chartableCpu(percent)).toBe(charted));

  it.each([
    [0.36839895, 0.37565769, 1, 0.7259],
    [1, 1.5, 2, 25],
    [1, 3.5, 1, null],
    [undefined, 1, 1, null],
    [1, 2, 0, null],
  ] as const)('Klipper cputime %s → %s over %s s → %s', (before, after, seconds, percent) => {
    const value = cpuPercent(before, after, seconds);
    if (percent === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(percent, 3);
  });
});

describe('memory', () => {
  it.each([
    [3906992, 'kB', 3906992000],
    [1024, undefined, 1024000],
    [2, 'MB', 2000000],
    [null, 'kB', null],
  ] as const)('%s %s → %s bytes', (value, units, bytes) =>
    expect(memoryBytes(value, units)).toBe(bytes),
  );

  it.each([
    [50, 200, 25],
    [300, 200, 100],
    [1, 0, null],
    [null, 10, null],
  ] as const)('%s of %s → %s %%', (part, total, percent) =>
    expect(percentOf(part, total)).toBe(percent),
  );
});

describe('service controls', () => {
  it.each([
    [
      'klipper',
      'active',
      false,
      { primary: 'restart', confirmPrimary: true, showStop: true, stopDisabled: false },
    ],
    [
      'klipper',
      'inactive',
      false,
      { primary: 'start', confirmPrimary: false, showStop: true, stopDisabled: true },
    ],
    [
      'klipper',
      'inactive',
      true,
      { primary: 'start', confirmPrimary: true, showStop: true, stopDisabled: true },
    ],
    [
      'klipper',
      'failed',
      false,
      { primary: 'restart', confirmPrimary: true, showStop: true, stopDisabled: false },
    ],
    [
      'moonraker',
      'active',
      false,
      { primary: 'restart', confirmPrimary: true, showStop: false, stopDisabled: false },
    ],
    [
      'crowsnest',
      'activating',
      true,
      { primary: 'restart', confirmPrimary: true, showStop: true, stopDisabled: false },
    ],
  ] as const)('%s %s printing=%s', (name, state, printing, controls) =>
    expect(serviceControls(name, state, printing)).toEqual(controls),
  );

  it.each([
    ['start', false, false],
    ['start', true, true],
    ['restart', false, true],
    ['stop', false, true],
    ['stop', true, true],
  ] as const)('%s while printing=%s asks: %s', (action, printing, asks) =>
    expect(needsConfirmation(action, printing)).toBe(asks),
  );
});
