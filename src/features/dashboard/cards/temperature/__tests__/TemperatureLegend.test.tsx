// The temperature chart's legend on a pretend printer with a real database: one toggle per series
// named as users read it, pressed while shown; a click or the keyboard hides and shows a series on
// the plot and stores the choice (charts.selectedLegends); a stored choice is what a new page
// shows. Renders stay narrow: a toggle does not re-render the card's rows, and status reports do
// not re-render the legend.
import { Profiler, type ComponentProps } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCardPrinter, type CardPrinter } from '../../../../../test/card-printer';
import { TemperatureCard } from '../TemperatureCard';
import type * as LegendModule from '../TemperatureLegend';
import type * as RowModule from '../TemperatureRow';
import type * as ChartModule from '../../../../../components/time-chart/time-chart';

const commits = { rows: 0, legend: 0 };

// The real chart, each one made recorded with the series it shows (jsdom lays nothing out, so it
// draws nothing).
const plots = vi.hoisted(() => ({ all: [] as { series: { label: string; show: boolean }[] }[] }));
vi.mock('../../../../../components/time-chart/time-chart', async (importOriginal) => {
  const mod = await importOriginal<typeof ChartModule>();
  class RecordingChart extends mod.TimeChart {
    constructor(...args: ConstructorParameters<typeof mod.TimeChart>) {
      super(...args);
      plots.all.push(this);
    }
  }
  return { TimeChart: RecordingChart };
});

// Each row and the legend counted by React's profiler (every commit of their subtree).
vi.mock('../TemperatureRow', async (importOriginal) => {
  const mod = await importOriginal<typeof RowModule>();
  return {
    TemperatureRow: (props: ComponentProps<typeof mod.TemperatureRow>) => (
      <Profiler id="row" onRender={() => commits.rows++}>
        <mod.TemperatureRow {...props} />
      </Profiler>
    ),
  };
});
vi.mock('../TemperatureLegend', async (importOriginal) => {
  const mod = await importOriginal<typeof LegendModule>();
  return {
    TemperatureLegend: (props: ComponentProps<typeof mod.TemperatureLegend>) => (
      <Profiler id="legend" onRender={() => commits.legend++}>
        <mod.TemperatureLegend {...props} />
      </Profiler>
    ),
  };
});

const legend = () => screen.findByRole('group', { name: 'Chart series (shown or hidden)' });
const plot = () => plots.all.at(-1)!;
const shownOnPlot = (label: string) => plot().series.find((s) => s.label === label)?.show;

describe('temperature chart legend', () => {
  // Nor does it lay out: the chart's size never changes.
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });

  let p: CardPrinter | undefined;

  async function open(selectedLegends?: Record<string, boolean>): Promise<CardPrinter> {
    p = await openCardPrinter({
      objects: ['extruder', 'heater_bed', 'temperature_sensor chamber', 'heaters'],
      status: {
        heaters: {
          available_heaters: ['extruder', 'heater_bed'],
          available_sensors: ['extruder', 'heater_bed', 'temperature_sensor chamber'],
        },
        extruder: { temperature: 21, target: 0, power: 0 },
        heater_bed: { temperature: 20, target: 0, power: 0 },
        'temperature_sensor chamber': { temperature: 22 },
      },
      db: selectedLegends ? { printdeck: { charts: { selectedLegends } } } : {},
    });
    p.render(<TemperatureCard />);
    // The chart (a lazy chunk) is made while this test runs, not after it ended.
    await waitFor(() => expect(plots.all.length).toBeGreaterThan(0), { timeout: 5000 });
    return p;
  }

  afterEach(() => {
    p?.close();
    p = undefined;
    plots.all = [];
  });

  it('names every series, each pressed while shown', async () => {
    await open();
    const group = await legend();
    const names = within(group)
      .getAllByRole('button')
      .map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
    expect(names).toEqual([
      ['Extruder', 'true'],
      ['Extruder target', 'true'],
      ['Extruder power', 'true'],
      ['Heater bed', 'true'],
      ['Heater bed target', 'true'],
      ['Heater bed power', 'true'],
      ['Chamber', 'true'],
    ]);
  });

  it('a click hides a series on the plot and stores the choice; a second shows it', async () => {
    const printer = await open();
    const group = await legend();
    const bed = within(group).getByRole('button', { name: 'Heater bed' });
    await userEvent.click(bed);
    expect(bed).toHaveAttribute('aria-pressed', 'false');
    expect(shownOnPlot('Heater bed')).toBe(false);
    expect(shownOnPlot('Extruder')).toBe(true);
    await waitFor(() =>
      expect(printer.db.printdeck?.charts).toEqual({ selectedLegends: { heater_bed: false } }),
    );
    await userEvent.click(bed);
    expect(bed).toHaveAttribute('aria-pressed', 'true');
    expect(shownOnPlot('Heater bed')).toBe(true);
    await waitFor(() =>
      expect(printer.db.printdeck?.charts).toEqual({ selectedLegends: { heater_bed: true } }),
    );
  });

  it('works from the keyboard (Enter and Space)', async () => {
    await open();
    const group = await legend();
    const power = within(group).getByRole('button', { name: 'Extruder power' });
    act(() => power.focus());
    await userEvent.keyboard('{Enter}');
    expect(power).toHaveAttribute('aria-pressed', 'false');
    expect(shownOnPlot('Extruder power')).toBe(false);
    await userEvent.keyboard(' ');
    expect(power).toHaveAttribute('aria-pressed', 'true');
    expect(shownOnPlot('Extruder power')).toBe(true);
  });

  it("shows the printer's stored choice", async () => {
    await open({ extruder_target: false, 'temperature_sensor chamber': false, heater_bed: true });
    const group = await legend();
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: 'Chamber' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(within(group).getByRole('button', { name: 'Extruder target' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(group).getByRole('button', { name: 'Heater bed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(shownOnPlot('Chamber')).toBe(false);
    expect(shownOnPlot('Extruder target')).toBe(false);
    expect(shownOnPlot('Extruder')).toBe(true);
  });

  it('a toggle re-renders neither the rows nor the card; status reports leave the legend alone', async () => {
    const printer = await open();
    const group = await legend();
    await waitFor(() => expect(plots.all).toHaveLength(1));
    commits.rows = 0;
    commits.legend = 0;
    await userEvent.click(within(group).getByRole('button', { name: 'Extruder' }));
    expect(commits.legend).toBeGreaterThan(0);
    expect(commits.rows).toBe(0);

    commits.rows = 0;
    commits.legend = 0;
    for (let i = 0; i < 4; i++) {
      act(() => printer.report({ extruder: { temperature: 30 + i, power: 0.1 * i } }));
    }
    await waitFor(() =>
      expect(screen.getByLabelText('Extruder temperature')).toHaveTextContent('33'),
    );
    expect(commits.rows).toBeGreaterThan(0);
    expect(commits.legend).toBe(0);
    expect(plots.all).toHaveLength(1);
  });
});
