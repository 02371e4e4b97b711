// The temperature chart's legend choice of a test printer: read from its database at connect
// (charts.selectedLegends), written back whole on a change, and nothing of printer A's choice in
// printer B's scope.
import { afterEach, describe, expect, it } from 'vitest';
import { openTestPrinter, type TestPrinter } from '../../test/printer-scope';
import { chartLegendsStore, setLegendShown } from '../chart-legends';

describe('chart legends store', () => {
  let open: TestPrinter | undefined;

  async function printer(host?: string, charts?: unknown): Promise<TestPrinter> {
    open = await openTestPrinter({ host, db: charts ? { printdeck: { charts } } : {} });
    return open;
  }

  afterEach(() => {
    open?.close();
    open = undefined;
  });

  it("reads the printer's stored choice and writes a change back as the whole map", async () => {
    const p = await printer(undefined, { selectedLegends: { extruder_power: false } });
    const store = p.scope.get(chartLegendsStore);
    await expect
      .poll(() => store.getState())
      .toEqual({
        selected: { extruder_power: false },
        loaded: true,
      });
    setLegendShown(p.scope, 'temperature_sensor chamber', false);
    expect(store.getState().selected).toEqual({
      extruder_power: false,
      'temperature_sensor chamber': false,
    });
    await expect
      .poll(() => p.sent('server.database.post_item').at(-1))
      .toEqual({
        namespace: 'printdeck',
        key: 'charts.selectedLegends',
        value: { extruder_power: false, 'temperature_sensor chamber': false },
      });
    await expect
      .poll(() => p.db.printdeck?.charts)
      .toEqual({
        selectedLegends: { extruder_power: false, 'temperature_sensor chamber': false },
      });
  });

  it('a series switched while the stored choice is being read stays switched', async () => {
    const p = await printer(undefined, { selectedLegends: { extruder_power: false } });
    // The legend's first use on this printer starts the read; the user clicks before it answers.
    const store = p.scope.get(chartLegendsStore);
    setLegendShown(p.scope, 'extruder', false);
    await expect.poll(() => store.getState().loaded).toBe(true);
    expect(store.getState().selected).toEqual({ extruder: false });
    await expect
      .poll(() => p.db.printdeck?.charts)
      .toEqual({ selectedLegends: { extruder: false } });
  });

  it('a printer without a stored choice shows everything, and keeps nothing of the one before', async () => {
    const a = await printer(undefined, { selectedLegends: { extruder: false } });
    await expect.poll(() => a.scope.get(chartLegendsStore).getState().loaded).toBe(true);
    a.close();
    const b = await printer('b.local:7125');
    const store = b.scope.get(chartLegendsStore);
    expect(store.getState()).toEqual({ selected: {}, loaded: false });
    await expect.poll(() => store.getState()).toEqual({ selected: {}, loaded: true });
  });
});
