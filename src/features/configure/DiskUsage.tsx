// The config root's disk: total, used and free, with a bar (the file browser's toolbar warns when
// it runs low). Nothing until a listing of the root has reported it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { DiskBar, usedPercent } from '../../components/DiskBar';
import { formatSize } from '../../lib/format';
import { useFiles } from '../../state/files';
import configureMessages from '../../locales/en/configure.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(configureMessages);

export function DiskUsage({ root }: { root: string }) {
  const { t } = useTranslation();
  const disk = useFiles((s) => s.diskUsage[root]);
  if (!disk || disk.total <= 0) return null;
  const percent = usedPercent(disk);
  const label = t('configure.diskUsage');
  return (
    <Box component="section" aria-label={label} sx={{ px: 2, py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 0.75 }}>
        <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('configure.diskPercent', { percent: Math.round(percent) })}
        </Typography>
      </Box>
      <DiskBar disk={disk} label={t('configure.diskUsedBar')} />
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, auto)',
          justifyContent: 'space-between',
          columnGap: 2,
          m: 0,
          mt: 1,
          fontSize: '0.875rem',
          '& dt': { color: 'text.secondary', fontSize: '0.75rem' },
          '& dd': { m: 0, fontVariantNumeric: 'tabular-nums' },
        }}
      >
        {(
          [
            ['configure.diskUsed', disk.used],
            ['configure.diskFree', disk.free],
            ['configure.diskTotal', disk.total],
          ] as const
        ).map(([key, bytes]) => (
          <Box key={key}>
            <dt>{t(key)}</dt>
            <dd>{formatSize(bytes)}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
