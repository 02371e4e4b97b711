// Temperatures: every heater, temperature fan and sensor Klipper reports, with editable targets and
// a chart of the last minutes (loaded on demand; hidden when chartVisible is off).
import { lazy, Suspense, useMemo, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import Thermostat from '@mui/icons-material/Thermostat';
import ShowChart from '@mui/icons-material/ShowChart';
import Speed from '@mui/icons-material/Speed';
import Whatshot from '@mui/icons-material/WhatshotOutlined';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { CompactTable, TableScroller } from '../../../../components/CompactTable';
import { DashboardCard } from '../../../../components/DashboardCard';
import { colorsFor } from '../../../../lib/chart-colors';
import { sensorsFrom } from '../../../../lib/temperature';
import { usePrinter } from '../../../../state/printer';
import { setSetting, useSettings } from '../../../../state/settings';
import { writeSetting } from '../../../../state/session';
import { TemperatureRow } from './TemperatureRow';

const TemperatureChart = lazy(() => import('./TemperatureChart'));
// The presets menu and its store load when the menu is first opened.
const PresetsMenu = lazy(() => import('./PresetsMenu'));

const EMPTY: string[] = [];

export function TemperatureCard() {
  const { t } = useTranslation();
  const heaters = usePrinter(useShallow((s) => s.status.heaters?.available_heaters ?? EMPTY));
  const available = usePrinter(useShallow((s) => s.status.heaters?.available_sensors ?? EMPTY));
  const chartVisible = useSettings((s) => s.general.chartVisible);
  const showRate = useSettings((s) => s.general.showRateOfChange);
  const sensors = useMemo(() => sensorsFrom(heaters, available), [heaters, available]);
  const colors = useMemo(() => colorsFor(sensors.map((s) => s.key)), [sensors]);
  const chartLabel = chartVisible ? t('temperature.hideChart') : t('temperature.showChart');
  const rateLabel = showRate ? t('temperature.hideRate') : t('temperature.showRate');
  const [presetsAnchor, setPresetsAnchor] = useState<HTMLElement | null>(null);
  const [presetsWanted, setPresetsWanted] = useState(false);

  return (
    <DashboardCard
      id="temperature"
      title={t('temperature.title')}
      icon={<Thermostat fontSize="small" color="primary" />}
      actions={
        <>
          <IconButton
            size="small"
            title={t('temperature.presetsMenu')}
            aria-label={t('temperature.presetsMenu')}
            aria-haspopup="menu"
            aria-expanded={presetsAnchor !== null}
            onClick={(e) => {
              setPresetsWanted(true);
              setPresetsAnchor(e.currentTarget);
            }}
          >
            <Whatshot fontSize="small" />
          </IconButton>
          {presetsWanted && (
            <Suspense fallback={null}>
              <PresetsMenu anchor={presetsAnchor} onClose={() => setPresetsAnchor(null)} />
            </Suspense>
          )}
          <IconButton
            size="small"
            title={rateLabel}
            aria-label={rateLabel}
            aria-pressed={showRate}
            onClick={() => void setSetting(writeSetting, 'general', 'showRateOfChange', !showRate)}
          >
            <Speed fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            title={chartLabel}
            aria-label={chartLabel}
            aria-pressed={chartVisible}
            onClick={() => void setSetting(writeSetting, 'general', 'chartVisible', !chartVisible)}
          >
            <ShowChart fontSize="small" />
          </IconButton>
        </>
      }
    >
      <TableScroller>
        <CompactTable aria-label={t('temperature.title')}>
          <thead>
            <tr>
              <th scope="col">{t('temperature.name')}</th>
              <th scope="col" className="end wide">
                {t('temperature.power')}
              </th>
              {showRate && (
                <th scope="col" className="end">
                  {t('temperature.rate')}
                </th>
              )}
              <th scope="col" className="end">
                {t('temperature.actual')}
              </th>
              <th scope="col" className="end">
                {t('temperature.target')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sensors.map((sensor) => (
              <TemperatureRow
                key={sensor.key}
                sensor={sensor}
                color={colors[sensor.key] ?? '#888'}
                showRate={showRate}
              />
            ))}
          </tbody>
        </CompactTable>
      </TableScroller>
      {chartVisible && sensors.length > 0 && (
        <Box sx={{ px: 1, pb: 1 }}>
          <Suspense fallback={<Box sx={{ height: { xs: 180, sm: 260 } }} />}>
            <TemperatureChart sensors={sensors} colors={colors} />
          </Suspense>
        </Box>
      )}
    </DashboardCard>
  );
}
