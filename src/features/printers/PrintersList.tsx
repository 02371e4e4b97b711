// The printers this browser knows; activating one switches the session to it.
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { primaryText } from '../../components/colors';
import { useInstances } from '../../state/instances';
import { startSession } from '../../state/session';
import { useUi } from '../../state/ui';
import printersMessages from '../../locales/en/printers.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(printersMessages);

export function PrintersList({ onActivate }: { onActivate?: () => void }) {
  const { t } = useTranslation();
  const instances = useInstances((s) => s.instances);
  const active = useInstances((s) => s.activeApiUrl);
  const activate = (apiUrl: string) => {
    if (apiUrl === active) return;
    useInstances.getState().activate(apiUrl);
    onActivate?.();
    void startSession(apiUrl);
  };
  return (
    <List dense subheader={<ListSubheader disableSticky>{t('printers.title')}</ListSubheader>}>
      {instances.map((instance) => (
        <ListItem
          key={instance.apiUrl}
          disablePadding
          secondaryAction={
            instance.apiUrl !== active && !instance.remote ? (
              <IconButton
                edge="end"
                aria-label={t('printers.remove', { name: instance.name })}
                onClick={() => useInstances.getState().remove(instance.apiUrl)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            ) : undefined
          }
        >
          <ListItemButton
            selected={instance.apiUrl === active}
            onClick={() => activate(instance.apiUrl)}
          >
            <ListItemText
              primary={instance.name}
              secondary={instance.apiUrl}
              slotProps={{ secondary: { noWrap: true } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
      <ListItem>
        <Button
          startIcon={<Add />}
          sx={{ color: primaryText }}
          onClick={() => useUi.setState({ addPrinterOpen: true, toolsOpen: false })}
        >
          {t('printers.add')}
        </Button>
      </ListItem>
    </List>
  );
}
