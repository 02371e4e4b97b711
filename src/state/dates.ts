// Dates and times of day as the user chose them in Settings › General (spec part 2 §9: the date
// part and the time format), read from the settings at each call.
import {
  dateTimeFormat,
  DEFAULT_TIME_FORMAT,
  formatDate as formatDateAs,
  formatTimeOfDay as formatTimeAs,
} from '../lib/format-date';
import { useSettings } from './settings';

function formats(): { date: string; time: string } {
  const { dateFormat, timeFormat } = useSettings.getState().general;
  return { date: dateTimeFormat(dateFormat, timeFormat), time: timeFormat || DEFAULT_TIME_FORMAT };
}

/** A Unix time (seconds) as a date in the user's formats; today's read '<todayLabel>, <time>'. */
export function formatDate(
  unixSeconds: number | null | undefined,
  nowMs = Date.now(),
  todayLabel?: string,
): string {
  const { date, time } = formats();
  return formatDateAs(unixSeconds, nowMs, todayLabel, date, time);
}

/** A time of day (ms since the epoch) in the user's time format. */
export function formatTimeOfDay(ms: number): string {
  return formatTimeAs(ms, formats().time);
}
