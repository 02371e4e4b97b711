// A card whose body was loaded ahead (the first page's cards) renders at once wherever it stands,
// before its place is watched for coming into view; the others still wait for their place.
import { screen } from '@testing-library/react';
import Build from '@mui/icons-material/Build';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CardsProvider,
  type CardDefinition,
  type CardRegistry,
  type RegisteredCard,
} from '../../../components/card-types';
import { lazyBody } from '../../../components/lazy-body';
import { registerCards } from '../../../state/layout';
import { openCardPrinter, type CardPrinter } from '../../../test/card-printer';
import DashboardPage from '../DashboardPage';

/** An IntersectionObserver (jsdom has none) under which no place ever comes into view. */
class NeverInView {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('cards loaded ahead', () => {
  let p: CardPrinter | undefined;

  beforeEach(() => {
    globalThis.IntersectionObserver = NeverInView as unknown as typeof IntersectionObserver;
  });

  afterEach(() => {
    p?.close();
    p = undefined;
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    registerCards([]);
  });

  function card(id: string, order: number, text: string, ahead: boolean): RegisteredCard {
    const definition: CardDefinition = {
      id,
      titleKey: 'layout.cards.status',
      icon: Build,
      height: 400,
      container: 'container1',
      order,
      load: () => Promise.resolve({ default: () => <p>{text}</p> }),
    };
    return { ...definition, Body: lazyBody(definition.load), ahead };
  }

  it('render at once, even second in the column and with no place watched yet', async () => {
    const cards = [
      card('status', 0, 'Status body', false),
      card('temperature', 1, 'Extruder 205.3 °C', true),
      card('toolhead', 2, 'Toolhead body', false),
    ];
    await cards[1]!.Body.preload();
    const registry: CardRegistry = { cards, byId: new Map(cards.map((c) => [c.id, c])) };
    registerCards(cards.map(({ id, container, order }) => ({ id, container, order })));
    p = await openCardPrinter({ status: { print_stats: { state: 'standby' } } });
    p.render(
      <CardsProvider registry={registry}>
        <DashboardPage />
      </CardsProvider>,
    );
    expect(await screen.findByText('Status body')).toBeInTheDocument();
    expect(screen.getByText('Extruder 205.3 °C')).toBeInTheDocument();
    expect(screen.queryByText('Toolhead body')).toBeNull();
  });
});
