import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPrinter, seedStatus } from '../../../../../state/printer';
import card from '../card';
import { RetractCard } from '../RetractCard';

const sent: string[] = [];
vi.mock('../../../../../state/session', () => ({
  attempt: (work: (api: unknown) => Promise<unknown>) =>
    work({ printer: { gcodeScript: (script: string) => Promise.resolve(sent.push(script)) } }),
  writeSetting: () => Promise.resolve(null),
}));

describe('RetractCard', () => {
  beforeEach(() => {
    sent.length = 0;
    resetPrinter();
  });

  it('is hidden on a printer without [firmware_retraction]', () => {
    const ctx = { klippyReady: true, components: [] };
    expect(card.hidden?.({ ...ctx, objects: ['toolhead', 'extruder'] })).toBe(true);
    expect(card.hidden?.({ ...ctx, objects: ['toolhead', 'firmware_retraction'] })).toBe(false);
    const { container } = render(<RetractCard />);
    expect(container).toBeEmptyDOMElement();
  });

  it('sends SET_RETRACTION within the §2 limits from the configured defaults', async () => {
    seedStatus({
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
    });
    render(<RetractCard />);
    const enter = async (name: string, value: string) => {
      const field = screen.getByRole('textbox', { name });
      await userEvent.clear(field);
      await userEvent.type(field, `${value}{Enter}`);
    };
    await enter('Retract length', '1.7');
    expect(screen.getByText('Max 1.6')).toBeInTheDocument();
    await enter('Retract length', '1.2');
    await enter('Unretract extra length', '15');
    await enter('Retract speed', '71');
    expect(screen.getByText('Max 70')).toBeInTheDocument();
    expect(sent).toEqual([
      'SET_RETRACTION RETRACT_LENGTH=1.2',
      'SET_RETRACTION UNRETRACT_EXTRA_LENGTH=15',
    ]);
  });
});
