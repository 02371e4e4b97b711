// Temperature presets of a test printer: read from its database at connect, applied as one script
// of its heaters' and temperature fans' targets then the preset's G-code (targets of objects the
// printer does not have left out), cooldown as TURN_OFF_HEATERS, and nothing of printer A's presets
// in printer B's scope.
import { afterEach, describe, expect, it } from 'vitest';
import type { Preset } from '../../lib/presets';
import { openTestPrinter, type TestPrinter } from '../../test/printer-scope';
import { applyPreset, cooldown, presetsStore } from '../presets';

const petg: Preset = {
  id: 'petg',
  name: 'PETG',
  values: {
    extruder: { type: 'heater', active: true, value: 240 },
    heater_bed: { type: 'heater', active: false, value: 80 },
    'temperature_fan chamber': { type: 'fan', active: true, value: 40 },
    'heater_generic dryer': { type: 'heater', active: true, value: 55 },
  },
  gcode: 'M117 PETG\n',
};

const scripts = (p: TestPrinter) => p.sent('printer.gcode.script').map((s) => s.script);

describe('presets store', () => {
  let open: TestPrinter | undefined;

  async function printer(host?: string, presets?: Preset[]): Promise<TestPrinter> {
    open = await openTestPrinter({
      host,
      objects: ['extruder', 'heater_bed', 'temperature_fan chamber', 'heaters'],
      status: { heaters: { available_heaters: ['extruder', 'heater_bed'], available_sensors: [] } },
      db: presets ? { printdeck: { presets } } : {},
      setup: (p) => p.rpc.set('printer.gcode.script', () => 'ok'),
    });
    return open;
  }

  afterEach(() => {
    open?.close();
    open = undefined;
  });

  it("loads the printer's presets and applies one to that printer", async () => {
    const p = await printer(undefined, [petg]);
    const store = p.scope.get(presetsStore);
    await expect.poll(() => store.getState()).toEqual({ presets: [petg], loaded: true });
    await applyPreset(p.scope, petg);
    expect(scripts(p)).toEqual([
      'SET_HEATER_TEMPERATURE HEATER=extruder TARGET=240\n' +
        'SET_TEMPERATURE_FAN_TARGET TEMPERATURE_FAN=chamber TARGET=40\n' +
        'M117 PETG',
    ]);
    await cooldown(p.scope);
    expect(scripts(p).at(-1)).toBe('TURN_OFF_HEATERS');
  });

  it('a printer without stored presets has none, and keeps none of the one before', async () => {
    const a = await printer(undefined, [petg]);
    await expect.poll(() => a.scope.get(presetsStore).getState().loaded).toBe(true);
    a.close();
    const b = await printer('b.local:7125');
    const store = b.scope.get(presetsStore);
    expect(store.getState()).toEqual({ presets: [], loaded: false });
    await expect.poll(() => store.getState()).toEqual({ presets: [], loaded: true });
  });
});
