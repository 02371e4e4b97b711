// One heater, temperature fan or sensor: name, power (or fan speed), rate, actual and target.
import Box from '@mui/material/Box';
import { useTranslation } from '../../../../locales/react';
import { formatTemperature, rateOfChange, type SensorInfo } from '../../../../lib/temperature';
import { useCharts } from '../../../../state/charts';
import { finiteNumber } from '../../../../lib/status';
import { usePrinterSetting, useSensorField } from '../../../../state/printer';
import { TargetField } from './TargetField';
import { fixed, ltr } from '../../../../lib/number-format';

const ELLIPSIS = {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

function useRate(key: string): number {
  return useCharts((s) => {
    const values = s.series[key]?.temperature ?? [];
    const start = Math.max(0, values.length - 5);
    const samples: { time: number; value: number }[] = [];
    for (let i = start; i < values.length; i++) {
      const value = values[i];
      if (typeof value === 'number') samples.push({ time: s.times[i] ?? 0, value });
    }
    return Math.round(rateOfChange(samples) * 10) / 10;
  });
}

export function TemperatureRow({
  sensor,
  color,
  showRate,
}: {
  sensor: SensorInfo;
  color: string;
  showRate: boolean;
}) {
  const { t } = useTranslation();
  const temperature = useSensorField(sensor.key, 'temperature');
  const target = useSensorField(sensor.key, 'target');
  // Heaters report power; temperature fans their speed.
  const heaterPower = useSensorField(sensor.key, 'power');
  const fanSpeed = useSensorField(sensor.key, 'speed');
  const power = heaterPower ?? fanSpeed;
  const min = finiteNumber(usePrinterSetting(sensor.key, 'min_temp'));
  const max = finiteNumber(usePrinterSetting(sensor.key, 'max_temp'));
  const rate = useRate(sensor.key);
  const editable = sensor.kind !== 'sensor';
  return (
    <tr>
      {/* The name takes the width the numbers leave (max-width 0 lets the cell shrink below its
          text), so a long sensor name ends in an ellipsis instead of pushing them out of view. */}
      <th scope="row" style={{ maxWidth: 0, width: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            aria-hidden="true"
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0 }}
          />
          <Box component="span" title={sensor.label} sx={ELLIPSIS}>
            {sensor.label}
          </Box>
        </Box>
      </th>
      <td className="end wide" aria-label={t('temperature.powerOf', { name: sensor.label })}>
        {power === undefined ? '' : `${Math.round(power * 100)}%`}
      </td>
      {showRate && (
        <td className="end" aria-label={t('temperature.rateOf', { name: sensor.label })}>
          {ltr(`${rate > 0 ? '+' : ''}${fixed(rate, 1)} °C/s`)}
        </td>
      )}
      <td
        className="end"
        aria-label={t('temperature.temperatureOf', { name: sensor.label })}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {formatTemperature(temperature)}
      </td>
      <td className="end field">
        {editable && <TargetField sensor={sensor} target={target} min={min} max={max} />}
      </td>
    </tr>
  );
}
