// How dates and times read (spec part 1 §9; the user's formats from Settings › General, part 2
// §9, are applied by state/dates.ts), with dayjs — kept apart from format.ts so that code
// formatting only durations and sizes does not load dayjs. The month and day names are the
// interface language's (dayjs's locale, set with the language in app/i18n.ts).
import dayjs from 'dayjs';

export const DEFAULT_DATE_FORMAT = 'MMM D, YYYY h:mm A';
export const DEFAULT_TIME_FORMAT = 'h:mm A';

/**
 * A full date's format from the user's date part ('MMM. DD,' or 'DD MMM.') and time format
 * ('hh:mm a' or 'HH:mm'): the date part, the year, the time; the default without a date part.
 */
export function dateTimeFormat(datePart: string, timePart: string): string {
  return datePart ? `${datePart} YYYY ${timePart || DEFAULT_TIME_FORMAT}` : DEFAULT_DATE_FORMAT;
}

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
  format = DEFAULT_DATE_FORMAT,
  time = DEFAULT_TIME_FORMAT,
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

/** A time of day (ms since the epoch). */
export function formatTimeOfDay(ms: number, time = DEFAULT_TIME_FORMAT): string {
  return dayjs(ms).format(time);
}
