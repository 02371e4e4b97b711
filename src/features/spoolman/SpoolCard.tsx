// The spool card: the active Spoolman spool (colour, filament, material, vendor, remaining weight
// and length, share used) and Moonraker's connection to Spoolman with the usage still to report.
// 'Change spool' (or 'Select spool') opens the spool list (its own chunk); 'Clear' leaves the printer without a spool.
// On a printer whose tool macros keep a spool per tool (T0, T1, … with spool_id), one row per tool
// instead (ToolSpools.tsx), each changed on its own.
import { Suspense, useState } from 'react';
import { lazy } from '../../components/lazy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Album from '@mui/icons-material/Album';
import { DashboardCard } from '../../components/DashboardCard';
import { formatLength, formatWeight } from '../../lib/format';
import { fixed, ltr } from '../../lib/number-format';
import spoolmanMessages from '../../locales/en/spoolman.json';
import { registerEnglishArea } from '../../locales/lazy';
import { useTranslation } from '../../locales/react';
import { showError } from '../../state/messages';
import { usePrinterScope } from '../../state/scope/context';
import { spoolSummary } from './rules/spool-view';
import { chooseSpool, useSpoolman } from './store';
import { Swatch } from './Swatch';
import { useToolSpools } from './tools';
import { ToolSpools } from './ToolSpools';

registerEnglishArea(spoolmanMessages);

const ChangeSpoolDialog = lazy(() => import('./ChangeSpoolDialog'));

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" noWrap>
        {value || '—'}
      </Typography>
    </Box>
  );
}

export function SpoolCard() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  /** The dialog open: for the printer's active spool (tool null) or for the named tool. */
  const [dialog, setDialog] = useState<{ tool: string | null } | null>(null);
  const tools = useToolSpools();
  const dialogTool = tools.find((tool) => tool.name === dialog?.tool);
  const state = useSpoolman();
  const { connected, loaded, activeId, spool, spoolError, pendingReports } = state;
  const summary = spool ? spoolSummary(spool) : null;
  const pending = pendingReports.reduce((sum, r) => sum + r.filament_used, 0);

  const clear = () =>
    chooseSpool(scope, null).catch((error: unknown) =>
      showError(t('spoolman.setFailed', { message: (error as Error).message })),
    );

  return (
    <DashboardCard id="spoolman" title={t('layout.cards.spoolman')} icon={Album}>
      <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 1.5 }}>
        {loaded && !connected && (
          <Alert severity="warning" role="status" data-testid="spoolman-disconnected">
            {t('spoolman.disconnected')}
            {pending > 0 && (
              <Box component="span" sx={{ display: 'block' }}>
                {t('spoolman.pending', { length: formatLength(pending) })}
              </Box>
            )}
          </Alert>
        )}
        {!loaded ? (
          <LinearProgress aria-label={t('spoolman.loading')} />
        ) : tools.length > 0 ? (
          <ToolSpools tools={tools} onChange={(tool) => setDialog({ tool: tool.name })} />
        ) : activeId === null ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {t('spoolman.noSpool')}
            </Typography>
            <Button
              variant="outlined"
              onClick={() => setDialog({ tool: null })}
              disabled={!connected}
            >
              {t('spoolman.select')}
            </Button>
          </Box>
        ) : (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
              <Swatch color={summary?.color ?? null} size={44} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="subtitle1" noWrap data-testid="spool-name">
                  {summary?.name || t('spoolman.unnamed', { id: activeId })}
                </Typography>
                {summary?.name && (
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {[summary.vendor, summary.material, `#${activeId}`].filter(Boolean).join(' · ')}
                  </Typography>
                )}
              </Box>
            </Box>
            {spoolError && (
              <Alert severity="error">
                {t('spoolman.spoolFailed', { id: activeId, message: spoolError })}
              </Alert>
            )}
            {summary && (
              <>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
                  }}
                >
                  <Box data-testid="spool-remaining-weight">
                    <Fact
                      label={t('spoolman.remainingWeight')}
                      value={formatWeight(summary.remainingWeight)}
                    />
                  </Box>
                  <Fact
                    label={t('spoolman.remainingLength')}
                    value={formatLength(summary.remainingLength)}
                  />
                </Box>
                {summary.usedPercent !== undefined && (
                  <Box>
                    <LinearProgress
                      variant="determinate"
                      value={summary.usedPercent}
                      aria-label={t('spoolman.used')}
                      sx={{ height: 6, borderRadius: 3 }}
                    />
                    <Typography variant="caption" color="text.secondary">
                      {t('spoolman.usedPercent', {
                        percent: ltr(`${fixed(summary.usedPercent, 1)} %`),
                      })}
                    </Typography>
                  </Box>
                )}
              </>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                onClick={() => setDialog({ tool: null })}
                disabled={!connected}
              >
                {t('spoolman.change')}
              </Button>
              <Button onClick={() => void clear()}>{t('spoolman.clear')}</Button>
            </Box>
          </>
        )}
      </Box>
      {dialog && (dialog.tool === null || dialogTool) && (
        <Suspense fallback={null}>
          <ChangeSpoolDialog open onClose={() => setDialog(null)} tool={dialogTool} />
        </Suspense>
      )}
    </DashboardCard>
  );
}
