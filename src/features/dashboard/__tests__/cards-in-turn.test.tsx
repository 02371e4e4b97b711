// Cards whose places come into view together render one after another (each body once the one
// before has rendered and a frame has passed), and a card asked to be revealed renders and is
// scrolled to at the next frame, without the cards between it and the top rendering.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CardDefinition, RegisteredCard } from '../../../components/card-types';
import { lazyBody } from '../../../components/lazy-body';
import { revealCard } from '../../../state/layout';
import { dashboardPage, scrollingObserver, textCard } from '../../../test/dashboard-page';

/** A busy machine can take over a second for the page's first render. */
const SLOW = { timeout: 5000 };

describe('cards coming into view', () => {
  const view = scrollingObserver();
  const page = dashboardPage(view.Observer);
  let scrolledTo: string[];
  const scrollIntoView = Element.prototype.scrollIntoView;

  beforeEach(() => {
    view.forget();
    scrolledTo = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      // The card's frame (its data-card) or, once rendered, its body's text.
      const frame = this.querySelector('[data-card]')?.getAttribute('data-card');
      scrolledTo.push(frame ?? this.textContent ?? '');
    };
  });

  afterEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  function card(id: string, titleKey: CardDefinition['titleKey'], order: number): RegisteredCard {
    const definition = textCard(id, order, `${id} body`, { titleKey });
    return { ...definition, Body: lazyBody(definition.load), ahead: false };
  }

  async function show(cards: RegisteredCard[]) {
    await page.show(cards);
    expect(await screen.findByText('status body', undefined, SLOW)).toBeInTheDocument();
  }

  const has = (text: string) => screen.queryByText(text) !== null;

  it('render one after another when they come into view together', async () => {
    await show([
      card('status', 'layout.cards.status', 0),
      card('toolhead', 'layout.cards.toolhead', 1),
      card('macros', 'layout.cards.macros', 2),
      card('fans', 'layout.cards.fans', 3),
    ]);
    await act(async () => view.scrollAllIntoView());

    expect(await screen.findByText('toolhead body', undefined, SLOW)).toBeInTheDocument();
    expect([has('macros body'), has('fans body')]).toEqual([false, false]);
    expect(await screen.findByText('macros body', undefined, SLOW)).toBeInTheDocument();
    expect(has('fans body')).toBe(false);
    expect(await screen.findByText('fans body', undefined, SLOW)).toBeInTheDocument();
  });

  it('a revealed card renders and is scrolled to; the cards above it stay frames', async () => {
    const shown = [
      card('status', 'layout.cards.status', 0),
      card('toolhead', 'layout.cards.toolhead', 1),
      card('macros', 'layout.cards.macros', 2),
      card('gcodePreview', 'layout.cards.gcodePreview', 3),
    ];
    const p = await page.show(shown);
    expect(await screen.findByText('status body', undefined, SLOW)).toBeInTheDocument();
    act(() => revealCard(p.scope, 'gcodePreview'));
    // Not in the task that asked: the scroll waits for the next frame's layout instead of forcing one.
    expect(scrolledTo).toEqual([]);

    expect(await screen.findByText('gcodePreview body', undefined, SLOW)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(scrolledTo).toEqual([expect.stringMatching(/^gcodePreview/)]);
    expect([has('toolhead body'), has('macros body')]).toEqual([false, false]);
    expect(screen.getByRole('region', { name: 'Toolhead' })).toHaveAttribute('aria-busy', 'true');
  });
});
