// A labelled native range input with its value shown beside the label (the layer and move sliders):
// live while dragged, arrow keys, Page Up / Down and Home / End work as on any slider.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RANGE_INPUT_SX } from '../../../../components/SliderField';

interface Props {
  label: string;
  /** What the value reads as, e.g. '50 / 100'. */
  valueText: string;
  /** What a screen reader says, e.g. 'layer 50 of 100'. */
  spokenValue?: string;
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}

export function RangeRow({
  label,
  valueText,
  spokenValue,
  value,
  min,
  max,
  disabled,
  onChange,
}: Props) {
  return (
    <Box sx={{ py: 0.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }} aria-hidden>
          {valueText}
        </Typography>
      </Box>
      <Box
        component="input"
        type="range"
        aria-label={label}
        aria-valuetext={spokenValue ?? valueText}
        min={min}
        max={max}
        step={1}
        value={value}
        disabled={disabled || max <= min}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        sx={RANGE_INPUT_SX}
      />
    </Box>
  );
}
