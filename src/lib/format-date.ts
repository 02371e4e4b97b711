// How dates and times read (spec part 1 §9), with dayjs — kept apart from format.ts so that code
// formatting only durations and sizes does not load dayjs.
import dayjs from 'dayjs';

export const DEFAULT_DATE_FORMAT = 'MMM D, YYYY h:mm A';
export const DEFAULT_TIME_FORMAT = 'h:mm A';

/**
 * A Unix time (seconds) as a date; today's dates read as 'Today, 3:04 PM'.
 * `todayLabel` is the translated word for today.
 */
export function formatDate(
  unixSeconds: number | null | undefined,
  nowMs = Date.now(),
  todayLabel = 'Today',
  format = DEFAULT_DATE_FORMAT,
  timeFormat = DEFAULT_TIME_FORMAT,
): string {
  if (
    unixSeconds === null ||
    unixSeconds === undefined ||
    !Number.isFinite(unixSeconds) ||
    unixSeconds <= 0
  )
    return '';
  const date = dayjs(unixSeconds * 1000);
  if (date.isSame(dayjs(nowMs), 'day')) return `${todayLabel}, ${date.format(timeFormat)}`;
  return date.format(format);
}

/** A time of day (ms since the epoch) in the default time format. */
export function formatTimeOfDay(ms: number, timeFormat = DEFAULT_TIME_FORMAT): string {
  return dayjs(ms).format(timeFormat);
}
