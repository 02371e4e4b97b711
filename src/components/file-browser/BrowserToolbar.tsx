// The browser's toolbar: root tabs, breadcrumbs, warnings, search, add actions (new file, new
// folder, upload), columns, refresh;
// with a selection it swaps to the bulk actions (add the selected printable files to the job queue,
// delete).
import Box from '@mui/material/Box';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import CreateNewFolder from '@mui/icons-material/CreateNewFolderOutlined';
import NoteAdd from '@mui/icons-material/NoteAddOutlined';
import FileUpload from '@mui/icons-material/FileUploadOutlined';
import PlayCircle from '@mui/icons-material/PlayCircleOutlined';
import QueuePlayNext from '@mui/icons-material/QueuePlayNext';
import Refresh from '@mui/icons-material/Refresh';
import ViewColumn from '@mui/icons-material/ViewColumnOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import Close from '@mui/icons-material/Close';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useTranslation } from '../../locales/react';
import { pathCrumbs, type RootProperties } from '../../lib/files';
import { primaryText } from '../colors';
import { useServer } from '../../state/server';
import filesMessages from '../../locales/en/files.json';
import queueMessages from '../../locales/en/queue.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(filesMessages);
registerEnglishArea(queueMessages);

interface Props {
  roots: string[];
  root: string;
  onRoot: (root: string) => void;
  path: string;
  onNavigate: (path: string) => void;
  props: RootProperties;
  available: boolean;
  lowDisk: boolean;
  selectedCount: number;
  filter: string;
  onFilter: (value: string) => void;
  onNewFolder: () => void;
  onNewFile: () => void;
  onUpload: () => void;
  onUploadAndPrint: () => void;
  /** Upload, then add to the printer's job queue (shown when it has the job_queue component). */
  onUploadAndQueue: () => void;
  onRefresh: () => void;
  onColumns: (anchor: HTMLElement) => void;
  onBulkDelete: () => void;
  /** The selection's printable files: 'Add to queue' adds them (where the printer has a queue). */
  queueable: readonly unknown[];
  onBulkQueue: () => void;
  onClearSelection: () => void;
}

const crumbSx = {
  border: 0,
  bgcolor: 'transparent',
  color: primaryText,
  font: 'inherit',
  cursor: 'pointer',
  p: 0.25,
  borderRadius: 0.5,
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
} as const;

/** A small icon button whose label is both its accessible name and its tooltip. */
function ToolButton({
  label,
  ...rest
}: { label: string } & Omit<IconButtonProps, 'size' | 'aria-label' | 'title'>) {
  return <IconButton size="small" aria-label={label} title={label} {...rest} />;
}

export function BrowserToolbar(p: Props) {
  const { t } = useTranslation();
  const hasQueue = useServer((s) => s.components.includes('job_queue'));
  const crumbs = pathCrumbs(p.path);
  const disabled = !p.available;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {p.roots.length > 1 && (
        <Box
          role="tablist"
          aria-label={t('files.roots')}
          sx={{ display: 'flex', gap: 0.5, px: 1, pt: 1 }}
        >
          {p.roots.map((root) => (
            <Button
              key={root}
              role="tab"
              size="small"
              aria-selected={root === p.root}
              variant={root === p.root ? 'contained' : 'text'}
              sx={root === p.root ? undefined : { color: primaryText }}
              onClick={() => p.onRoot(root)}
            >
              {root}
            </Button>
          ))}
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 0.5,
          px: 1,
          py: 0.5,
          minHeight: 48,
        }}
      >
        {p.selectedCount > 0 ? (
          <>
            <Box component="span" sx={{ fontWeight: 600, flexGrow: 1 }} aria-live="polite">
              {t('files.selected', { count: p.selectedCount })}
            </Box>
            {hasQueue && p.queueable.length > 0 && (
              <Button
                size="small"
                startIcon={<QueuePlayNext />}
                sx={{ color: primaryText }}
                onClick={p.onBulkQueue}
              >
                {t('queue.addToQueue')}
              </Button>
            )}
            {p.props.canDelete && (
              <Button size="small" color="error" startIcon={<Delete />} onClick={p.onBulkDelete}>
                {t('files.bulkDelete')}
              </Button>
            )}
            <ToolButton label={t('files.clearSelection')} onClick={p.onClearSelection}>
              <Close fontSize="small" />
            </ToolButton>
          </>
        ) : (
          <>
            <Box
              component="nav"
              aria-label={t('files.path')}
              sx={{
                flexGrow: 1,
                minWidth: 120,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
              }}
            >
              <Box
                component="button"
                type="button"
                sx={crumbSx}
                onClick={() => p.onNavigate('')}
                aria-current={crumbs.length === 0 ? 'location' : undefined}
              >
                {p.root}
              </Box>
              {crumbs.map((crumb, index) => (
                <Box
                  component="span"
                  key={crumb.path}
                  sx={{ display: 'inline-flex', alignItems: 'center' }}
                >
                  <Box
                    component="span"
                    aria-hidden="true"
                    sx={{ px: 0.25, color: 'text.secondary' }}
                  >
                    /
                  </Box>
                  <Box
                    component="button"
                    type="button"
                    sx={crumbSx}
                    aria-current={index === crumbs.length - 1 ? 'location' : undefined}
                    onClick={() => p.onNavigate(crumb.path)}
                  >
                    {crumb.name}
                  </Box>
                </Box>
              ))}
            </Box>
            {p.lowDisk && (
              <Box
                role="status"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: 'warning.main',
                  fontSize: '0.8125rem',
                }}
              >
                <WarningAmber fontSize="small" />
                {t('files.lowDiskSpace')}
              </Box>
            )}
            <Box
              component="input"
              type="search"
              aria-label={t('files.searchFiles')}
              placeholder={t('files.searchFiles')}
              value={p.filter}
              disabled={disabled}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                p.onFilter(event.target.value)
              }
              sx={{
                width: 140,
                py: 0.5,
                px: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'transparent',
                color: 'text.primary',
                font: 'inherit',
                fontSize: '0.875rem',
                '&:focus': {
                  outline: 1,
                  outlineColor: 'primary.main',
                  borderColor: 'primary.main',
                },
              }}
            />
            {p.props.canEdit && !p.props.readonly && (
              <ToolButton label={t('files.newFile')} disabled={disabled} onClick={p.onNewFile}>
                <NoteAdd fontSize="small" />
              </ToolButton>
            )}
            {p.props.canCreateDirectory && (
              <ToolButton label={t('files.newFolder')} disabled={disabled} onClick={p.onNewFolder}>
                <CreateNewFolder fontSize="small" />
              </ToolButton>
            )}
            {!p.props.readonly && p.props.accepts.length > 0 && (
              <ToolButton label={t('files.upload')} disabled={disabled} onClick={p.onUpload}>
                <FileUpload fontSize="small" />
              </ToolButton>
            )}
            {!p.props.readonly && p.props.canPrint && (
              <ToolButton
                label={t('files.uploadAndPrint')}
                disabled={disabled}
                onClick={p.onUploadAndPrint}
              >
                <PlayCircle fontSize="small" />
              </ToolButton>
            )}
            {!p.props.readonly && p.props.canPrint && hasQueue && (
              <ToolButton
                label={t('queue.uploadAndQueue')}
                disabled={disabled}
                onClick={p.onUploadAndQueue}
              >
                <QueuePlayNext fontSize="small" />
              </ToolButton>
            )}
            <ToolButton
              label={t('files.columns')}
              aria-haspopup="menu"
              disabled={disabled}
              onClick={(event) => p.onColumns(event.currentTarget)}
            >
              <ViewColumn fontSize="small" />
            </ToolButton>
            <ToolButton label={t('files.refresh')} onClick={p.onRefresh}>
              <Refresh fontSize="small" />
            </ToolButton>
          </>
        )}
      </Box>
    </Box>
  );
}
