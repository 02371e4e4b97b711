// The card registry: every folder under cards/ with a card.ts is a dashboard card. Adding a card
// is adding a folder; nothing here lists them. Each card's body stays a lazy chunk.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { registerCards } from '../../state/layout';
import type { CardContext, CardDefinition } from './card-types';

export interface RegisteredCard extends CardDefinition {
  Body: LazyExoticComponent<ComponentType>;
}

const modules = import.meta.glob<{ default: CardDefinition }>('./cards/*/card.ts', {
  eager: true,
});

export const CARDS: readonly RegisteredCard[] = Object.values(modules)
  .map(({ default: card }) => ({ ...card, Body: lazy(card.load) }))
  .sort((a, b) => (a.id < b.id ? -1 : 1));

export const CARDS_BY_ID: ReadonlyMap<string, RegisteredCard> = new Map(
  CARDS.map((card) => [card.id, card]),
);

registerCards(CARDS.map(({ id, container, order }) => ({ id, container, order })));

/** Whether a card shows outside layout-edit mode (its enabled flag aside). */
export function cardHidden(card: CardDefinition, ctx: CardContext): boolean {
  return card.hidden?.(ctx) ?? false;
}
