// How sizes, lengths, weights, durations and speeds read (spec part 1 §9). Dates: format-date.ts.
import { fixed, ltr } from './number-format';

const SIZE_UNITS = ['kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** Bytes in steps of 1024 with one decimal: 512 → '512 B', 1536 → '1.5 kB'. */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '';
  if (Math.abs(bytes) < 1024) return ltr(`${Math.round(bytes)} B`);
  let value = bytes;
  let unit = -1;
  do {
    value /= 1024;
    unit++;
  } while (Math.abs(value) >= 1024 && unit < SIZE_UNITS.length - 1);
  return ltr(`${fixed(value, 1)} ${SIZE_UNITS[unit]}`);
}

/** Filament length from mm: mm up to 100, then cm, then m from 1000 mm. */
export function formatLength(mm: number | null | undefined): string {
  if (mm === null || mm === undefined || !Number.isFinite(mm)) return '';
  if (mm >= 1000) return ltr(`${fixed(mm / 1000, 2)} m`);
  if (mm > 100) return ltr(`${fixed(mm / 10, 1)} cm`);
  return ltr(`${fixed(mm, 1)} mm`);
}

/** Grams below 1000, then kilograms. */
export function formatWeight(grams: number | null | undefined): string {
  if (grams === null || grams === undefined || !Number.isFinite(grams)) return '';
  if (grams >= 1000) return ltr(`${fixed(grams / 1000, 2)} kg`);
  return ltr(`${fixed(grams, 2)} g`);
}

/** Seconds as hours, minutes and seconds: 781 → '13m 1s', 53481 → '14h 51m 21s'. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}h ${m}m ${s}s`;
  if (m > 0) return `${m}m ${s}s`;
  return `${s}s`;
}

/** Whole minutes, as hours and minutes: 781 → '13m', 53481 → '14h 51m'. */
export function formatMinutes(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const total = Math.max(0, Math.round(seconds / 60));
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

/** Upload and download speeds in kB/s, MB/s or GB/s. */
export function formatSpeed(bytesPerSecond: number): { value: string; unit: 'kB' | 'MB' | 'GB' } {
  const kb = bytesPerSecond / 1024;
  if (kb < 1024) return { value: fixed(kb, 1), unit: 'kB' };
  if (kb < 1024 * 1024) return { value: fixed(kb / 1024, 1), unit: 'MB' };
  return { value: fixed(kb / 1024 / 1024, 1), unit: 'GB' };
}
