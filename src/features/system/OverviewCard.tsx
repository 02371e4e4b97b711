// The host and its firmware: machine.system_info's CPU, memory and distribution, each MCU's name,
// chip, version and load (from the `mcu` objects), Klipper's and Moonraker's versions, and the
// host controls (spec part 2 §2 'System page').
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Memory from '@mui/icons-material/Memory';
import { useTranslation } from '../../locales/react';
import { useShallow } from 'zustand/react/shallow';
import { formatSize } from '../../lib/format';
import { mcuLoad, memoryBytes, type McuStats } from '../../lib/system';
import { usePrinter } from '../../state/printer';
import { mcuNames } from './proc-stats';
import { useServer } from '../../state/server';
import { useServices } from '../../state/services';
import { HostControls } from './HostControls';
import { Facts, SystemCard } from './SystemCard';
import systemMessages from '../../locales/en/system.json';
import { registerEnglishArea } from '../../locales/lazy';
import { fixed } from '../../lib/number-format';

registerEnglishArea(systemMessages);

interface McuRow {
  name: string;
  chip: string;
  version: string;
  load: number | null;
}

type McuObject =
  | { mcu_version?: string; mcu_constants?: Record<string, unknown>; last_stats?: McuStats }
  | undefined;

function useMcus(): McuRow[] {
  // The status merge is copy-on-write: each MCU object keeps its identity until it changes.
  const names = usePrinter(useShallow((s) => mcuNames(s.status)));
  const objects = usePrinter(useShallow((s) => names.map((name) => s.status[name] as McuObject)));
  return names.map((name, i) => {
    const mcu = objects[i];
    const chip = mcu?.mcu_constants?.MCU;
    return {
      name,
      chip: typeof chip === 'string' ? chip : '',
      version: mcu?.mcu_version ?? '',
      load: mcuLoad(mcu?.last_stats),
    };
  });
}

/** 'mcu' reads as the main MCU's name; 'mcu toolboard' as 'toolboard'. */
const mcuLabel = (name: string) => (name === 'mcu' ? 'mcu' : name.slice(4));

export function OverviewCard() {
  const { t } = useTranslation();
  const info = useServices((s) => s.systemInfo);
  const loaded = useServices((s) => s.loaded);
  const hostname = useServer((s) => s.printerInfo?.hostname ?? '');
  const klipperVersion = useServer((s) => s.printerInfo?.software_version ?? '');
  const moonrakerVersion = useServer((s) => s.info?.moonraker_version ?? '');
  const mcus = useMcus();
  const dash = t('system.overview.unknown');
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? dash : String(value);
  const cpu = info?.cpu_info;
  const distribution = info?.distribution;
  const memory = memoryBytes(cpu?.total_memory, cpu?.memory_units || 'kB');
  const rows: [string, string][] = [
    [t('system.overview.hostname'), text(hostname)],
    [t('system.overview.model'), text(cpu?.model)],
    [t('system.overview.cpu'), text(cpu?.cpu_desc)],
    [t('system.overview.cores'), text(cpu?.cpu_count)],
    [t('system.overview.bits'), text(cpu?.bits)],
    [t('system.overview.processor'), text(cpu?.processor)],
    [t('system.overview.memory'), memory === null ? dash : formatSize(memory)],
    [t('system.overview.hardware'), text(cpu?.hardware_desc)],
    [t('system.overview.distribution'), text(distribution?.name)],
    [t('system.overview.codename'), text(distribution?.codename)],
    [t('system.overview.like'), text(distribution?.like)],
    [t('system.overview.klipperVersion'), text(klipperVersion)],
    [t('system.overview.moonrakerVersion'), text(moonrakerVersion)],
  ];
  return (
    <SystemCard
      id="overview"
      title={t('system.overview.title')}
      icon={<Memory fontSize="small" />}
      actions={<HostControls />}
    >
      {loaded || info ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('system.overview.unavailable')}
        </Typography>
      )}
      <Facts rows={rows} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {t('system.overview.mcus')}
      </Typography>
      {mcus.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('system.overview.noMcus')}
        </Typography>
      ) : (
        <Box
          component="table"
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            fontSize: '0.875rem',
            '& th': { textAlign: 'left', color: 'text.secondary', fontWeight: 400, pr: 2 },
            '& td': { pr: 2, py: 0.25, overflowWrap: 'anywhere' },
            '& .num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', pr: 0 },
          }}
        >
          <thead>
            <tr>
              <th scope="col">{t('system.overview.mcuName')}</th>
              <th scope="col">{t('system.overview.mcuChip')}</th>
              <th scope="col">{t('system.overview.mcuVersion')}</th>
              <th scope="col" className="num">
                {t('system.overview.mcuLoad')}
              </th>
            </tr>
          </thead>
          <tbody>
            {mcus.map((mcu) => (
              <tr key={mcu.name}>
                <th scope="row">{mcuLabel(mcu.name)}</th>
                <td>{text(mcu.chip)}</td>
                <td>{text(mcu.version)}</td>
                <td className="num">{mcu.load === null ? dash : `${fixed(mcu.load, 1)} %`}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </SystemCard>
  );
}
