// The dashboard page over a pretend printer, for the tests of its card places: cards whose body is
// a line of text, put in the printer's layout in their order, under a stand-in for
// IntersectionObserver (jsdom has none) that each test file makes to suit what it checks.
import Build from '@mui/icons-material/Build';
import { afterEach, beforeEach } from 'vitest';
import { CardsProvider, type CardDefinition, type RegisteredCard } from '../components/card-types';
import DashboardPage from '../features/dashboard/DashboardPage';
import { registerCards } from '../state/layout';
import { openCardPrinter, type CardPrinter } from './card-printer';

/** A card of the first column whose body says `text`; `onLoad` hears each fetch of its chunk. */
export function textCard(
  id: string,
  order: number,
  text: string,
  opts: { titleKey?: CardDefinition['titleKey']; onLoad?: () => void } = {},
): CardDefinition {
  return {
    id,
    titleKey: opts.titleKey ?? 'layout.cards.status',
    icon: Build,
    height: 400,
    container: 'container1',
    order,
    load: () => {
      opts.onLoad?.();
      return Promise.resolve({ default: () => <p>{text}</p> });
    },
  };
}

type ObserverClass = new (callback: IntersectionObserverCallback) => object;

/**
 * An IntersectionObserver stand-in whose watched places come into view when the test says so.
 * Make one inside a describe and `forget()` the observers of the test before in a beforeEach.
 */
export function scrollingObserver(): {
  Observer: ObserverClass;
  /** Every place watched now comes into view. */
  scrollAllIntoView(): void;
  forget(): void;
} {
  const all: { targets: Element[]; callback: IntersectionObserverCallback }[] = [];
  class Observer {
    readonly targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      all.push(this);
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
  }
  return {
    Observer,
    scrollAllIntoView() {
      for (const observer of all) {
        const entries = observer.targets.map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        if (entries.length > 0)
          observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    },
    forget: () => void all.splice(0),
  };
}

/**
 * Call inside a describe: each test runs with `Observer` as the page's IntersectionObserver, and
 * `show(cards)` puts the cards in a standby printer's layout and renders the dashboard page (it
 * answers the printer). The printer, the observer and the layout go after each test.
 */
export function dashboardPage(Observer: ObserverClass): {
  show(cards: RegisteredCard[]): Promise<CardPrinter>;
} {
  let p: CardPrinter | undefined;
  beforeEach(() => {
    globalThis.IntersectionObserver = Observer as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    p?.close();
    p = undefined;
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    registerCards([]);
  });
  return {
    async show(cards) {
      const registry = { cards, byId: new Map(cards.map((c) => [c.id, c])) };
      registerCards(cards.map(({ id, container, order }) => ({ id, container, order })));
      p = await openCardPrinter({ status: { print_stats: { state: 'standby' } } });
      p.render(
        <CardsProvider registry={registry}>
          <DashboardPage />
        </CardsProvider>,
      );
      return p;
    },
  };
}
