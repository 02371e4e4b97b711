// The menu of one file or folder (right click, the row's menu button, or a click on a file).
// 'Edit' or 'View' opens the file in the editor (the browser decides which, from the root's rights
// and whether the printer prints).
// 'Preview' opens a G-code file in the dashboard's G-code preview card and goes to the dashboard
// (spec part 1 §2, §4); it needs that card enabled in the layout and says so when it is not.
// 'Add to queue' puts copies of a printable file in the printer's job queue, when its Moonraker has
// the job_queue component.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import PlayArrow from '@mui/icons-material/PlayArrow';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartmentOutlined';
import Download from '@mui/icons-material/FileDownloadOutlined';
import Edit from '@mui/icons-material/DriveFileRenameOutline';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/DeleteOutlined';
import Info from '@mui/icons-material/InfoOutlined';
import EditNote from '@mui/icons-material/EditNoteOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import Layers from '@mui/icons-material/Layers';
import QueuePlayNext from '@mui/icons-material/QueuePlayNext';
import type { ReactNode } from 'react';
import { useTranslation } from '../../locales/react';
import { useLocation } from 'wouter';
import type { EditorMode } from '../../lib/file-editing';
import { canPrintFile, type BrowserItem, type RootProperties } from '../../lib/files';
import { canPreview } from '../../lib/gcode/rules';
import { cardEntry } from '../../lib/layout';
import { useLayout } from '../../state/layout';
import { useServer } from '../../state/server';
import { usePrinterScope } from '../../state/scope/context';
import { previewItem } from './file-actions';
import { PREVIEW_CARD_ID, type ExtraItemAction, type ItemAction, type MenuAnchor } from './types';
import filesMessages from '../../locales/en/files.json';
import queueMessages from '../../locales/en/queue.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(filesMessages);
registerEnglishArea(queueMessages);

interface Entry {
  action: ItemAction | 'preview';
  label: string;
  icon: ReactNode;
  show: boolean;
  /** Why the entry is there but cannot be chosen now. */
  unavailable?: string;
}

interface Props {
  item: BrowserItem;
  anchor: MenuAnchor;
  props: RootProperties;
  canPrint: boolean;
  canPreheat: boolean;
  /** How the file opens in the editor, if at all. */
  editor?: EditorMode | null;
  /** A page's own entries, first (see FileHooks). */
  extra?: ExtraItemAction[];
  onAction: (action: ItemAction, item: BrowserItem) => void;
  onClose: () => void;
}

export default function ItemMenu({
  item,
  anchor,
  props,
  canPrint,
  canPreheat,
  editor = null,
  extra = [],
  onAction,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const [location, navigate] = useLocation();
  const previewCardOn = useLayout((s) => cardEntry(s.layout, PREVIEW_CARD_ID)?.enabled ?? false);
  const hasQueue = useServer((s) => s.components.includes('job_queue'));
  const isFile = item.kind === 'file';
  const entries: Entry[] = [
    {
      action: 'print',
      label: t('files.print'),
      icon: <PlayArrow fontSize="small" />,
      show: canPrint,
    },
    {
      action: 'queue',
      label: t('queue.addToQueue'),
      icon: <QueuePlayNext fontSize="small" />,
      show: hasQueue && canPrintFile(item, props),
    },
    {
      action: 'preview',
      label: t('files.preview'),
      icon: <Layers fontSize="small" />,
      show: isFile && props.canPrint && canPreview(item.name),
      unavailable: previewCardOn ? undefined : t('files.previewCardOff'),
    },
    {
      action: 'preheat',
      label: t('files.preheat'),
      icon: <LocalFireDepartment fontSize="small" />,
      show: isFile && canPreheat,
    },
    {
      action: 'edit',
      label: t('files.edit'),
      icon: <EditNote fontSize="small" />,
      show: isFile && editor === 'edit',
    },
    {
      action: 'view',
      label: t('files.view'),
      icon: <Visibility fontSize="small" />,
      show: isFile && editor === 'view',
    },
    {
      action: 'download',
      label: t('files.download'),
      icon: <Download fontSize="small" />,
      show: isFile,
    },
    {
      action: 'rename',
      label: t('files.rename'),
      icon: <Edit fontSize="small" />,
      show: !props.readonly,
    },
    {
      action: 'duplicate',
      label: t('files.duplicate'),
      icon: <ContentCopy fontSize="small" />,
      show: isFile && !props.readonly,
    },
    {
      action: 'delete',
      label: t('files.delete'),
      icon: <Delete fontSize="small" />,
      show: props.canDelete,
    },
    {
      action: 'metadata',
      label: t('files.viewMetadata'),
      icon: <Info fontSize="small" />,
      show: isFile && item.entry !== undefined,
    },
  ];
  const shown = entries.filter((entry) => entry.show);
  const choose = (entry: Entry) => {
    if (entry.action !== 'preview') return onAction(entry.action, item);
    onClose();
    previewItem(scope, item);
    if (location !== '/') navigate('/');
  };
  const position = anchor instanceof HTMLElement ? null : anchor;
  return (
    <Menu
      open
      onClose={onClose}
      anchorEl={anchor instanceof HTMLElement ? anchor : undefined}
      anchorReference={position ? 'anchorPosition' : 'anchorEl'}
      anchorPosition={position ? { top: position.y, left: position.x } : undefined}
      slotProps={{ list: { 'aria-label': t('files.actions', { name: item.name }), dense: true } }}
    >
      {extra.map((entry) => (
        <MenuItem
          key={`extra-${entry.id}`}
          onClick={() => {
            onClose();
            entry.run(item);
          }}
        >
          <ListItemIcon>{entry.icon}</ListItemIcon>
          <ListItemText primary={entry.label} />
        </MenuItem>
      ))}
      {shown.map((entry) => (
        <MenuItem
          key={entry.action}
          disabled={entry.unavailable !== undefined}
          onClick={() => choose(entry)}
          // Disabled, the label fades but the reason stays readable.
          sx={{ '&.Mui-disabled': { opacity: 1 } }}
        >
          <ListItemIcon sx={{ opacity: entry.unavailable ? 0.38 : undefined }}>
            {entry.icon}
          </ListItemIcon>
          <ListItemText
            primary={entry.label}
            secondary={entry.unavailable}
            slotProps={{
              primary: { sx: { color: entry.unavailable ? 'text.disabled' : undefined } },
              secondary: { sx: { whiteSpace: 'normal', maxWidth: 240 } },
            }}
          />
        </MenuItem>
      ))}
    </Menu>
  );
}
