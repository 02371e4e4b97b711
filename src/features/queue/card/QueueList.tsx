// The queued groups as a list the user can reorder by drag (its own chunk, with dnd-kit): each row
// moves to the front or is removed; a group dropped elsewhere posts the queue again in that order.
import Box from '@mui/material/Box';
import { useTranslation } from '../../../locales/react';
import { usePrinterScope } from '../../../state/scope/context';
import type { JobGroup } from '../rules/queue-rules';
import { queueActions, type QueuedFile } from '../store';
import { QueueRow } from './QueueRow';
import { SortableGroups } from './SortableGroups';

interface Props {
  groups: JobGroup[];
  files: Record<string, QueuedFile | null>;
}

export default function QueueList({ groups, files }: Props) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  // The move is made by job id on the queue as the printer has it at the drop (see the store).
  const move = (from: number, to: number) => {
    const moved = groups[from];
    const target = groups[to];
    if (moved && target) void queueActions.move(scope, moved.jobIds, target.jobIds, to > from);
  };
  return (
    <SortableGroups groups={groups} onMove={move}>
      <Box
        component="ol"
        aria-label={t('layout.cards.queue')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          '& > li + li': { borderTop: 1, borderColor: 'divider' },
        }}
      >
        {groups.map((group, index) => (
          <QueueRow
            key={group.jobIds[0]}
            group={group}
            file={files[group.filename]}
            apiUrl={scope.apiUrl}
            first={index === 0}
            onJump={() => void queueActions.jump(scope, group.jobIds[0] ?? '')}
            onRemove={() => void queueActions.remove(scope, group.jobIds)}
            onCopies={(copies) => queueActions.setCopies(scope, group.jobIds, copies)}
          />
        ))}
      </Box>
    </SortableGroups>
  );
}
