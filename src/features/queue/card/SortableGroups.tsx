// The queue's groups in a sortable list: a group dragged (mouse, touch or keyboard) to another place
// re-posts the whole queue in the new order with reset, as Moonraker has no call to move a job.
// Spoken announcements name the file and its place.
import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from '../../../locales/react';
import type { JobGroup } from '../rules/queue-rules';
import queueMessages from '../../../locales/en/queue.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(queueMessages);

interface Props {
  groups: readonly JobGroup[];
  /** A group was dropped at another place among the groups. */
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

const idOf = (group: JobGroup) => group.jobIds[0] ?? group.filename;

export function SortableGroups({ groups, onMove, children }: Props) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = groups.map(idOf);
  const indexOf = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id));
  const nameOf = (id: UniqueIdentifier) => {
    const name = groups[indexOf(id)]?.filename ?? String(id);
    return name.split('/').pop() ?? name;
  };
  const place = (id: UniqueIdentifier | undefined) => ({
    position: indexOf(id) + 1,
    count: groups.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('queue.announce.start', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      t('queue.announce.over', { name: nameOf(active.id), ...place(over?.id ?? active.id) }),
    onDragEnd: ({ active, over }) =>
      t('queue.announce.end', { name: nameOf(active.id), ...place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('queue.announce.cancel', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = indexOf(active.id);
    const to = indexOf(over?.id);
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('queue.announce.instructions') },
      }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
