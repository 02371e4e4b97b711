// Typed selectors over the printer store: right values, and re-renders only for the selected field.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { PrintStats } from '../../../protocol/objects';
import {
  flushStatus,
  resetPrinter,
  seedStatus,
  usePrinterField,
  usePrinterObject,
  usePrinterSetting,
  usePrintState,
  useSensorField,
} from '../printer';

function seed(): void {
  seedStatus({
    toolhead: { homed_axes: '', position: [0, 0, 0, 0], max_velocity: 300 },
    print_stats: {
      state: 'standby',
      filename: '',
      info: { total_layer: null, current_layer: null },
    },
    extruder: { temperature: 20, target: 0, power: 0 },
    'temperature_fan exhaust': { temperature: 30, target: 35, speed: 0.5, rpm: null },
    configfile: { settings: { extruder: { min_temp: 0, max_temp: 280 } } },
  });
}

/** Apply a diff now (the store buffers diffs for up to a second). */
function update(diff: Parameters<typeof seedStatus>[0]): void {
  act(() => {
    seedStatus(diff);
    flushStatus();
  });
}

describe('typed printer selectors', () => {
  beforeEach(() => {
    resetPrinter();
    seed();
  });

  it('usePrinterField re-renders only when its field changes', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return usePrinterField('toolhead', 'homed_axes');
    });
    expectTypeOf(result.current).toEqualTypeOf<string | undefined>();
    expect(result.current).toBe('');
    const before = renders;
    update({ toolhead: { position: [10, 0, 0, 0] } });
    update({ extruder: { temperature: 21 } });
    expect(renders).toBe(before);
    update({ toolhead: { homed_axes: 'xyz' } });
    expect(result.current).toBe('xyz');
    expect(renders).toBe(before + 1);
  });

  it('usePrinterObject follows its object and ignores others', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return usePrinterObject('print_stats');
    });
    expectTypeOf(result.current).toEqualTypeOf<Partial<PrintStats> | undefined>();
    const before = renders;
    update({ extruder: { temperature: 25 } });
    expect(renders).toBe(before);
    update({ print_stats: { state: 'printing', filename: 'cube.gcode' } });
    expect(result.current?.state).toBe('printing');
    expect(result.current?.info).toEqual({ total_layer: null, current_layer: null });
  });

  it('reads settings, sensor fields and the print state', () => {
    const { result } = renderHook(() => ({
      max: usePrinterSetting('extruder', 'max_temp'),
      missing: usePrinterSetting('heater_bed', 'max_temp'),
      fanSpeed: useSensorField('temperature_fan exhaust', 'speed'),
      heaterSpeed: useSensorField('extruder', 'speed'),
      state: usePrintState(),
    }));
    expect(result.current).toEqual({
      max: 280,
      missing: undefined,
      fanSpeed: 0.5,
      heaterSpeed: undefined,
      state: 'standby',
    });
    update({ print_stats: { state: 'paused' } });
    expect(result.current.state).toBe('paused');
  });

  it('reads nothing once the printer is reset', () => {
    const { result } = renderHook(() => usePrinterField('extruder', 'temperature'));
    expect(result.current).toBe(20);
    act(() => resetPrinter());
    expect(result.current).toBeUndefined();
  });
});
