// The settings page's field rules (spec part 2 §5): numbers with a lower bound, lists of numbers
// (toolhead move distances, Z adjust distances), the printer name and the primary colour. A rule
// answers either the value to save or the rule that was broken.

import { normaliseExtensions } from './file-editing';

/** The broken rule (the page words it) and the values its message names. */
export type SettingError =
  | { rule: 'required' }
  | { rule: 'invalidNumber' }
  | { rule: 'min'; values: { min: number } }
  | { rule: 'max'; values: { max: number } }
  | { rule: 'greaterThanZero' }
  | { rule: 'arrayOfNumbers' }
  | { rule: 'colour' };

export type SettingCheck<T> = { ok: true; value: T } | { ok: false; error: SettingError };

export interface NumberRule {
  /** The value must be at least this ('Min {min}'). */
  min?: number;
  /** The value must be strictly above 0 ('Must be greater than 0'). */
  positive?: boolean;
}

const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function fail<T>(error: SettingError): SettingCheck<T> {
  return { ok: false, error };
}

/** A required number typed in a field. */
export function checkNumber(text: string, rule: NumberRule = {}): SettingCheck<number> {
  const trimmed = text.trim();
  if (trimmed === '') return fail({ rule: 'required' });
  if (!NUMBER_RE.test(trimmed)) return fail({ rule: 'invalidNumber' });
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return fail({ rule: 'invalidNumber' });
  if (rule.positive && value <= 0) return fail({ rule: 'greaterThanZero' });
  if (rule.min !== undefined && value < rule.min)
    return fail({ rule: 'min', values: { min: rule.min } });
  return { ok: true, value };
}

/**
 * A list of numbers typed as '0.1, 1, 10': every entry a number, between 1 and `maxCount` distinct
 * values once duplicates are dropped; the saved list is sorted ascending.
 */
export function checkNumberList(text: string, maxCount: number): SettingCheck<number[]> {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return fail({ rule: 'required' });
  if (parts.some((part) => !NUMBER_RE.test(part))) return fail({ rule: 'arrayOfNumbers' });
  const values = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  if (values.length > maxCount) return fail({ rule: 'max', values: { max: maxCount } });
  return { ok: true, value: values };
}

/** The printer name: required, kept as typed but without surrounding spaces. */
export function checkPrinterName(text: string): SettingCheck<string> {
  const value = text.trim();
  return value === '' ? fail({ rule: 'required' }) : { ok: true, value };
}

/** Auto-edit extensions typed as '.cfg, txt': each starting with '.', lower case, once, sorted. */
export function parseExtensions(text: string): string[] {
  return normaliseExtensions(text.split(/[\s,;]+/));
}

const HEX_COLOUR_RE = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour as '#rrggbb' (lower case; '#abc' is widened), or an error. */
export function checkColour(text: string): SettingCheck<string> {
  const value = text.trim();
  if (value === '') return fail({ rule: 'required' });
  if (!HEX_COLOUR_RE.test(value)) return fail({ rule: 'colour' });
  const digits = value.slice(1).toLowerCase();
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  return { ok: true, value: `#${full}` };
}
