// Temperatures: every heater, temperature fan and sensor Klipper reports, with editable targets and
// a chart of the last minutes (loaded on demand; hidden when chartVisible is off).
import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { lazy } from '../../../../components/lazy';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Thermostat from '@mui/icons-material/Thermostat';
import ShowChart from '@mui/icons-material/ShowChart';
import Speed from '@mui/icons-material/Speed';
import Whatshot from '@mui/icons-material/WhatshotOutlined';
import { useTranslation } from '../../../../locales/react';
import { useShallow } from 'zustand/react/shallow';
import { CardAction } from '../../../../components/CardAction';
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

interface ToggleProps {
  setting: 'showRateOfChange' | 'chartVisible';
  icon: ComponentType<SvgIconProps>;
  /** The button's label while the setting is off, and while it is on. */
  show: string;
  hide: string;
}

/** A title-bar button turning one of the general display settings on or off (pressed while on). */
function SettingToggle({ setting, icon, show, hide }: ToggleProps) {
  const on = useSettings((s) => s.general[setting]);
  return (
    <CardAction
      label={on ? hide : show}
      icon={icon}
      aria-pressed={on}
      onClick={() => void setSetting(writeSetting, 'general', setting, !on)}
    />
  );
}

/** The title-bar button opening the presets menu (whose code loads on the first click). */
function PresetsButton() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <CardAction
        label={t('temperature.presetsMenu')}
        icon={Whatshot}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(e) => {
          setWanted(true);
          setAnchor(e.currentTarget);
        }}
      />
      {wanted && (
        <Suspense fallback={null}>
          <PresetsMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

export function TemperatureCard() {
  const { t } = useTranslation();
  const heaters = usePrinter(useShallow((s) => s.status.heaters?.available_heaters ?? EMPTY));
  const available = usePrinter(useShallow((s) => s.status.heaters?.available_sensors ?? EMPTY));
  const chartVisible = useSettings((s) => s.general.chartVisible);
  const showRate = useSettings((s) => s.general.showRateOfChange);
  const sensors = useMemo(() => sensorsFrom(heaters, available), [heaters, available]);
  const colors = useMemo(() => colorsFor(sensors.map((s) => s.key)), [sensors]);

  return (
    <DashboardCard
      id="temperature"
      title={t('temperature.title')}
      icon={Thermostat}
      actions={
        <>
          <PresetsButton />
          <SettingToggle
            setting="showRateOfChange"
            icon={Speed}
            show={t('temperature.showRate')}
            hide={t('temperature.hideRate')}
          />
          <SettingToggle
            setting="chartVisible"
            icon={ShowChart}
            show={t('temperature.showChart')}
            hide={t('temperature.hideChart')}
          />
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
