// Cards whose places come into view together render one after another (each body once the one
// before has rendered and a frame has passed), and a card asked to be revealed renders and is
// scrolled to at the next frame, without the cards between it and the top rendering.
import { act, screen } from '@testing-library/react';
import Build from '@mui/icons-material/Build';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CardsProvider,
  type CardDefinition,
  type CardRegistry,
  type RegisteredCard,
} from '../../../components/card-types';
import { lazyBody } from '../../../components/lazy-body';
import { registerCards, revealCard } from '../../../state/layout';
import { openCardPrinter, type CardPrinter } from '../../../test/card-printer';
import DashboardPage from '../DashboardPage';

describe('cards coming into view', () => {
  /** IntersectionObserver as jsdom lacks it: a test says when the watched places come into view. */
  class FakeObserver {
    static all: FakeObserver[] = [];
    readonly targets: Element[] = [];
    constructor(private readonly callback: IntersectionObserverCallback) {
      FakeObserver.all.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.targets.length = 0;
    }
    takeRecords() {
      return [];
    }
    static scrollAllIntoView() {
      for (const observer of FakeObserver.all) {
        const entries = observer.targets.map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        if (entries.length > 0)
          observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    }
  }

  let p: CardPrinter | undefined;
  let scrolledTo: string[];
  const scrollIntoView = Element.prototype.scrollIntoView;

  beforeEach(() => {
    FakeObserver.all = [];
    scrolledTo = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    Element.prototype.scrollIntoView = function (this: Element) {
      // The card's frame (its data-card) or, once rendered, its body's text.
      scrolledTo.push(
        this.querySelector('[data-card]')?.getAttribute('data-card') ?? this.textContent ?? '',
      );
    };
  });

  afterEach(() => {
    p?.close();
    p = undefined;
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    Element.prototype.scrollIntoView = scrollIntoView;
    registerCards([]);
  });

  function card(id: string, titleKey: CardDefinition['titleKey'], order: number): RegisteredCard {
    const definition: CardDefinition = {
      id,
      titleKey,
      icon: Build,
      height: 400,
      container: 'container1',
      order,
      load: () => Promise.resolve({ default: () => <p>{`${id} body`}</p> }),
    };
    return { ...definition, Body: lazyBody(definition.load), ahead: false };
  }

  async function show(cards: RegisteredCard[]) {
    const registry: CardRegistry = { cards, byId: new Map(cards.map((c) => [c.id, c])) };
    registerCards(cards.map(({ id, container, order }) => ({ id, container, order })));
    p = await openCardPrinter({ status: { print_stats: { state: 'standby' } } });
    p.render(
      <CardsProvider registry={registry}>
        <DashboardPage />
      </CardsProvider>,
    );
    expect(await screen.findByText('status body')).toBeInTheDocument();
  }

  const has = (text: string) => screen.queryByText(text) !== null;

  it('render one after another when they come into view together', async () => {
    await show([
      card('status', 'layout.cards.status', 0),
      card('toolhead', 'layout.cards.toolhead', 1),
      card('macros', 'layout.cards.macros', 2),
      card('fans', 'layout.cards.fans', 3),
    ]);
    await act(async () => FakeObserver.scrollAllIntoView());

    expect(await screen.findByText('toolhead body')).toBeInTheDocument();
    expect([has('macros body'), has('fans body')]).toEqual([false, false]);
    expect(await screen.findByText('macros body')).toBeInTheDocument();
    expect(has('fans body')).toBe(false);
    expect(await screen.findByText('fans body')).toBeInTheDocument();
  });

  it('a revealed card renders and is scrolled to; the cards above it stay frames', async () => {
    await show([
      card('status', 'layout.cards.status', 0),
      card('toolhead', 'layout.cards.toolhead', 1),
      card('macros', 'layout.cards.macros', 2),
      card('gcodePreview', 'layout.cards.gcodePreview', 3),
    ]);
    act(() => revealCard(p!.scope, 'gcodePreview'));
    // Not in the task that asked: the scroll waits for the next frame's layout instead of forcing one.
    expect(scrolledTo).toEqual([]);

    expect(await screen.findByText('gcodePreview body')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(scrolledTo).toEqual([expect.stringMatching(/^gcodePreview/)]);
    expect([has('toolhead body'), has('macros body')]).toEqual([false, false]);
    expect(screen.getByRole('region', { name: 'Toolhead' })).toHaveAttribute('aria-busy', 'true');
  });
});
