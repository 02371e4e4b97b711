// The dashboard's cards: every card.ts — a dashboard card's folder (features/dashboard/cards/<id>/)
// or a feature's own (features/<area>/card.ts) — found by glob, so a new card adds a file and edits
// nothing central. Each card's body stays a lazy chunk. The layout store learns the cards' default
// places once, here.
import type { CardDefinition, CardRegistry, RegisteredCard } from '../components/card-types';
import { lazyBody } from '../components/lazy-body';
import { registerCards } from '../state/layout';

type CardModule = { default: CardDefinition };

const modules = {
  ...import.meta.glob<CardModule>('../features/dashboard/cards/*/card.ts', { eager: true }),
  ...import.meta.glob<CardModule>('../features/*/card.ts', { eager: true }),
};

/**
 * The cards at the top of the default layout, whose bodies ship with the first page (vite.config.ts
 * FIRST_PAGE): loaded at start-up and rendered at once, so the dashboard shows them, and the first
 * temperatures, in the render that lays out the cards rather than after a placeholder.
 */
export const FIRST_CARDS = ['status', 'temperature'];

const cards: RegisteredCard[] = Object.values(modules)
  .map(({ default: card }) => ({
    ...card,
    Body: lazyBody(card.load),
    ahead: FIRST_CARDS.includes(card.id),
  }))
  .sort((a, b) => (a.id < b.id ? -1 : 1));

export const CARD_REGISTRY: CardRegistry = {
  cards,
  byId: new Map(cards.map((card) => [card.id, card])),
};

registerCards(cards.map(({ id, container, order }) => ({ id, container, order })));

for (const card of cards) if (card.ahead) void card.Body.preload();
