// The dashboard: the cards of the registry in the stored layout's two containers, side by side on
// large screens and one after the other below. A card shows when it is enabled and its rule does
// not hide it; in layout-edit mode (its own chunk, with dnd-kit) every card shows. A card's body
// is its own chunk, loaded once its place on the page is in view; until then the place is the card's
// titled frame, so every card's heading is on the page from the start. Cards that come into view
// together render one after another (card-queue.ts).
import { startTransition, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { lazy } from '../../components/lazy';
import Box from '@mui/material/Box';
import { useTranslation } from '../../locales/react';
import { TITLE_BAR_HEIGHT } from '../../components/CardFrame';
import { DashboardCard } from '../../components/DashboardCard';
import { CONTAINERS, type ContainerId } from '../../lib/layout';
import { revealCard, useLayout } from '../../state/layout';
import { usePrinter } from '../../state/printer';
import { usePrinterScope } from '../../state/scope/context';
import { useServer } from '../../state/server';
import { useCards, useHiddenCards, type RegisteredCard } from '../../components/card-types';
import { CardBoundary } from './CardBoundary';
import { COLUMN_SX, GRID_SX } from './columns';
import { useCardInView } from './use-card-in-view';

const DOWN = new Set(['error', 'shutdown', 'disconnected']);

const LayoutEditor = lazy(() => import('./edit/LayoutEditor'));

/**
 * A card whose body has not loaded: its title bar (icon, heading, collapse button) over a busy space
 * as high as the card is said to be, so a screen reader or find-in-page meets every card's title.
 */
function CardPlaceholder({ card, title }: { card: RegisteredCard; title: string }) {
  return (
    <DashboardCard id={card.id} title={title} icon={card.icon} busy>
      <Box sx={{ height: Math.max(0, card.height - TITLE_BAR_HEIGHT) }} />
    </DashboardCard>
  );
}

/**
 * A card's place: the body loads once the place is in view (the page's first card, and a card whose
 * body was loaded ahead, at once).
 */
function CardSlot({
  card,
  armed,
  first,
}: {
  card: RegisteredCard;
  armed: boolean;
  first: boolean;
}) {
  const { t } = useTranslation();
  const { Body } = card;
  const title = t(card.titleKey);
  const place = useRef<HTMLDivElement>(null);
  // A card asked to be brought into view is scrolled to at the next frame (with the layout the
  // browser does then, rather than a forced one in the task that asked), its code asked for in a
  // task of its own after that, and its body rendered as soon as the code is here, at transition
  // priority, without waiting for its turn.
  const scope = usePrinterScope();
  const reveal = useLayout((s) => s.reveal === card.id);
  const [forced, setForced] = useState(false);
  useEffect(() => {
    if (!reveal) return;
    revealCard(scope, null);
    const show = () => startTransition(() => setForced(true));
    requestAnimationFrame(() => {
      place.current?.scrollIntoView({ block: 'start' });
      setTimeout(() => Body.preload().then(show, show), 0);
    });
  }, [reveal, scope, Body]);
  const now = first || forced || card.ahead;
  const seen = useCardInView(place, Body, armed && !now);
  const placeholder = <CardPlaceholder card={card} title={title} />;
  return (
    <div ref={place} style={{ scrollMarginTop: 72 }}>
      <CardBoundary name={title}>
        {now || seen ? (
          <Suspense fallback={placeholder}>
            <Body />
          </Suspense>
        ) : (
          placeholder
        )}
      </CardBoundary>
    </div>
  );
}

export default function DashboardPage() {
  const layout = useLayout((s) => s.layout);
  const loaded = useLayout((s) => s.loaded);
  const editing = useLayout((s) => s.editing);
  // Watch which places are in view only once the page has its final layout: the printer's status
  // arrived, or Klipper is down (not merely starting) — before that, cards move as they appear.
  const seeded = usePrinter((s) => s.status.print_stats !== undefined);
  const down = useServer((s) => DOWN.has(s.klippyState ?? 'startup'));
  const armed = seeded || down;
  const { cards, byId } = useCards();
  const hidden = useHiddenCards(cards);

  const shown = useMemo(() => {
    const visible = (container: ContainerId) =>
      layout[container].flatMap(({ id, enabled }) => {
        const card = byId.get(id);
        return card && enabled && !hidden.has(id) ? [card] : [];
      });
    return { container1: visible('container1'), container2: visible('container2') };
  }, [layout, byId, hidden]);
  const firstCard = shown.container1[0] ?? shown.container2[0];

  // Until the stored layout is read, show nothing rather than a default that would jump.
  if (!loaded) return null;
  if (editing)
    return (
      <CardBoundary name="layout">
        <Suspense fallback={null}>
          <LayoutEditor />
        </Suspense>
      </CardBoundary>
    );

  return (
    <Box sx={GRID_SX}>
      {CONTAINERS.map((container) => (
        <Box key={container} sx={COLUMN_SX}>
          {shown[container].map((card) => (
            <CardSlot key={card.id} card={card} armed={armed} first={card === firstCard} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
