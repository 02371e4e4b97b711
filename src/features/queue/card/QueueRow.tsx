// One group of the queue: consecutive jobs of one file, with a drag handle (mouse, touch, or the
// keyboard: Space to pick up, arrows, Space to drop), its thumbnail, name, '× N' when there are
// several, its number of copies (edited in place), the estimate of one job, and buttons to move it
// to the front and to remove it.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import VerticalAlignTop from '@mui/icons-material/VerticalAlignTop';
import InsertDriveFile from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslation } from '../../../locales/react';
import { formatDuration } from '../../../lib/format';
import { pickThumbnail, thumbnailUrl } from '../../../lib/files';
import type { JobGroup } from '../rules/queue-rules';
import type { QueuedFile } from '../store';
import { CopiesField } from './CopiesField';
import queueMessages from '../../../locales/en/queue.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(queueMessages);

interface Props {
  group: JobGroup;
  file: QueuedFile | null | undefined;
  apiUrl: string;
  /** The group stands first (nothing to move to the front). */
  first: boolean;
  onJump: () => void;
  onRemove: () => void;
  /** Gives the group this many jobs. */
  onCopies: (copies: number) => Promise<unknown>;
}

const THUMB = 40;

export function QueueRow({ group, file, apiUrl, first, onJump, onRemove, onCopies }: Props) {
  const { t } = useTranslation();
  const name = group.filename.split('/').pop() ?? group.filename;
  const dir = group.filename.split('/').slice(0, -1).join('/');
  const thumb = pickThumbnail(file?.thumbnails, 32);
  const count = group.jobIds.length;
  const estimate = file?.estimated_time;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: group.jobIds[0] ?? group.filename });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={
        count > 1 ? `${group.filename} ${t('queue.copies', { n: count })}` : group.filename
      }
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        minWidth: 0,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        bgcolor: isDragging ? 'background.paper' : undefined,
        boxShadow: isDragging ? 4 : undefined,
      }}
    >
      <IconButton
        size="small"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('queue.drag', { name })}
        title={t('queue.drag', { name })}
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', ml: -1 }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Box
        sx={{
          width: THUMB,
          height: THUMB,
          flex: 'none',
          display: 'grid',
          placeItems: 'center',
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflow: 'hidden',
        }}
      >
        {thumb ? (
          <img
            src={thumbnailUrl(apiUrl, dir, thumb, file?.modified)}
            alt=""
            width={THUMB}
            height={THUMB}
            style={{ objectFit: 'contain' }}
          />
        ) : (
          <InsertDriveFile fontSize="small" color="disabled" />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={group.filename}>
          {name}
        </Typography>
        <CopiesField count={count} name={name} onSet={onCopies}>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {estimate ? formatDuration(estimate) : t('queue.noEstimate')}
          </Typography>
        </CopiesField>
      </Box>
      {!first && (
        <IconButton
          size="small"
          onClick={onJump}
          aria-label={t('queue.jump', { name })}
          title={t('queue.jump', { name })}
        >
          <VerticalAlignTop fontSize="small" />
        </IconButton>
      )}
      <IconButton
        size="small"
        onClick={onRemove}
        aria-label={t('queue.remove', { name })}
        title={t('queue.remove', { name })}
      >
        <Delete fontSize="small" />
      </IconButton>
    </Box>
  );
}
