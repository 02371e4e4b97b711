// The dashboard's cards: every card.ts — a dashboard card's folder (features/dashboard/cards/<id>/)
// or a feature's own (features/<area>/card.ts) — found by glob, so a new card adds a file and edits
// nothing central. Each card's body stays a lazy chunk. The layout store learns the cards' default
// places once, here.
import { lazy } from 'react';
import type { CardDefinition, CardRegistry, RegisteredCard } from '../components/card-types';
import { registerCards } from '../state/layout';

type CardModule = { default: CardDefinition };

const modules = {
  ...import.meta.glob<CardModule>('../features/dashboard/cards/*/card.ts', { eager: true }),
  ...import.meta.glob<CardModule>('../features/*/card.ts', { eager: true }),
};

const cards: RegisteredCard[] = Object.values(modules)
  .map(({ default: card }) => ({ ...card, Body: lazy(card.load) }))
  .sort((a, b) => (a.id < b.id ? -1 : 1));

export const CARD_REGISTRY: CardRegistry = {
  cards,
  byId: new Map(cards.map((card) => [card.id, card])),
};

registerCards(cards.map(({ id, container, order }) => ({ id, container, order })));
