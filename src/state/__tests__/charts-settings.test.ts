import { beforeEach, describe, expect, it } from 'vitest';
import { resetCharts, sampleCharts, seedCharts, useCharts } from '../charts';
import { mergeSettings, DEFAULT_UI_SETTINGS } from '../settings';
import { useInstances, activeInstance } from '../instances';
import { removePrinter } from '../instances-edit';

describe('charts', () => {
  beforeEach(() => resetCharts());

  it('seeds a full window from the temperature store, newest sample now, one second apart', () => {
    seedCharts(
      { extruder: { temperatures: [20, 21, 22], targets: [0, 0, 200], powers: [0, 0, 1] } },
      5,
      10_000,
    );
    const { times, series } = useCharts.getState();
    expect(times).toEqual([6000, 7000, 8000, 9000, 10_000]);
    expect(series.extruder?.temperature).toEqual([null, null, 20, 21, 22]);
    expect(series.extruder?.target).toEqual([null, null, 0, 0, 200]);
    expect(series.extruder?.power).toEqual([null, null, 0, 0, 1]);
    // The chart shows the window from its oldest sample on.
    expect(useCharts.getState().first).toBe(2);
    sampleCharts({ extruder: { temperature: 23, target: 0, power: 0 } }, ['extruder'], 11_000);
    expect(useCharts.getState().first).toBe(1);
  });

  it('keeps exactly the retention, dropping the oldest', () => {
    seedCharts({ extruder: { temperatures: [1, 2, 3, 4, 5] } }, 3, 5000);
    expect(useCharts.getState().series.extruder?.temperature).toEqual([3, 4, 5]);
    expect(useCharts.getState().series.extruder?.target).toEqual([null, null, null]);
    sampleCharts({ extruder: { temperature: 6, target: 0, power: 0 } }, ['extruder'], 6000);
    const { times, series } = useCharts.getState();
    expect(series.extruder?.temperature).toEqual([4, 5, 6]);
    expect(times).toEqual([4000, 5000, 6000]);
  });

  // A page left open for days: after the first second the arrays are as long as they will be.
  it.each([
    ['a seeded chart', true],
    ['a chart never seeded', false],
  ])('holds arrays of a fixed length from the first sample (%s)', (_, seeded) => {
    if (seeded) seedCharts({ extruder: { temperatures: [200] } }, 1200, 0);
    const lengths = new Set<number>();
    for (let second = 1; second <= 3000; second++) {
      sampleCharts(
        { extruder: { temperature: 200, target: 0, power: 0 } },
        ['extruder'],
        second * 1000,
      );
      const { times, series } = useCharts.getState();
      lengths.add(times.length).add(series.extruder?.temperature.length ?? 0);
    }
    expect([...lengths]).toEqual([1200]);
    expect(useCharts.getState().times.at(-1)).toBe(3_000_000);
    expect(useCharts.getState().first).toBe(0);
  });

  it.each([
    // samples taken after the seed (or without one), the oldest sample's index in the window
    ['no seed, one sample', null, 1, 1199],
    ['no seed, 1199 samples', null, 1199, 1],
    ['no seed, 1300 samples', null, 1300, 0],
    ['an empty store, 10 samples', 0, 10, 1190],
    ['a store of 200, 10 samples', 200, 10, 990],
    ['a full store', 1200, 5, 0],
  ])('knows where the samples start: %s', (_, stored, samples, first) => {
    if (stored !== null)
      seedCharts({ extruder: { temperatures: Array<number>(stored).fill(20) } }, 1200, 0);
    for (let second = 1; second <= samples; second++)
      sampleCharts({ extruder: { temperature: 20, target: 0, power: 0 } }, ['extruder'], second);
    const { first: oldest, series } = useCharts.getState();
    expect(oldest).toBe(first);
    expect(series.extruder?.temperature[oldest]).toBe(20);
    if (oldest > 0) expect(series.extruder?.temperature[oldest - 1]).toBeNull();
  });

  it('uses a temperature fan speed as its power', () => {
    sampleCharts(
      { 'temperature_fan chamber': { temperature: 30, target: 35, speed: 0.4 } },
      ['temperature_fan chamber'],
      1,
    );
    expect(useCharts.getState().series['temperature_fan chamber']?.power.at(-1)).toBe(0.4);
  });
});

describe('settings', () => {
  it('merges stored values over the defaults and ignores wrong types', () => {
    const merged = mergeSettings({
      general: { chartVisible: false, confirmOnEstop: 'yes', unknown: 1 },
      theme: { isDark: false },
    });
    expect(merged.general.chartVisible).toBe(false);
    expect(merged.general.confirmOnEstop).toBe(DEFAULT_UI_SETTINGS.general.confirmOnEstop);
    expect(merged.theme.isDark).toBe(false);
    expect(mergeSettings(undefined)).toEqual(DEFAULT_UI_SETTINGS);
  });
});

describe('instances', () => {
  it('persists instances and the active one in local storage', () => {
    useInstances.setState({ instances: [], local: [], shared: null, activeApiUrl: null });
    useInstances.getState().add('http://printer.local:7125');
    useInstances.getState().activate('http://printer.local:7125');
    expect(JSON.parse(localStorage.getItem('appInstances')!)).toEqual([
      {
        id: 'printer-local',
        name: 'printer.local',
        apiUrl: 'http://printer.local:7125',
        socketUrl: 'ws://printer.local:7125/websocket',
        tags: [],
      },
    ]);
    expect(JSON.parse(localStorage.getItem('appActiveInstance')!)).toBe(
      'http://printer.local:7125',
    );
    expect(activeInstance(useInstances.getState())?.name).toBe('printer.local');
  });

  it('never removes the active instance', () => {
    useInstances.setState({ instances: [], local: [], shared: null, activeApiUrl: null });
    useInstances.getState().add('http://a:7125');
    useInstances.getState().add('http://b:7125');
    useInstances.getState().activate('http://a:7125');
    removePrinter('http://a:7125');
    removePrinter('http://b:7125');
    expect(useInstances.getState().instances.map((i) => i.apiUrl)).toEqual(['http://a:7125']);
  });
});
