// A slider with an editable number field (spec part 1 §5 slider rules): numeric, at least min, at
// most max unless overridable (the slider's end then follows the typed value), default step 1. It
// sends on release, on Enter, not on every pixel; an invalid entry shows why and reverts on Escape
// or when the field is left.
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  checkSliderInput,
  formatSliderValue,
  roundToStep,
  SLIDER_DEFAULTS,
  sliderMax,
  type SliderRange,
} from '../lib/sliders';
import { CompactInput } from './CompactInput';

export interface SliderFieldProps extends SliderRange {
  /** The name a user would say, e.g. 'Part fan speed' (slider and field). */
  label: string;
  /** The current value (undefined while not reported). */
  value: number | undefined;
  unit?: string;
  disabled?: boolean;
  /** Extra rule after the range check (e.g. off_below); return a message to refuse. */
  validate?: (value: number) => string | null;
  /** Called once per change the user made: slider released or Enter in the field. */
  onCommit: (value: number) => void;
  /** Controls shown after the title (a reset button ...). */
  actions?: ReactNode;
  /** Field width in px. */
  fieldWidth?: number;
}

export function SliderField({
  label,
  value,
  unit,
  disabled,
  validate,
  onCommit,
  actions,
  fieldWidth = 96,
  ...range
}: SliderFieldProps) {
  const { t } = useTranslation();
  const step = range.step ?? SLIDER_DEFAULTS.step;
  const min = range.min ?? SLIDER_DEFAULTS.min;
  const [dragging, setDragging] = useState<number | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const shownValue = dragging ?? value;
  const max = sliderMax(range, shownValue);

  const check = draft === null ? null : checkSliderInput(draft, range);
  let error: string | null = null;
  if (check && !check.ok) error = t(`validation.${check.error}`, check.params);
  else if (check && check.ok && validate) error = validate(check.value);

  const commit = (next: number) => {
    const rounded = roundToStep(next, step);
    if (validate?.(rounded)) return;
    onCommit(rounded);
  };

  const applyDraft = () => {
    if (!check || !check.ok || error) return;
    setDraft(null);
    commit(check.value);
  };

  return (
    <Box sx={{ py: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
        <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          {label}
        </Typography>
        {actions}
        <CompactInput
          label={label}
          unit={unit}
          width={fieldWidth}
          inputMode="decimal"
          disabled={disabled}
          value={draft ?? formatSliderValue(shownValue, step)}
          error={error}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyDraft();
            if (event.key === 'Escape') setDraft(null);
          }}
          onBlur={() => setDraft(null)}
        />
      </Box>
      <Box sx={{ px: 1 }}>
        <Slider
          size="small"
          aria-label={label}
          min={min}
          max={max}
          step={step}
          disabled={disabled || value === undefined}
          value={Math.min(max, Math.max(min, shownValue ?? min))}
          onChange={(_event, next) => setDragging(Array.isArray(next) ? (next[0] ?? min) : next)}
          onChangeCommitted={(_event, next) => {
            setDragging(null);
            commit(Array.isArray(next) ? (next[0] ?? min) : next);
          }}
        />
      </Box>
    </Box>
  );
}
