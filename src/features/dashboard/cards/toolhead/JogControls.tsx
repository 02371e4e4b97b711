// Jogs: a distance chosen from the configured move distances, then − / + per axis (G91, G1, G90 at
// the XY or Z speed). A jog on an unhomed axis is refused here, with a message; homing stays possible.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { primaryText } from '../../../../components/colors';
import { useTranslation } from '../../../../locales/react';
import { ChoiceButtons } from '../../../../components/ChoiceButtons';
import { AXES, jogGcode, unhomedAxes, type Axis } from '../../../../lib/toolhead';
import { usePrinterCalls } from '../../../../state/scope/calls';
import { useSettings } from '../../../../state/settings';
import { useHomedAxes, usePrinting } from './useMotion';
import toolheadMessages from '../../../../locales/en/toolhead.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(toolheadMessages);

const finite = (values: unknown): number[] =>
  Array.isArray(values)
    ? values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0)
    : [];

export function JogControls({ onRefused }: { onRefused: (axes: Axis[]) => void }) {
  const { t } = useTranslation();
  const { attempt } = usePrinterCalls();
  const general = useSettings((s) => s.general);
  const homedAxes = useHomedAxes();
  const printing = usePrinting();
  const distances = finite(general.toolheadMoveDistances);
  const [chosen, setChosen] = useState<number | null>(null);
  const distance =
    chosen ??
    (distances.includes(general.defaultToolheadMoveLength)
      ? general.defaultToolheadMoveLength
      : (distances[0] ?? 1));
  const inverted: Record<Axis, boolean> = {
    x: general.invertX,
    y: general.invertY,
    z: general.invertZ,
  };

  const jog = (axis: Axis, direction: 1 | -1) => {
    const missing = unhomedAxes([axis], homedAxes);
    if (missing.length > 0) {
      onRefused(missing);
      return;
    }
    const speed = axis === 'z' ? general.defaultToolheadZSpeed : general.defaultToolheadXYSpeed;
    const gcode = jogGcode(axis, direction * distance, speed, inverted[axis]);
    void attempt((api) => api.printer.gcodeScript(gcode));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ChoiceButtons
        label={t('toolhead.moveDistance')}
        value={distance}
        options={distances.map((d) => ({ value: d, text: String(d) }))}
        onChange={setChosen}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr 1fr',
          gap: 1,
          alignItems: 'center',
          maxWidth: 320,
        }}
      >
        {AXES.map((axis) => {
          const name = axis.toUpperCase();
          return [
            <Typography key={`${axis}-l`} variant="body2" sx={{ fontWeight: 600, width: 16 }}>
              {name}
            </Typography>,
            ...([-1, 1] as const).map((direction) => {
              const label = `${direction < 0 ? '-' : '+'}${distance}`;
              return (
                <Button
                  key={`${axis}${direction}`}
                  size="small"
                  variant="outlined"
                  sx={{ color: primaryText }}
                  disabled={printing}
                  aria-label={t('toolhead.jog', { axis: name, distance: label })}
                  onClick={() => jog(axis, direction)}
                >
                  {direction < 0 ? '−' : '+'}
                  {distance}
                </Button>
              );
            }),
          ];
        })}
      </Box>
    </Box>
  );
}
