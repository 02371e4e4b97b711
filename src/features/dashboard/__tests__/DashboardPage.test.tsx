// The dashboard's card places: the page's first card renders at once; a card below the fold shows
// its title bar from the start (a heading a screen reader or find-in-page reaches) and fetches its
// body only when its place comes into view.
import { act, screen, within } from '@testing-library/react';
import { lazyBody } from '../../../components/lazy-body';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../components/card-types';
import { dashboardPage, scrollingObserver, textCard } from '../../../test/dashboard-page';

describe('DashboardPage', () => {
  // IntersectionObserver as jsdom lacks it: the test says when the watched places come into view.
  const view = scrollingObserver();
  const page = dashboardPage(view.Observer);
  let loads: Record<string, number>;

  /** A card whose body says `text`, counting how often its chunk was fetched. */
  function card(id: string, titleKey: CardDefinition['titleKey'], order: number, text: string) {
    const definition = textCard(id, order, text, {
      titleKey,
      onLoad: () => (loads[id] = (loads[id] ?? 0) + 1),
    });
    // A lazy component that can also be loaded ahead, each load counted.
    const Body = lazyBody(definition.load);
    return { ...definition, Body };
  }

  beforeEach(() => {
    loads = {};
    view.forget();
  });

  it("shows a below-the-fold card's heading at once and fetches its body when it comes into view", async () => {
    await page.show([
      card('status', 'layout.cards.status', 0, 'Status body'),
      card('toolhead', 'layout.cards.toolhead', 1, 'Toolhead body'),
    ]);

    // The first card renders at once.
    expect(await screen.findByText('Status body')).toBeInTheDocument();
    // The card below the fold: its section is named by its heading, busy, and its body not fetched.
    const place = screen.getByRole('region', { name: 'Toolhead' });
    expect(within(place).getByRole('heading', { level: 2, name: 'Toolhead' })).toBeInTheDocument();
    expect(place).toHaveAttribute('aria-busy', 'true');
    expect(loads.toolhead ?? 0).toBe(0);
    expect(screen.queryByText('Toolhead body')).toBeNull();

    // It scrolls into view: the body is fetched once and takes the place.
    await act(async () => view.scrollAllIntoView());
    expect(await screen.findByText('Toolhead body')).toBeInTheDocument();
    expect(loads.toolhead).toBe(1);
  });
});
