// The card registry gathered from the card.ts files (the dashboard's card folders and the features'
// own): every card once, found by id, each with a lazy body and a default place.
import { describe, expect, it, vi } from 'vitest';
import { CARD_REGISTRY, FIRST_CARDS } from '../cards';

describe('the card registry', () => {
  it('has every card once, the cameras, queue and spool cards from their features too', () => {
    const ids = CARD_REGISTRY.cards.map((card) => card.id);
    expect(ids).toEqual([
      'cameras',
      'console',
      'fans',
      'gcodePreview',
      'jobs',
      'limits',
      'macros',
      'queue',
      'retract',
      'spoolman',
      'status',
      'temperature',
      'toolhead',
    ]);
    for (const id of ids) expect(CARD_REGISTRY.byId.get(id)?.id).toBe(id);
  });

  it('gives each card a lazy body, a height and a place in a column', () => {
    for (const card of CARD_REGISTRY.cards) {
      expect(card.Body, card.id).toBeTruthy();
      expect(card.height, card.id).toBeGreaterThan(0);
      expect(['container1', 'container2'], card.id).toContain(card.container);
    }
  });

  it('loads the first cards’ bodies at start-up, so they render without a placeholder', async () => {
    expect(FIRST_CARDS).toEqual(['status', 'temperature']);
    for (const id of FIRST_CARDS)
      await vi.waitFor(() => expect(CARD_REGISTRY.byId.get(id)?.Body.loaded(), id).toBe(true), {
        timeout: 10_000,
      });
  });
});
