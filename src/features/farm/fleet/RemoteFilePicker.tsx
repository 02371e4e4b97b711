// A G-code file already on one of the selected printers: the printer, then a file of its gcodes
// root (every folder, as server.files.list gives it), found by typing part of its path.
import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/react';
import fleetMessages from '../../../locales/en/fleet.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { refusalOf } from '../rules/fleet';
import { isPrintable, type FleetTarget } from './plan';
import { withApi } from './printer-access';

registerEnglishArea(fleetMessages);

/** At most this many matching files are listed; the search narrows the rest. */
export const SHOWN_FILES = 100;

type Listing =
  | { state: 'loading' }
  | { state: 'loaded'; paths: string[] }
  | { state: 'failed'; message: string };

/** The printable files of the printer's gcodes root, newest first. */
async function printableFiles(apiUrl: string): Promise<string[]> {
  const files = await withApi(apiUrl, (api) => api.call('server.files.list', { root: 'gcodes' }));
  return files
    .filter((f) => isPrintable(f.path))
    .sort((a, b) => b.modified - a.modified || a.path.localeCompare(b.path))
    .map((f) => f.path);
}

export function RemoteFilePicker({
  targets,
  printerId,
  path,
  disabled,
  onChange,
}: {
  targets: readonly FleetTarget[];
  printerId: string;
  path: string | null;
  disabled: boolean;
  onChange: (printerId: string, path: string | null) => void;
}) {
  const { t } = useTranslation();
  const holder = targets.find((target) => target.id === printerId);
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [search, setSearch] = useState('');
  const apiUrl = holder?.apiUrl;

  useEffect(() => {
    if (!apiUrl) return;
    let current = true;
    setListing({ state: 'loading' });
    printableFiles(apiUrl).then(
      (paths) => current && setListing({ state: 'loaded', paths }),
      (error: unknown) =>
        current && setListing({ state: 'failed', message: refusalOf(error).message }),
    );
    return () => {
      current = false;
    };
  }, [apiUrl]);

  const matches = useMemo(() => {
    if (listing.state !== 'loaded') return [];
    const needle = search.trim().toLowerCase();
    return needle === ''
      ? listing.paths
      : listing.paths.filter((p) => p.toLowerCase().includes(needle));
  }, [listing, search]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('fleet.start.printer')}
        value={printerId}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value, null)}
      >
        {targets.map((target) => (
          <MenuItem key={target.id} value={target.id}>
            <bdi>{target.name}</bdi>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label={t('fleet.start.search')}
        value={search}
        disabled={disabled}
        onChange={(e) => setSearch(e.target.value)}
      />
      {listing.state === 'loading' && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('fleet.start.loading')}
        </Typography>
      )}
      {listing.state === 'failed' && (
        <Typography variant="body2" color="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
          {t('fleet.start.listFailed', { message: listing.message })}
        </Typography>
      )}
      {listing.state === 'loaded' && matches.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('fleet.start.noFiles')}
        </Typography>
      )}
      {matches.length > 0 && (
        <List
          dense
          aria-label={t('fleet.start.file')}
          sx={{ maxHeight: 220, overflowY: 'auto', border: 1, borderColor: 'divider' }}
        >
          {matches.slice(0, SHOWN_FILES).map((p) => (
            <ListItemButton
              key={p}
              selected={p === path}
              disabled={disabled}
              onClick={() => onChange(printerId, p)}
              aria-current={p === path ? 'true' : undefined}
            >
              <ListItemText
                primary={<bdi>{p}</bdi>}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      {matches.length > SHOWN_FILES && (
        <Typography variant="caption" color="text.secondary">
          {t('fleet.start.more', { count: matches.length - SHOWN_FILES })}
        </Typography>
      )}
    </Box>
  );
}
