// 'Exclude objects': the objects of the running print (exclude_object.objects) with the one being
// printed marked and the excluded ones shown as such; any other can be excluded after a
// confirmation that names it (EXCLUDE_OBJECT NAME=..., sent as a console entry). Object names come
// from the G-code file: they are only ever rendered as text.
import { Suspense, useId, useMemo, useState } from 'react';
import { lazy } from '../../../../components/lazy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Block from '@mui/icons-material/Block';
import PlayArrow from '@mui/icons-material/PlayArrow';
import ViewInAr from '@mui/icons-material/ViewInArOutlined';
import { useTranslation } from '../../../../locales/react';
import {
  canExclude,
  excludeObjectCommand,
  objectRows,
  type ObjectRow,
} from '../../../../lib/exclude-objects';
import { usePrinterField, usePrintState } from '../../../../state/printer';
import { clampLines } from '../../../../components/clamp';
import { usePrinterScope } from '../../../../state/scope/context';
import { sendPrintCommand } from './print-commands';
import excludeMessages from '../../../../locales/en/exclude.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(excludeMessages);

const ConfirmDialog = lazy(() => import('../../../../components/ConfirmDialog'));

function RowIcon({ row }: { row: ObjectRow }) {
  if (row.excluded) return <Block fontSize="small" color="disabled" />;
  if (row.current) return <PlayArrow fontSize="small" color="primary" />;
  return <ViewInAr fontSize="small" color="action" />;
}

export default function ExcludeObjectsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const titleId = useId();
  const objects = usePrinterField('exclude_object', 'objects');
  const excluded = usePrinterField('exclude_object', 'excluded_objects');
  const current = usePrinterField('exclude_object', 'current_object');
  const printState = usePrintState();
  const active = printState === 'printing' || printState === 'paused';
  const rows = useMemo(() => objectRows(objects, excluded, current), [objects, excluded, current]);
  /** Names sent and not yet reported excluded (their button stays disabled). */
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<string | null>(null);

  async function exclude(name: string) {
    setPending((set) => new Set(set).add(name));
    const done = await sendPrintCommand(scope, excludeObjectCommand(name));
    if (!done)
      setPending((set) => {
        const next = new Set(set);
        next.delete(name);
        return next;
      });
  }

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('exclude.title')}</DialogTitle>
      <DialogContent dividers sx={{ px: 0, py: 0 }}>
        {rows.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('exclude.none')}
          </Typography>
        ) : (
          <List aria-label={t('exclude.objects')} dense disablePadding>
            {rows.map((row) => (
              <ListItem
                key={row.name}
                divider
                aria-current={row.current ? 'true' : undefined}
                sx={{ pr: 2, gap: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <RowIcon row={row} />
                </ListItemIcon>
                <ListItemText
                  primary={row.name}
                  secondary={
                    row.excluded
                      ? t('exclude.excluded')
                      : row.current
                        ? t('exclude.current')
                        : undefined
                  }
                  slotProps={{
                    primary: {
                      title: row.name,
                      sx: {
                        ...clampLines(3),
                        textDecoration: row.excluded ? 'line-through' : undefined,
                        color: row.excluded ? 'text.secondary' : undefined,
                        fontWeight: row.current ? 600 : undefined,
                      },
                    },
                  }}
                />
                {!row.excluded && (
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    sx={{ flexShrink: 0 }}
                    aria-label={t('exclude.excludeName', { name: row.name })}
                    disabled={!canExclude(row, active) || pending.has(row.name)}
                    onClick={() => setAsking(row.name)}
                  >
                    {t('exclude.exclude')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('exclude.close')}</Button>
      </DialogActions>
      {asking !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('exclude.confirmTitle', { name: asking })}
            text={t('exclude.confirmText', { name: asking })}
            confirmLabel={t('exclude.exclude')}
            onClose={(confirmed) => {
              const name = asking;
              setAsking(null);
              if (confirmed) void exclude(name);
            }}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
