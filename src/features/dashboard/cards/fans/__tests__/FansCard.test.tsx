import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCardPrinter, type CardPrinter } from '../../../../../test/card-printer';
import { FansCard } from '../FansCard';

const OBJECTS = [
  'fan',
  'fan_generic exhaust_fan',
  'heater_fan hotend_fan',
  'output_pin chamber_light',
  'output_pin caselight',
  'neopixel status_leds',
  'toolhead',
];

async function enter(name: string, value: string) {
  const field = screen.getByRole('textbox', { name });
  await userEvent.clear(field);
  await userEvent.type(field, `${value}{Enter}`);
}

describe('FansCard', () => {
  let p: CardPrinter;

  beforeEach(async () => {
    p = await openCardPrinter({
      objects: OBJECTS,
      status: {
        fan: { speed: 0, rpm: null },
        'fan_generic exhaust_fan': { speed: 0, rpm: 1200 },
        'heater_fan hotend_fan': { speed: 1, rpm: null },
        'output_pin chamber_light': { value: 1 },
        'output_pin caselight': { value: 0.25 },
        'neopixel status_leds': { color_data: [[0, 0.2, 0.6, 0]] },
        configfile: {
          settings: {
            'fan_generic exhaust_fan': { off_below: 0.1 },
            'output_pin chamber_light': { pwm: false },
            'output_pin caselight': { pwm: true, scale: 100 },
            'neopixel status_leds': { color_order: ['GRBW'] },
          },
        },
      },
    });
    p.render(<FansCard />);
    await screen.findByRole('textbox', { name: 'Part fan speed' });
  });

  afterEach(() => p.close());

  /** The G-code scripts the printer received, once they are `expected`. */
  const sentAre = (expected: string[]) => waitFor(() => expect(p.scripts()).toEqual(expected));

  it('sets the part fan with M106 and a generic fan with SET_FAN_SPEED, honouring off_below', async () => {
    await enter('Part fan speed', '50');
    await enter('Exhaust fan speed', '5');
    expect(screen.getByText('Min 10 or 0')).toBeInTheDocument();
    await enter('Exhaust fan speed', '0');
    await sentAre(['M106 S128', 'SET_FAN_SPEED FAN=exhaust_fan SPEED=0']);
    expect(screen.getByText('1200 RPM')).toBeInTheDocument();
  });

  it('shows heater fans read-only', () => {
    expect(screen.getByLabelText('Hotend fan speed')).toHaveTextContent('100 %');
    expect(screen.queryByRole('textbox', { name: 'Hotend fan speed' })).toBeNull();
  });

  it('drives output pins: PWM in the pin scale, digital with a switch', async () => {
    expect(screen.getByRole('textbox', { name: 'Caselight value' })).toHaveValue('25');
    await enter('Caselight value', '80');
    await userEvent.click(screen.getByRole('switch', { name: 'Chamber light' }));
    await sentAre(['SET_PIN PIN=caselight VALUE=80', 'SET_PIN PIN=chamber_light VALUE=0']);
  });

  it('sets an LED channel with SET_LED keeping the others', async () => {
    await screen.findByRole('textbox', { name: 'Status leds red' });
    expect(screen.getByRole('textbox', { name: 'Status leds blue' })).toHaveValue('153');
    await enter('Status leds red', '255');
    await enter('Status leds white', '51');
    await sentAre([
      'SET_LED LED=status_leds RED=1 GREEN=0.2 BLUE=0.6 WHITE=0 SYNC=0 TRANSMIT=1',
      'SET_LED LED=status_leds RED=1 GREEN=0.2 BLUE=0.6 WHITE=0.2 SYNC=0 TRANSMIT=1',
    ]);
  });
});
