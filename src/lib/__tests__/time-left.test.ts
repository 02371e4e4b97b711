import { describe, expect, it } from 'vitest';
import {
  averageTimeLeft,
  filamentTimeLeft,
  fileTimeLeft,
  shownTimeRows,
  slicerTimeLeft,
  timeLeft,
  timeLeftMethod,
  usesFilament,
  type PrintTimes,
  type TimeLeftMethod,
} from '../time-left';

/** A quarter through a file the slicer put at 3000 s with 4000 mm of filament. */
const quarter: PrintTimes = {
  print_duration: 600,
  total_duration: 660,
  filament_used: 1000,
  progress: 0.25,
  estimated_time: 3000,
  filament_total: 4000,
};

describe('each method', () => {
  // [case, times, file, filament, slicer, average]
  it.each<[string, PrintTimes, number | null, number | null, number | null, number | null]>([
    ['a quarter done by every measure', quarter, 1800, 1800, 2400, 2000],
    [
      'filament ahead of the file',
      { ...quarter, filament_used: 2000 },
      1800,
      600,
      2400,
      (1800 + 600 + 2400) / 3,
    ],
    [
      'no progress yet',
      { ...quarter, progress: 0, filament_used: 0, print_duration: 0, total_duration: 0 },
      null,
      null,
      3000,
      3000,
    ],
    ['no filament_total', { ...quarter, filament_total: undefined }, 1800, null, 2400, 2100],
    ['no slicer estimate', { ...quarter, estimated_time: 0 }, 1800, 1800, null, 1800],
    [
      'nothing known but the duration',
      { print_duration: 600, total_duration: 600 },
      null,
      null,
      null,
      null,
    ],
    // Paused for 20 minutes: Klipper's print_duration stood still, total_duration ran on.
    ['paused time excluded', { ...quarter, total_duration: 1860 }, 1800, 1800, 2400, 2000],
    [
      'slicer estimate exceeded: never negative',
      { ...quarter, print_duration: 3600 },
      10800,
      10800,
      0,
      7200,
    ],
    [
      'more filament than the file holds: never negative',
      { ...quarter, filament_used: 5000 },
      1800,
      0,
      2400,
      1400,
    ],
    ['progress over 1 counts as done', { ...quarter, progress: 1.2 }, 0, 1800, 2400, 1400],
    ['the end of the file', { ...quarter, progress: 1, print_duration: 3000 }, 0, 9000, 0, 3000],
  ])('%s', (_, times, file, filament, slicer, average) => {
    expect(fileTimeLeft(times)).toBe(file);
    expect(filamentTimeLeft(times)).toBe(filament);
    expect(slicerTimeLeft(times)).toBe(slicer);
    expect(averageTimeLeft(times)).toBe(average);
  });
});

describe('timeLeft by the chosen method', () => {
  it.each<[string, Parameters<typeof timeLeft>[0], PrintTimes, number | null]>([
    ['file', 'file', quarter, 1800],
    ['filament', 'filament', { ...quarter, filament_used: 2000 }, 600],
    ['slicer', 'slicer', quarter, 2400],
    ['average', 'average', { ...quarter, filament_total: null }, 2100],
    ['file before any progress: the slicer estimate', 'file', { estimated_time: 3000 }, 3000],
    ['file with neither', 'file', { progress: 0, print_duration: 0 }, null],
    ['filament before any filament', 'filament', { ...quarter, filament_used: 0 }, null],
  ])('%s', (_, method, times, expected) => expect(timeLeft(method, times)).toBe(expected));
});

describe('stored choices', () => {
  it.each([
    ['filament', 'filament'],
    ['average', 'average'],
    ['', 'file'],
    ['eta', 'file'],
    [42, 'file'],
    [undefined, 'file'],
  ])('method %j → %s', (stored, method) => expect(timeLeftMethod(stored)).toBe(method));

  it.each([
    [
      ['finish', 'remaining'],
      ['remaining', 'finish'],
    ],
    [['slicer', 'slicer', 'nonsense', 3], ['slicer']],
    [[], []],
    [{ remaining: true }, ['remaining', 'finish', 'actual', 'total', 'slicer']],
    [undefined, ['remaining', 'finish', 'actual', 'total', 'slicer']],
  ])('rows %j → %j', (stored, rows) => expect(shownTimeRows(stored)).toEqual(rows));
});

describe('usesFilament', () => {
  const cases: [TimeLeftMethod, boolean][] = [
    ['file', false],
    ['slicer', false],
    ['filament', true],
    ['average', true],
  ];
  it.each(cases)('%s reads the filament used: %s', (method, wanted) => {
    expect(usesFilament(method)).toBe(wanted);
  });
});
