// The temperature card inside the scope of a pretend printer (a fake socket): its rows, and the
// commands a typed target sends to that printer.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { printerStatusStore } from '../../../../../state/printer';
import { PrinterScopeProvider } from '../../../../../state/scope/context';
import { PrinterScope } from '../../../../../state/scope/printer-scope';
import {
  FakePrinter,
  installNetwork,
  settle,
  uninstallNetwork,
} from '../../../../../state/__tests__/session-harness';
import { TemperatureCard } from '../TemperatureCard';

// The chart draws on a canvas jsdom does not have; the chart has tests of its own.
vi.mock('../TemperatureChart', () => ({ default: () => null }));

const user = () => userEvent.setup();

describe('TemperatureCard', () => {
  let printer: FakePrinter;

  let scope: PrinterScope;

  /** The scripts the card sent to the printer. */
  const sent = () =>
    printer
      .sockets()
      .flatMap((ws) => ws.frames())
      .filter((f) => f.method === 'printer.gcode.script')
      .map((f) => (f.params as { script: string }).script);

  async function openScope(): Promise<void> {
    printer = new FakePrinter('a.local:7125', 20);
    printer.rpc.set('printer.gcode.script', () => 'ok');
    installNetwork(printer);
    scope = new PrinterScope({ apiUrl: 'http://a.local:7125' });
    await scope.session.connect();
    await settle(40);
    // Connected: the rest runs on the real clock, as the user's typing does.
    vi.useRealTimers();
    seed();
  }

  function closeScope(): void {
    scope.close();
    uninstallNetwork();
  }

  function renderCard() {
    return render(
      <PrinterScopeProvider scope={scope}>
        <TemperatureCard />
      </PrinterScopeProvider>,
    );
  }

  function seed() {
    scope.get(printerStatusStore).seed({
      heaters: {
        available_heaters: ['heater_bed', 'extruder'],
        available_sensors: [
          'heater_bed',
          'extruder',
          'temperature_sensor raspberry_pi',
          'temperature_fan chamber',
        ],
      },
      extruder: { temperature: 23.456, target: 0, power: 0.25 },
      heater_bed: { temperature: 21, target: 60, power: 1 },
      'temperature_sensor raspberry_pi': { temperature: 45 },
      'temperature_fan chamber': { temperature: 30, target: 35, speed: 0.5 },
      configfile: {
        settings: {
          extruder: { min_temp: 0, max_temp: 280 },
          heater_bed: { min_temp: 0, max_temp: 120 },
          'temperature_fan chamber': { min_temp: 0, max_temp: 80 },
        },
      },
    });
  }

  beforeEach(openScope);
  afterEach(closeScope);

  it('shows every heater, fan and sensor by the names users read', () => {
    renderCard();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Extruder',
      'Heater bed',
      'Chamber',
      'Raspberry pi',
    ]);
    expect(screen.getByLabelText('Extruder temperature')).toHaveTextContent('23.5 °C');
    expect(screen.getByLabelText('Extruder power')).toHaveTextContent('25%');
    expect(screen.getByLabelText('Chamber power')).toHaveTextContent('50%');
    expect(screen.getByRole('textbox', { name: 'Heater bed target' })).toHaveValue('60');
    expect(screen.queryByRole('textbox', { name: 'Raspberry pi target' })).toBeNull();
  });

  it('applies a typed target with Enter', async () => {
    const u = user();
    renderCard();
    const field = screen.getByRole('textbox', { name: 'Extruder target' });
    await u.clear(field);
    await u.type(field, '200{Enter}');
    await waitFor(() =>
      expect(sent()).toEqual(['SET_HEATER_TEMPERATURE HEATER=extruder TARGET=200']),
    );
  });

  it('sends 0 for an empty target, and the temperature fan command for a fan', async () => {
    const u = user();
    renderCard();
    await u.clear(screen.getByRole('textbox', { name: 'Heater bed target' }));
    await u.type(screen.getByRole('textbox', { name: 'Heater bed target' }), '{Enter}');
    const fan = screen.getByRole('textbox', { name: 'Chamber target' });
    await u.clear(fan);
    await u.type(fan, '40{Enter}');
    await waitFor(() =>
      expect(sent()).toEqual([
        'SET_HEATER_TEMPERATURE HEATER=heater_bed TARGET=0',
        'SET_TEMPERATURE_FAN_TARGET TEMPERATURE_FAN=chamber TARGET=40',
      ]),
    );
  });

  it('refuses a target above the maximum and says why', async () => {
    const u = user();
    renderCard();
    const field = screen.getByRole('textbox', { name: 'Extruder target' });
    await u.clear(field);
    await u.type(field, '300{Enter}');
    expect(sent()).toEqual([]);
    expect(screen.getByText('Max 280')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await u.type(field, 'abc');
    expect(screen.getByText('Invalid Number')).toBeInTheDocument();
  });

  it('restores the current target on Escape', async () => {
    const u = user();
    renderCard();
    const field = screen.getByRole('textbox', { name: 'Heater bed target' });
    await u.clear(field);
    await u.type(field, '90{Escape}');
    expect(field).toHaveValue('60');
    expect(sent()).toEqual([]);
  });

  it('shows the rate of change column when asked', async () => {
    const u = user();
    renderCard();
    expect(screen.queryByLabelText('Extruder rate of change')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Show rate of change' }));
    expect(screen.getByLabelText('Extruder rate of change')).toHaveTextContent('0.0 °C/s');
    expect(screen.getByRole('button', { name: 'Hide rate of change' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
