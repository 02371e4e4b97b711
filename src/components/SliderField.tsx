// A slider with an editable number field (spec part 1 §5 slider rules): numeric, at least min, at
// most max unless overridable (the slider's end then follows the typed value), default step 1. It
// sends on release, on Enter, not on every pixel; an invalid entry shows why and reverts on Escape
// or when the field is left. The slider is a native range input (MUI's Slider would add some 7 KB
// gzip to every page that shows one).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../locales/react';
import {
  checkSliderInput,
  formatSliderValue,
  roundToStep,
  SLIDER_DEFAULTS,
  sliderMax,
  type SliderRange,
} from '../lib/sliders';
import { CompactInput } from './CompactInput';

/** The look of a native range input in the theme's colour (this field's and the preview's sliders). */
export const RANGE_INPUT_SX: SxProps<Theme> = {
  display: 'block',
  width: '100%',
  m: 0,
  accentColor: (theme) => theme.palette.primary.main,
  cursor: 'pointer',
  '&:disabled': { cursor: 'default', opacity: 0.5 },
};

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

  // The native change event comes once, when the slider is released (or a key moved it).
  const slider = useRef<HTMLInputElement>(null);
  const commitLatest = useRef(commit);
  useEffect(() => {
    commitLatest.current = commit;
  });
  useEffect(() => {
    const element = slider.current;
    if (!element) return;
    const released = () => {
      commitLatest.current(Number(element.value));
      // After React's own handling of this event, which may still set the dragged value.
      setTimeout(() => setDragging(null), 0);
    };
    element.addEventListener('change', released);
    return () => element.removeEventListener('change', released);
  }, []);

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
      <Box
        ref={slider}
        component="input"
        type="range"
        aria-label={label}
        min={min}
        max={max}
        step={step}
        disabled={disabled || value === undefined}
        value={Math.min(max, Math.max(min, shownValue ?? min))}
        onChange={(event) => setDragging(Number(event.currentTarget.value))}
        sx={RANGE_INPUT_SX}
      />
    </Box>
  );
}
