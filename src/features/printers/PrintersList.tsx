// The printers this browser knows, and those of the shared list kept on a printer (marked as such,
// not removable here); activating one switches the session to it. With more than one printer, a
// link to the farm; the list's menu keeps the list on the chosen printer, exports and imports it.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Add from '@mui/icons-material/Add';
import { useTranslation } from '../../locales/react';
import { Link, useLocation } from 'wouter';
import { appHref } from '../../components/app-href';
import { primaryText } from '../../components/colors';
import { sameApiUrl } from '../../lib/api-url';
import { printerIdInPath } from '../../lib/printer-ids';
import { useActiveScope } from '../../state/scope/active';
import { useInstances, type Instance } from '../../state/instances';
import { sharedListHolder } from '../../state/instances-edit';
import { startSession } from '../../state/session';
import { useUi } from '../../state/ui';
import printersMessages from '../../locales/en/printers.json';
import { registerEnglishArea } from '../../locales/lazy';
import { ListMenu } from './ListMenu';
import { PrinterRow } from './PrinterRow';
import { RemoveSharedDialog } from './RemoveSharedDialog';
import { TagsDialog } from './TagsDialog';

registerEnglishArea(printersMessages);

const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

export function PrintersList({ onActivate }: { onActivate?: () => void }) {
  const { t } = useTranslation();
  const instances = useInstances((s) => s.instances);
  const holder = useInstances((s) => sharedListHolder(s)?.name ?? null);
  const [tagsOf, setTagsOf] = useState<Instance | null>(null);
  const [unshare, setUnshare] = useState<Instance | null>(null);
  // The printer this tab shows (an address may name another than the stored choice).
  const shown = useActiveScope((s) => s.active?.apiUrl ?? null);
  const [page, navigate] = useLocation();
  const activate = (apiUrl: string) => {
    if (shown && sameApiUrl(apiUrl, shown)) return;
    useInstances.getState().activate(apiUrl);
    onActivate?.();
    // Under a printer's address, the same page at its plain address shows the new choice.
    if (printerIdInPath(window.location.pathname, BASE)) navigate(appHref(page));
    else void startSession(apiUrl);
  };
  return (
    <>
      <List
        dense
        subheader={
          <ListSubheader disableSticky sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box component="span" sx={{ flexGrow: 1 }}>
              {t('printers.title')}
            </Box>
            {instances.length > 1 && (
              <Button
                component={Link}
                href={appHref('/farm')}
                size="small"
                sx={{ color: primaryText }}
                onClick={() => onActivate?.()}
              >
                {t('printers.farm')}
              </Button>
            )}
            <ListMenu />
          </ListSubheader>
        }
      >
        {instances.map((instance) => (
          <PrinterRow
            key={instance.id}
            instance={instance}
            active={shown !== null && sameApiUrl(instance.apiUrl, shown)}
            holder={holder}
            onActivate={() => activate(instance.apiUrl)}
            onEditTags={() => setTagsOf(instance)}
            onUnshare={() => setUnshare(instance)}
          />
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
      {tagsOf && <TagsDialog instance={tagsOf} holder={holder} onClose={() => setTagsOf(null)} />}
      {unshare && holder && (
        <RemoveSharedDialog instance={unshare} holder={holder} onClose={() => setUnshare(null)} />
      )}
    </>
  );
}
