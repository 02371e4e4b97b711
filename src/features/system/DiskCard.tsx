// The gcodes root's disk: total, used and free, with a bar that turns to the warning colour under
// 1 GiB free (spec part 2 §3 'Disk usage', §9). Read from a listing of the root.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Storage from '@mui/icons-material/Storage';
import { useTranslation } from '../../locales/react';
import { DiskBar, isLowOnSpace } from '../../components/DiskBar';
import { formatSize } from '../../lib/format';
import { percentOf } from '../../lib/system';
import { loadDirectory, useFiles } from '../../state/files';
import { useConnection } from '../../state/connection';
import { usePrinterScope } from '../../state/scope/context';
import { Facts, SystemCard } from './SystemCard';
import systemMessages from '../../locales/en/system.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(systemMessages);

const ROOT = 'gcodes';

export function DiskCard() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const disk = useFiles((s) => s.diskUsage[ROOT]);
  const open = useConnection((s) => s.socketStatus === 'open');
  useEffect(() => {
    if (open) void loadDirectory(scope, ROOT, '');
  }, [open, scope]);
  const percent = disk ? (percentOf(disk.used, disk.total) ?? 0) : 0;
  const low = disk !== undefined && isLowOnSpace(disk);
  return (
    <SystemCard id="disk" title={t('system.disk.title')} icon={<Storage fontSize="small" />}>
      {!disk || disk.total <= 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('system.disk.loading')}
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1, mb: 0.75 }}>
            <Typography
              variant="body2"
              sx={{ flexGrow: 1 }}
              color={low ? 'warning.main' : undefined}
            >
              {low ? t('system.disk.low') : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('system.disk.percent', { percent: Math.round(percent) })}
            </Typography>
          </Box>
          <DiskBar disk={disk} label={t('system.disk.usedBar')} sx={{ mb: 1.5 }} />
          <Facts
            rows={[
              [t('system.disk.used'), formatSize(disk.used)],
              [t('system.disk.free'), formatSize(disk.free)],
              [t('system.disk.total'), formatSize(disk.total)],
            ]}
          />
        </>
      )}
    </SystemCard>
  );
}
