// The user's date and time formats (Settings › General, spec part 2 §9), held apart from
// format-date.ts so that setting them at start-up does not load dayjs on the first page.

export const DEFAULT_DATE_FORMAT = 'MMM D, YYYY h:mm A';
export const DEFAULT_TIME_FORMAT = 'h:mm A';

const current = { date: DEFAULT_DATE_FORMAT, time: DEFAULT_TIME_FORMAT };

/**
 * A full date's format from the user's date part ('MMM. DD,' or 'DD MMM.') and time format
 * ('hh:mm a' or 'HH:mm'): the date part, the year, the time.
 */
export function dateTimeFormat(datePart: string, timePart: string): string {
  return `${datePart} YYYY ${timePart}`;
}

/** Sets the formats every date shown uses from now on; empty parts go back to the defaults. */
export function setDateFormats(datePart: string, timePart: string): void {
  current.time = timePart || DEFAULT_TIME_FORMAT;
  current.date = datePart ? dateTimeFormat(datePart, current.time) : DEFAULT_DATE_FORMAT;
}

/** The full date format in use. */
export function dateFormat(): string {
  return current.date;
}

/** The time-of-day format in use. */
export function timeFormat(): string {
  return current.time;
}
