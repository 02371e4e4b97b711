// The temperature chart's legend: one toggle button per series (a sensor's temperature, and a
// heater's target and power), its line drawn beside its name; pressed while the series is shown.
// A click or Enter/Space shows or hides the series and stores the choice in the printer's
// database. Each item reads only its own series' choice, so a toggle re-renders that item alone,
// and nothing here reads the printer's status.
import { memo } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from '../../../../locales/react';
import { isShown, type LegendEntry, type LegendPart } from '../../../../lib/chart-legend';
import { chartLegendsStore, setLegendShown } from '../../../../state/chart-legends';
import { usePrinterScope, useScopedState } from '../../../../state/scope/context';

/** How each part's line is drawn on the chart (TemperatureChart): solid, dashed, dotted. */
const LINE: Record<LegendPart, string> = {
  temperature: '2px solid',
  target: '1px dashed',
  power: '1px dotted',
};

interface ItemProps {
  entry: LegendEntry;
  label: string;
  color: string;
}

const LegendItem = memo(function LegendItem({ entry, label, color }: ItemProps) {
  const scope = usePrinterScope();
  const shown = useScopedState(chartLegendsStore, (s) => isShown(s.selected, entry.name));
  return (
    <ButtonBase
      disableRipple
      aria-pressed={shown}
      onClick={() => setLegendShown(scope, entry.name, !shown)}
      title={label}
      sx={{
        gap: 0.75,
        maxWidth: '100%',
        minWidth: 0,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        typography: 'caption',
        color: shown ? 'text.primary' : 'text.secondary',
        textDecoration: shown ? 'none' : 'line-through',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 18,
          borderTop: `${LINE[entry.part]} ${color}`,
          opacity: shown ? (entry.part === 'power' ? 0.6 : 1) : 0.3,
        }}
      />
      {/* A sensor's name is the printer's: one line, cut with an ellipsis, its direction its own. */}
      <Box
        component="bdi"
        sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {label}
      </Box>
    </ButtonBase>
  );
});

interface Props {
  entries: readonly LegendEntry[];
  /** Each sensor's display name, by its key. */
  labels: Readonly<Record<string, string>>;
  colors: Readonly<Record<string, string>>;
}

export const TemperatureLegend = memo(function TemperatureLegend({
  entries,
  labels,
  colors,
}: Props) {
  const { t } = useTranslation();
  const labelOf = (entry: LegendEntry) => {
    const name = labels[entry.sensor] ?? entry.sensor;
    if (entry.part === 'target') return t('temperature.targetOf', { name });
    if (entry.part === 'power') return t('temperature.powerOf', { name });
    return name;
  };
  return (
    <Box
      role="group"
      aria-label={t('temperature.legend')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, pt: 0.5 }}
    >
      {entries.map((entry) => (
        <LegendItem
          key={entry.name}
          entry={entry}
          label={labelOf(entry)}
          color={colors[entry.sensor] ?? '#888'}
        />
      ))}
    </Box>
  );
});
