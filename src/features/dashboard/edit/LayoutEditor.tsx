// Layout-edit mode (its own chunk, with dnd-kit): a bar with 'Exit layout' and 'Reset layout', and
// every card, enabled or not, in the two containers. Cards are dragged by their handle within and
// between the containers with the mouse, by touch, or with the keyboard (Space or Enter picks a
// card up, the arrow keys move it, Space or Enter drops it, Escape cancels). A drop is saved.
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from '../../../locales/react';
import {
  CONTAINERS,
  findCard,
  moveCard,
  type ContainerId,
  type DashboardLayout,
  type LayoutEntry,
} from '../../../lib/layout';
import { resetLayout, saveLayout, setEditingLayout, useLayout } from '../../../state/layout';
import { usePrinterScope } from '../../../state/scope/context';
import { primaryText } from '../../../components/colors';
import { COLUMN_SX, GRID_SX } from '../columns';
import { useCards } from '../../../components/card-types';
import { EditTile } from './EditTile';
import layoutEditorMessages from '../../../locales/en/layoutEditor.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(layoutEditorMessages);

const isContainer = (id: UniqueIdentifier): id is ContainerId =>
  (CONTAINERS as readonly UniqueIdentifier[]).includes(id);

/** The container and index a drop on `over` means (a container itself: its end). */
function dropTarget(
  layout: DashboardLayout,
  over: UniqueIdentifier,
): { container: ContainerId; index: number } | null {
  if (isContainer(over)) return { container: over, index: layout[over].length };
  return findCard(layout, String(over));
}

function Column({
  container,
  entries,
  label,
}: {
  container: ContainerId;
  entries: LayoutEntry[];
  label: string;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: container });
  const { byId } = useCards();
  return (
    <SortableContext
      id={container}
      items={entries.map((e) => e.id)}
      strategy={verticalListSortingStrategy}
    >
      <Box
        ref={setNodeRef}
        role="group"
        aria-label={label}
        sx={{
          ...COLUMN_SX,
          minHeight: 120,
          p: 1,
          borderRadius: 2,
          border: 2,
          borderStyle: 'dashed',
          borderColor: isOver ? 'primary.main' : 'divider',
        }}
      >
        <Typography variant="overline" color="text.secondary" sx={{ px: 1, lineHeight: 1.5 }}>
          {label}
        </Typography>
        {entries.map((entry) => {
          const card = byId.get(entry.id);
          return card ? <EditTile key={entry.id} card={card} entry={entry} /> : null;
        })}
      </Box>
    </SortableContext>
  );
}

export default function LayoutEditor() {
  const { t } = useTranslation();
  const { byId } = useCards();
  const scope = usePrinterScope();
  const stored = useLayout((s) => s.layout);
  /** The layout while a card is being dragged (moves between containers show at once). */
  const [draft, setDraft] = useState<DashboardLayout | null>(null);
  const layout = draft ?? stored;
  const current = useRef(layout);
  current.current = layout;
  // Left and right go to the other column, next to the card at about the same height (or into the
  // column when it is empty). dnd-kit's own rule picks the nearest droppable to the left, which is
  // the card's own column (its padding is a few pixels left of the card). Up and down are its rule.
  const coordinates: KeyboardCoordinateGetter = (event, args) => {
    if (event.code !== 'ArrowLeft' && event.code !== 'ArrowRight')
      return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    const { active, collisionRect, droppableRects } = args.context;
    const target: ContainerId = event.code === 'ArrowLeft' ? 'container1' : 'container2';
    const at = active ? findCard(current.current, String(active.id)) : null;
    if (!at || !collisionRect || at.container === target) return undefined;
    const rects = current.current[target]
      .map((entry) => droppableRects.get(entry.id))
      .filter((rect) => rect !== undefined);
    const nearest = rects.sort(
      (a, b) => Math.abs(a.top - collisionRect.top) - Math.abs(b.top - collisionRect.top),
    )[0];
    const rect = nearest ?? droppableRects.get(target);
    return rect ? { x: rect.left, y: rect.top } : undefined;
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: coordinates }),
  );

  // Over a container that holds cards, the closest of its cards is the target (so that a card can
  // be placed among them, also with the keyboard); an empty container is a target itself.
  const collision: CollisionDetection = (args) => {
    const hits = closestCorners(args);
    const first = hits[0]?.id;
    if (first === undefined || !isContainer(first)) return hits;
    const ids = new Set(current.current[first].map((entry) => entry.id));
    const within = closestCorners({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) => ids.has(String(c.id))),
    });
    return within.length > 0 ? within : hits;
  };

  const titleOf = (id: UniqueIdentifier) => {
    const card = byId.get(String(id));
    return card ? t(card.titleKey) : String(id);
  };
  const where = (id: UniqueIdentifier) => {
    const at = findCard(current.current, String(id));
    return at
      ? { column: CONTAINERS.indexOf(at.container) + 1, position: at.index + 1 }
      : { column: 0, position: 0 };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('layoutEditor.announce.start', { title: titleOf(active.id) }),
    onDragOver: ({ active }) =>
      t('layoutEditor.announce.over', { title: titleOf(active.id), ...where(active.id) }),
    onDragEnd: ({ active }) =>
      t('layoutEditor.announce.end', { title: titleOf(active.id), ...where(active.id) }),
    onDragCancel: ({ active }) => t('layoutEditor.announce.cancel', { title: titleOf(active.id) }),
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setDraft((previous) => {
      const base = previous ?? stored;
      const from = findCard(base, String(active.id));
      const to = dropTarget(base, over.id);
      if (!from || !to || over.id === active.id) return base;
      // Within a column only another card is a place (the column itself is where the card is).
      if (from.container === to.container && (isContainer(over.id) || from.index === to.index))
        return base;
      return moveCard(base, String(active.id), to.container, to.index);
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    let next = current.current;
    const to = over ? dropTarget(next, over.id) : null;
    const from = findCard(next, String(active.id));
    if (to && from && !isContainer(over?.id ?? ''))
      next = moveCard(next, String(active.id), to.container, to.index);
    setDraft(null);
    if (JSON.stringify(next) !== JSON.stringify(stored)) saveLayout(scope, next);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper
        role="toolbar"
        aria-label={t('layoutEditor.bar')}
        sx={{
          position: 'sticky',
          top: 64,
          zIndex: 3,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          border: 1,
          borderColor: 'primary.main',
        }}
      >
        <Typography variant="body2" sx={{ flex: '1 1 260px' }}>
          {t('layoutEditor.barHint')}
        </Typography>
        <Button variant="outlined" onClick={() => resetLayout(scope)} sx={{ color: primaryText }}>
          {t('layoutEditor.reset')}
        </Button>
        <Button variant="contained" onClick={() => setEditingLayout(scope, false)}>
          {t('layoutEditor.exit')}
        </Button>
      </Paper>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('layoutEditor.announce.instructions') },
        }}
        onDragStart={() => setDraft(stored)}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDraft(null)}
      >
        <Box sx={GRID_SX}>
          {CONTAINERS.map((container, i) => (
            <Column
              key={container}
              container={container}
              entries={layout[container]}
              label={t('layoutEditor.column', { n: i + 1 })}
            />
          ))}
        </Box>
      </DndContext>
    </Box>
  );
}
