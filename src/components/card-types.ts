// What a dashboard card declares about itself in its card.ts — a dashboard card's folder
// (features/dashboard/cards/<id>/card.ts) or a feature's own (features/<area>/card.ts) — found
// by the shell's card registry (app/cards.ts) and handed to the dashboard through CardsProvider.
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ContainerId } from '../lib/layout';
import type { LazyBody } from './lazy-body';
import type { MessageKey } from '../locales/keys';

export interface CardDefinition {
  /** The card's id in the layout (and in the database). */
  id: string;
  /** i18n key of the card's name, shown in layout-edit mode. */
  titleKey: MessageKey;
  icon: ComponentType<SvgIconProps>;
  /** The card's body, its own chunk. */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Outside layout-edit mode the card is hidden while this hook says so (besides being disabled).
   * It reads the printer the dashboard shows (its scope in context) and selects a boolean, so the
   * dashboard re-renders only when the answer changes.
   */
  useHidden?: () => boolean;
  /**
   * About how tall the card is (px): its place is kept this high until the body renders, and a
   * card whose place is below the fold loads its body only when scrolled to.
   */
  height: number;
  /** Default container and position in it (lower first). */
  container: ContainerId;
  order: number;
}

export interface RegisteredCard extends CardDefinition {
  /** The body, loaded when first rendered, or ahead by its preload(). */
  Body: LazyBody;
  /**
   * Its body is loaded at start-up (it ships with the first page): the dashboard renders it at once
   * wherever it stands, without waiting for its place to come into view.
   */
  ahead?: boolean;
}

export interface CardRegistry {
  cards: readonly RegisteredCard[];
  byId: ReadonlyMap<string, RegisteredCard>;
}

const CardsContext = createContext<CardRegistry>({ cards: [], byId: new Map() });

export function CardsProvider({
  registry,
  children,
}: {
  registry: CardRegistry;
  children?: ReactNode;
}) {
  return createElement(CardsContext.Provider, { value: registry }, children);
}

/** The dashboard's cards (the shell's registry). */
export function useCards(): CardRegistry {
  return useContext(CardsContext);
}

const never = () => false;

/**
 * The ids of the cards that hide themselves now. Each card's own hook runs, in the registry's
 * order: the registry is fixed for the page's life, so the same hooks run on every render.
 */
export function useHiddenCards(cards: readonly CardDefinition[]): ReadonlySet<string> {
  const hidden: string[] = [];
  for (const card of cards) {
    const useHidden = card.useHidden ?? never;
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the card list never changes at run time
    if (useHidden()) hidden.push(card.id);
  }
  const key = hidden.join('\n');
  return useMemo(() => new Set(key ? key.split('\n') : []), [key]);
}
