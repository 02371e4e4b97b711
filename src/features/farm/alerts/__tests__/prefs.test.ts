import { afterEach, describe, expect, it } from 'vitest';
import {
  ALERT_PREFS_KEY,
  alertPrefsFrom,
  DEFAULT_ALERT_PREFS,
  reloadAlertPrefs,
  setAlertKind,
  setAlertOption,
  useAlertPrefs,
} from '../prefs';

const allOn = DEFAULT_ALERT_PREFS.kinds;

describe('alertPrefsFrom', () => {
  it.each([
    ['nothing stored', null, DEFAULT_ALERT_PREFS],
    ['not an object', 'yes', DEFAULT_ALERT_PREFS],
    ['an array', [true], DEFAULT_ALERT_PREFS],
    [
      'one kind off, sound on',
      { kinds: { paused: false }, sound: true },
      { kinds: { ...allOn, paused: false }, sound: true, browser: true },
    ],
    [
      'wrong types fall back',
      { kinds: { error: 'no', shutdown: 0 }, sound: 'on', browser: null },
      DEFAULT_ALERT_PREFS,
    ],
    [
      'unknown kinds are dropped',
      { kinds: { finished: false, exploded: true }, browser: false },
      { kinds: { ...allOn, finished: false }, sound: false, browser: false },
    ],
  ] as const)('%s', (_, raw, prefs) => {
    expect(alertPrefsFrom(raw)).toEqual(prefs);
  });

  it('sound is off and every kind on by default', () => {
    expect(DEFAULT_ALERT_PREFS.sound).toBe(false);
    expect(Object.values(DEFAULT_ALERT_PREFS.kinds).every(Boolean)).toBe(true);
  });
});

describe('the stored preferences', () => {
  afterEach(() => {
    localStorage.clear();
    reloadAlertPrefs();
  });

  it("are this browser's: every change is kept under one local storage key", () => {
    setAlertKind('disconnected', false);
    setAlertOption('sound', true);
    expect(JSON.parse(localStorage.getItem(ALERT_PREFS_KEY) ?? 'null')).toEqual({
      kinds: { ...allOn, disconnected: false },
      sound: true,
      browser: true,
    });
    // A new page (or another tab) reads them back.
    useAlertPrefs.setState(DEFAULT_ALERT_PREFS, true);
    reloadAlertPrefs();
    expect(useAlertPrefs.getState().kinds.disconnected).toBe(false);
    expect(useAlertPrefs.getState().sound).toBe(true);
  });
});
