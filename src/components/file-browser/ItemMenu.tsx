// The menu of one file or folder (right click, the row's menu button, or a click on a file).
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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrowserItem, RootProperties } from '../../lib/files';
import type { ItemAction, MenuAnchor } from './types';

interface Props {
  item: BrowserItem;
  anchor: MenuAnchor;
  props: RootProperties;
  canPrint: boolean;
  canPreheat: boolean;
  onAction: (action: ItemAction, item: BrowserItem) => void;
  onClose: () => void;
}

export default function ItemMenu({
  item,
  anchor,
  props,
  canPrint,
  canPreheat,
  onAction,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const isFile = item.kind === 'file';
  const entries: { action: ItemAction; label: string; icon: ReactNode; show: boolean }[] = [
    {
      action: 'print',
      label: t('files.print'),
      icon: <PlayArrow fontSize="small" />,
      show: canPrint,
    },
    {
      action: 'preheat',
      label: t('files.preheat'),
      icon: <LocalFireDepartment fontSize="small" />,
      show: isFile && canPreheat,
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
      show: props.canDelete && !props.readonly,
    },
    {
      action: 'metadata',
      label: t('files.viewMetadata'),
      icon: <Info fontSize="small" />,
      show: isFile && item.entry !== undefined,
    },
  ];
  const shown = entries.filter((entry) => entry.show);
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
      {shown.map((entry) => (
        <MenuItem key={entry.action} onClick={() => onAction(entry.action, item)}>
          <ListItemIcon>{entry.icon}</ListItemIcon>
          <ListItemText>{entry.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
