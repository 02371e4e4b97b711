// One printer of the printers list: its name and address (a click chooses it), where its shared
// entry is kept, its tags, and its actions: tags, then remove (from this browser, or from the
// shared list for a shared printer; never the chosen printer from this browser).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloudOff from '@mui/icons-material/CloudOffOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import LocalOffer from '@mui/icons-material/LocalOfferOutlined';
import { useTranslation } from '../../locales/react';
import { isolateBidi } from '../../lib/bidi';
import type { Instance } from '../../state/instances';
import printersMessages from '../../locales/en/printers.json';
import { registerEnglishArea } from '../../locales/lazy';
import { removePrinter } from '../../state/instances-edit';

registerEnglishArea(printersMessages);

interface Props {
  instance: Instance;
  active: boolean;
  /** The name of the printer the shared list is kept on. */
  holder: string | null;
  onActivate: () => void;
  onEditTags: () => void;
  onUnshare: () => void;
}

export function PrinterRow({ instance, active, holder, onActivate, onEditTags, onUnshare }: Props) {
  const { t } = useTranslation();
  const name = isolateBidi(instance.name);
  const remove =
    instance.remote && holder ? (
      <IconButton edge="end" aria-label={t('printers.removeShared', { name })} onClick={onUnshare}>
        <CloudOff fontSize="small" />
      </IconButton>
    ) : !instance.remote && !active ? (
      <IconButton
        edge="end"
        aria-label={t('printers.remove', { name })}
        onClick={() => removePrinter(instance.apiUrl)}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    ) : null;
  return (
    <ListItem
      disablePadding
      sx={{ flexDirection: 'column', alignItems: 'stretch' }}
      secondaryAction={
        <Box sx={{ display: 'flex' }}>
          <IconButton aria-label={t('printers.editTags', { name })} onClick={onEditTags}>
            <LocalOffer fontSize="small" />
          </IconButton>
          {remove}
        </Box>
      }
    >
      <ListItemButton selected={active} onClick={onActivate} sx={{ pr: 12 }}>
        <ListItemText
          primary={instance.name}
          secondary={instance.apiUrl}
          slotProps={{
            primary: { title: instance.name, sx: { overflowWrap: 'anywhere' } },
            secondary: { noWrap: true },
          }}
        />
      </ListItemButton>
      {(instance.remote || instance.tags.length > 0) && (
        <Box sx={{ px: 2, pb: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {instance.remote && holder && (
            <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
              {t('printers.keptOn', { printer: isolateBidi(holder) })}
            </Typography>
          )}
          {instance.tags.length > 0 && (
            <Box
              component="ul"
              aria-label={t('printers.tags')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
            >
              {instance.tags.map((tag) => (
                <li key={tag}>
                  <Chip size="small" label={tag} sx={{ maxWidth: 250 }} />
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}
    </ListItem>
  );
}
