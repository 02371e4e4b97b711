// The card registry gathered from the card.ts files (the dashboard's card folders and the features'
// own): every card once, found by id, each with a lazy body and a default place.
import { describe, expect, it } from 'vitest';
import { CARD_REGISTRY } from '../cards';

describe('the card registry', () => {
  it('has every card once, the cameras card from the camera feature too', () => {
    const ids = CARD_REGISTRY.cards.map((card) => card.id);
    expect(ids).toEqual([
      'cameras',
      'console',
      'fans',
      'gcodePreview',
      'jobs',
      'limits',
      'macros',
      'retract',
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
});
