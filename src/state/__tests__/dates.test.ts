import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatTimeOfDay } from '../dates';
import { DEFAULT_UI_SETTINGS, useSettings } from '../settings';

const now = new Date(2026, 10, 21, 18, 0).getTime();
const earlier = new Date(2026, 10, 5, 21, 30).getTime();

afterEach(() => useSettings.setState({ general: { ...DEFAULT_UI_SETTINGS.general } }));

describe('dates in the formats chosen in Settings › General', () => {
  it.each([
    ['MMM. DD,', 'hh:mm a', 'Nov. 05, 2026 09:30 pm', '09:30 pm'],
    ['DD MMM.', 'HH:mm', '05 Nov. 2026 21:30', '21:30'],
  ])('%j with %j', (dateFormat, timeFormat, date, time) => {
    useSettings.setState({ general: { ...DEFAULT_UI_SETTINGS.general, dateFormat, timeFormat } });
    expect(formatDate(earlier / 1000, now)).toBe(date);
    expect(formatDate(new Date(2026, 10, 21, 9, 5).getTime() / 1000, now, 'Heute')).toMatch(
      /^Heute, 09:05/,
    );
    expect(formatTimeOfDay(earlier)).toBe(time);
  });

  it('follows a change at once', () => {
    expect(formatTimeOfDay(earlier)).toBe('09:30 pm');
    useSettings.setState({
      general: { ...useSettings.getState().general, timeFormat: 'HH:mm' },
    });
    expect(formatTimeOfDay(earlier)).toBe('21:30');
  });
});
