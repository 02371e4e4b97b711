// The slider and number-field rules of spec part 1 §5: a value is numeric, at least min, at most max
// unless the slider is overridable (then the max grows to the entered value); defaults min 0, max 100,
// step 1. An invalid entry is refused (the field shows why and reverts to the current value).

export interface SliderRange {
  min?: number;
  max?: number;
  step?: number;
  /** The user may type a value above max; the slider's max then extends to it. */
  overridable?: boolean;
}

export const SLIDER_DEFAULTS = { min: 0, max: 100, step: 1 } as const;

/** Why an entry is refused: a key of the validation.* form messages. */
export type SliderError = 'required' | 'invalidNumber' | 'min' | 'max';

export type SliderCheck =
  { ok: true; value: number } | { ok: false; error: SliderError; params?: Record<string, number> };

/** Validate what the user typed into a slider's number field. */
export function checkSliderInput(input: string, range: SliderRange = {}): SliderCheck {
  const min = range.min ?? SLIDER_DEFAULTS.min;
  const max = range.max ?? SLIDER_DEFAULTS.max;
  const text = input.trim();
  if (text === '') return { ok: false, error: 'required' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: 'invalidNumber' };
  if (value < min) return { ok: false, error: 'min', params: { min } };
  if (value > max && !range.overridable) return { ok: false, error: 'max', params: { max } };
  return { ok: true, value };
}

/** The slider's upper end: max, or the current value when an overridable slider went past it. */
export function sliderMax(range: SliderRange, value: number | undefined): number {
  const max = range.max ?? SLIDER_DEFAULTS.max;
  return range.overridable && value !== undefined && value > max ? value : max;
}

/** Decimals a step needs: 1 → 0, 0.1 → 1, 0.001 → 3. */
export function stepDecimals(step: number = SLIDER_DEFAULTS.step): number {
  if (!Number.isFinite(step) || step <= 0) return 0;
  const text = String(step);
  const exp = /e-(\d+)$/.exec(text);
  if (exp) return Number(exp[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** A value rounded to the step's decimals, as G-code and fields show it (no float noise). */
export function roundToStep(value: number, step: number = SLIDER_DEFAULTS.step): number {
  const factor = 10 ** stepDecimals(step);
  return Math.round(value * factor) / factor;
}

/** A value as the number field shows it ('' while unknown). */
export function formatSliderValue(value: number | undefined, step?: number): string {
  return value === undefined || !Number.isFinite(value) ? '' : String(roundToStep(value, step));
}
