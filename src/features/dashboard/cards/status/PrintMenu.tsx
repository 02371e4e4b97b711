// The print menu in the status card's header while a print runs or is paused: 'Exclude objects'
// (enabled when the printer reports objects for this print) opens the exclude-objects dialog.
import { Suspense, useId, useState } from 'react';
import { lazy } from '../../../../components/lazy';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import Block from '@mui/icons-material/Block';
import { useTranslation } from '../../../../locales/react';
import { usePrinterField, usePrintState } from '../../../../state/printer';
import excludeMessages from '../../../../locales/en/exclude.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(excludeMessages);

const ExcludeObjectsDialog = lazy(() => import('./ExcludeObjectsDialog'));

export function PrintMenu() {
  const { t } = useTranslation();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState(false);
  const printState = usePrintState();
  const objects = usePrinterField('exclude_object', 'objects');
  const active = printState === 'printing' || printState === 'paused';
  const canOpen = active && (objects?.length ?? 0) > 0;

  return (
    <>
      <IconButton
        size="small"
        title={t('exclude.menu')}
        aria-label={t('exclude.menu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        id={`${id}-menu`}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t('exclude.menu'), dense: true } }}
      >
        <MenuItem
          disabled={!canOpen}
          onClick={() => {
            setAnchor(null);
            setDialog(true);
          }}
        >
          <ListItemIcon>
            <Block fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={t('exclude.open')}
            secondary={canOpen ? undefined : t('exclude.noObjects')}
          />
        </MenuItem>
      </Menu>
      {dialog && (
        <Suspense fallback={null}>
          <ExcludeObjectsDialog onClose={() => setDialog(false)} />
        </Suspense>
      )}
    </>
  );
}
