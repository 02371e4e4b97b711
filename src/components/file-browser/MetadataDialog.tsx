// A file's metadata fields, as text; for a print file on a printer with Spoolman, first what printing
// it should cost at the active spool's price.
import { Suspense, useEffect, useState } from 'react';
import { lazy } from '../lazy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import { useTranslation } from '../../locales/react';
import { primaryText } from '../colors';
import type { FileEntry } from '../../../protocol/files';
import type { BrowserItem } from '../../lib/files';
import { formatDuration, formatLength, formatSize, formatWeight } from '../../lib/format';
import { formatDate } from '../../state/dates';
import { usePrinterCalls } from '../../state/scope/calls';
import { useServer } from '../../state/server';
import filesMessages from '../../locales/en/files.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(filesMessages);

const CostEstimateRow = lazy(() =>
  import('../print-cost/CostEstimate').then((module) => ({ default: module.CostEstimateRow })),
);

interface Props {
  item: BrowserItem;
  root: string;
  onClose: () => void;
}

function show(key: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (key === 'modified' || key === 'print_start_time') return formatDate(value);
    if (key === 'size') return formatSize(value);
    if (key === 'estimated_time') return formatDuration(value);
    if (key === 'filament_total') return formatLength(value);
    if (key === 'filament_weight_total') return formatWeight(value);
    return String(value);
  }
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export default function MetadataDialog({ item, root, onClose }: Props) {
  const { t } = useTranslation();
  const { attempt } = usePrinterCalls();
  const [entry, setEntry] = useState<Partial<FileEntry> | undefined>(item.entry);
  const withSpoolman = useServer((s) => s.components.includes('spoolman'));
  /** The file's metadata has been read (its filament weight is known, or known to be missing). */
  const [read, setRead] = useState(false);
  const estimate = withSpoolman && root === 'gcodes' && item.kind === 'file';
  useEffect(() => {
    if (root !== 'gcodes') return;
    let live = true;
    void attempt((api) => api.files.metadata(item.path)).then((meta) => {
      if (!live) return;
      if (meta) setEntry((current) => ({ ...current, ...meta }));
      setRead(true);
    });
    return () => {
      live = false;
    };
  }, [item.path, root, attempt]);
  const rows = Object.entries(entry ?? {}).filter(
    ([key]) => key !== 'thumbnails' && key !== 'filename',
  );
  rows.sort(([a], [b]) => a.localeCompare(b));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="metadata-title">
      <DialogTitle id="metadata-title">{t('files.metadata', { name: item.name })}</DialogTitle>
      {/* Focusable, so a keyboard can scroll a long list of fields. */}
      <DialogContent tabIndex={0}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {estimate && read && (
            <Suspense fallback={null}>
              <CostEstimateRow weight={entry?.filament_weight_total} />
            </Suspense>
          )}
          {rows.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                {key}
              </Box>
              <Box component="dd" sx={{ m: 0, fontSize: '0.875rem', wordBreak: 'break-word' }}>
                {show(key, value)}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button sx={{ color: primaryText }} onClick={onClose}>
          {t('app.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
