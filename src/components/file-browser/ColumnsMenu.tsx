// The column picker: which metadata columns the browser shows (stored per browser and root),
// and whether dot files are shown.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import Check from '@mui/icons-material/Check';
import { useTranslation } from '../../locales/react';
import { columnsFor, type ColumnKey } from '../../lib/files';
import filesMessages from '../../locales/en/files.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(filesMessages);

interface Props {
  anchor: HTMLElement;
  root: string;
  chosen: ColumnKey[];
  showDotFiles: boolean;
  onShowDotFiles: (value: boolean) => void;
  onChange: (columns: ColumnKey[]) => void;
  onClose: () => void;
}

export default function ColumnsMenu({
  anchor,
  root,
  chosen,
  showDotFiles,
  onShowDotFiles,
  onChange,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const offered = columnsFor(root);
  const toggle = (key: ColumnKey) => {
    const next = chosen.includes(key) ? chosen.filter((c) => c !== key) : [...chosen, key];
    onChange(offered.filter((c) => next.includes(c)));
  };
  return (
    <Menu
      open
      anchorEl={anchor}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('files.columns'), dense: true } }}
    >
      {offered.map((key) => (
        <MenuItem
          key={key}
          role="menuitemcheckbox"
          aria-checked={chosen.includes(key)}
          onClick={() => toggle(key)}
        >
          <ListItemIcon>{chosen.includes(key) && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText>{t(`files.columnNames.${key}`)}</ListItemText>
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        role="menuitemcheckbox"
        aria-checked={showDotFiles}
        onClick={() => onShowDotFiles(!showDotFiles)}
      >
        <ListItemIcon>{showDotFiles && <Check fontSize="small" />}</ListItemIcon>
        <ListItemText>{t('files.showHidden')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
