import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPrinter, seedStatus } from '../../../../../state/printer';
import { TemperatureCard } from '../TemperatureCard';

const sent: string[] = [];
vi.mock('../TemperatureChart', () => ({ default: () => null }));
vi.mock('../../../../../state/session', () => ({
  attempt: (work: (api: unknown) => Promise<unknown>) =>
    work({ printer: { gcodeScript: (script: string) => Promise.resolve(sent.push(script)) } }),
  writeSetting: () => Promise.resolve(null),
}));

function seed() {
  seedStatus({
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

describe('TemperatureCard', () => {
  beforeEach(() => {
    sent.length = 0;
    resetPrinter();
    seed();
  });

  it('shows every heater, fan and sensor by the names users read', () => {
    render(<TemperatureCard />);
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
    render(<TemperatureCard />);
    const field = screen.getByRole('textbox', { name: 'Extruder target' });
    await userEvent.clear(field);
    await userEvent.type(field, '200{Enter}');
    expect(sent).toEqual(['SET_HEATER_TEMPERATURE HEATER=extruder TARGET=200']);
  });

  it('sends 0 for an empty target, and the temperature fan command for a fan', async () => {
    render(<TemperatureCard />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Heater bed target' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Heater bed target' }), '{Enter}');
    const fan = screen.getByRole('textbox', { name: 'Chamber target' });
    await userEvent.clear(fan);
    await userEvent.type(fan, '40{Enter}');
    expect(sent).toEqual([
      'SET_HEATER_TEMPERATURE HEATER=heater_bed TARGET=0',
      'SET_TEMPERATURE_FAN_TARGET TEMPERATURE_FAN=chamber TARGET=40',
    ]);
  });

  it('refuses a target above the maximum and says why', async () => {
    render(<TemperatureCard />);
    const field = screen.getByRole('textbox', { name: 'Extruder target' });
    await userEvent.clear(field);
    await userEvent.type(field, '300{Enter}');
    expect(sent).toEqual([]);
    expect(screen.getByText('Max 280')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'abc');
    expect(screen.getByText('Invalid Number')).toBeInTheDocument();
  });

  it('restores the current target on Escape', async () => {
    render(<TemperatureCard />);
    const field = screen.getByRole('textbox', { name: 'Heater bed target' });
    await userEvent.clear(field);
    await userEvent.type(field, '90{Escape}');
    expect(field).toHaveValue('60');
    expect(sent).toEqual([]);
  });
});

describe('TemperatureCard options', () => {
  beforeEach(() => {
    resetPrinter();
    seed();
  });

  it('shows the rate of change column when asked', async () => {
    render(<TemperatureCard />);
    expect(screen.queryByLabelText('Extruder rate of change')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show rate of change' }));
    expect(screen.getByLabelText('Extruder rate of change')).toHaveTextContent('0.0 °C/s');
    expect(screen.getByRole('button', { name: 'Hide rate of change' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
