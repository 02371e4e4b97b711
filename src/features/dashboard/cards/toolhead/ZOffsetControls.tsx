// Z offset (baby stepping): the offset with 3 decimals, ± the chosen Z adjust distance
// (SET_GCODE_OFFSET Z_ADJUST MOVE=1, available while printing too), and saving it to the endstop or
// the probe after confirmation (Z_OFFSET_APPLY_*, then SAVE_CONFIG, which restarts Klipper).
import { Suspense, useState } from 'react';
import { lazy } from '../../../../components/lazy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { primaryText } from '../../../../components/colors';
import { useTranslation } from '../../../../locales/react';
import { ChoiceButtons } from '../../../../components/ChoiceButtons';
import { useShallow } from 'zustand/react/shallow';
import {
  formatZOffset,
  zAdjustGcode,
  zOffsetApplyGcode,
  zOffsetTargets,
  type ZOffsetTarget,
} from '../../../../lib/toolhead';
import { usePrinter } from '../../../../state/printer';
import { usePrinterCalls } from '../../../../state/scope/calls';
import { useSettings } from '../../../../state/settings';
import { usePrinting } from './useMotion';
import toolheadMessages from '../../../../locales/en/toolhead.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(toolheadMessages);

const ConfirmDialog = lazy(() => import('../../../../components/ConfirmDialog'));

export function ZOffsetControls() {
  const { t } = useTranslation();
  const { attempt } = usePrinterCalls();
  const offset = usePrinter((s) => s.status.gcode_move?.homing_origin?.[2]);
  const targets = usePrinter(useShallow((s) => zOffsetTargets(s.status.configfile?.settings)));
  const printing = usePrinting();
  const configured = useSettings((s) => s.general.zAdjustDistances);
  const distances = Array.isArray(configured) ? configured.filter((d) => d > 0) : [];
  const [chosen, setChosen] = useState<number | null>(null);
  const distance = chosen ?? distances[distances.length - 1] ?? 0.05;
  const [confirming, setConfirming] = useState<ZOffsetTarget | null>(null);

  const adjust = (direction: 1 | -1) => {
    const gcode = zAdjustGcode(distance, direction);
    void attempt((api) => api.printer.gcodeScript(gcode));
  };
  const apply = async (target: ZOffsetTarget) => {
    const done = await attempt((api) => api.printer.gcodeScript(zOffsetApplyGcode(target)));
    if (done !== undefined) await attempt((api) => api.printer.gcodeScript('SAVE_CONFIG'));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" component="span">
          {t('toolhead.zOffset')}
        </Typography>
        <Typography
          variant="body2"
          component="output"
          aria-label={t('toolhead.zOffset')}
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', minWidth: 56 }}
        >
          {formatZOffset(offset)}
        </Typography>
        <ChoiceButtons
          label={t('toolhead.zAdjustDistance')}
          value={distance}
          options={distances.map((d) => ({ value: d, text: String(d) }))}
          onChange={setChosen}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          sx={{ color: primaryText }}
          aria-label={t('toolhead.zAdjust', { distance: `-${distance}` })}
          onClick={() => adjust(-1)}
        >
          Z −{distance}
        </Button>
        <Button
          size="small"
          variant="outlined"
          sx={{ color: primaryText }}
          aria-label={t('toolhead.zAdjust', { distance: `+${distance}` })}
          onClick={() => adjust(1)}
        >
          Z +{distance}
        </Button>
        {targets.map((target) => (
          <Button
            key={target}
            size="small"
            variant="text"
            sx={{ color: primaryText }}
            disabled={printing}
            onClick={() => setConfirming(target)}
          >
            {target === 'endstop' ? t('toolhead.applyEndstop') : t('toolhead.applyProbe')}
          </Button>
        ))}
      </Box>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('toolhead.applyTitle')}
            text={
              confirming === 'endstop'
                ? t('toolhead.applyEndstopText')
                : t('toolhead.applyProbeText')
            }
            confirmLabel={t('toolhead.saveAndRestart')}
            onClose={(confirmed) => {
              const target = confirming;
              setConfirming(null);
              if (confirmed) void apply(target);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
