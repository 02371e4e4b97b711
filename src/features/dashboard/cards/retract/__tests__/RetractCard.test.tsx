import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { openCardPrinter, type CardPrinter } from '../../../../../test/card-printer';
import { cardHidden } from '../../../../../test/card-hidden';
import card from '../card';
import { RetractCard } from '../RetractCard';

describe('RetractCard', () => {
  let p: CardPrinter | undefined;

  afterEach(() => p?.close());

  it('is hidden on a printer without [firmware_retraction]', async () => {
    p = await openCardPrinter({ status: { toolhead: {}, firmware_retraction: {} } });
    expect(cardHidden(card, p.scope).current).toBe(false);
    p.close();
    p = await openCardPrinter({ status: { toolhead: {}, extruder: { temperature: 20 } } });
    expect(cardHidden(card, p.scope).current).toBe(true);
    const { container } = p.render(<RetractCard />);
    expect(container).toBeEmptyDOMElement();
    expect(render(<RetractCard />).container).toBeEmptyDOMElement();
  });

  it('sends SET_RETRACTION within the §2 limits from the configured defaults', async () => {
    p = await openCardPrinter({
      status: {
        firmware_retraction: {
          retract_length: 0.8,
          retract_speed: 35,
          unretract_extra_length: 0,
          unretract_speed: 25,
        },
        configfile: {
          settings: {
            firmware_retraction: {
              retract_length: 0.8,
              retract_speed: 35,
              unretract_extra_length: 0,
              unretract_speed: 25,
            },
          },
        },
      },
    });
    p.render(<RetractCard />);
    const enter = async (name: string, value: string) => {
      const field = await screen.findByRole('textbox', { name });
      await userEvent.clear(field);
      await userEvent.type(field, `${value}{Enter}`);
    };
    await enter('Retract length', '1.7');
    expect(screen.getByText('Max 1.6')).toBeInTheDocument();
    await enter('Retract length', '1.2');
    await enter('Unretract extra length', '15');
    await enter('Retract speed', '71');
    expect(screen.getByText('Max 70')).toBeInTheDocument();
    await waitFor(() =>
      expect(p!.scripts()).toEqual([
        'SET_RETRACTION RETRACT_LENGTH=1.2',
        'SET_RETRACTION UNRETRACT_EXTRA_LENGTH=15',
      ]),
    );
  });
});
