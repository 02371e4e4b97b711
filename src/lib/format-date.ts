// How dates and times read (spec part 1 §9; the user's formats from Settings › General, part 2
// §9), with dayjs — kept apart from format.ts so that code formatting only durations and sizes
// does not load dayjs. The month and day names are the interface language's (dayjs's locale,
// set with the language in app/i18n.ts).
import dayjs from 'dayjs';
import { dateFormat, timeFormat } from './date-formats';

export { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT, setDateFormats } from './date-formats';

/** Formats with the month's abbreviation and a dot of their own: 'Nov..' reads 'Nov.'. */
function tidy(text: string): string {
  return text.replace(/\.\./g, '.');
}

/**
 * A Unix time (seconds) as a date; today's dates read as 'Today, 3:04 PM'.
 * `todayLabel` is the translated word for today.
 */
export function formatDate(
  unixSeconds: number | null | undefined,
  nowMs = Date.now(),
  todayLabel = 'Today',
  format = dateFormat(),
  time = timeFormat(),
): string {
  if (
    unixSeconds === null ||
    unixSeconds === undefined ||
    !Number.isFinite(unixSeconds) ||
    unixSeconds <= 0
  )
    return '';
  const date = dayjs(unixSeconds * 1000);
  if (date.isSame(dayjs(nowMs), 'day')) return `${todayLabel}, ${date.format(time)}`;
  return tidy(date.format(format));
}

/** A time of day (ms since the epoch) in the user's time format. */
export function formatTimeOfDay(ms: number, time = timeFormat()): string {
  return dayjs(ms).format(time);
}
