// The farm alerts' preferences: which kinds of alert are raised, and whether they also play a
// sound and show a browser notification. They belong to this browser (a sound or a desktop
// notification is about this device, not about a printer), so they live in local storage under
// one key, read once at start and written on every change.
import { create } from 'zustand';
import { readJson, writeJson } from '../../../state/storage';
import { ALERT_KINDS, type AlertKind } from './transitions';

/** The local storage key of the alerts' preferences. */
export const ALERT_PREFS_KEY = 'farmAlerts';

export interface AlertPrefs {
  /** Each kind of alert on or off. */
  kinds: Readonly<Record<AlertKind, boolean>>;
  /** A short tone with each alert. */
  sound: boolean;
  /** A browser notification with each alert (when the browser allows them). */
  browser: boolean;
}

/** Every kind on, no sound, browser notifications as soon as the browser allows them. */
export const DEFAULT_ALERT_PREFS: AlertPrefs = {
  kinds: { finished: true, error: true, paused: true, shutdown: true, disconnected: true },
  sound: false,
  browser: true,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const flag = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;

/**
 * The preferences a stored value holds: each field that is a boolean where one belongs is kept,
 * anything else (a missing field, another type, a value from an older or broken copy) takes its
 * default.
 */
export function alertPrefsFrom(raw: unknown): AlertPrefs {
  const stored = isObject(raw) ? raw : {};
  const kinds = isObject(stored.kinds) ? stored.kinds : {};
  const defaults = DEFAULT_ALERT_PREFS;
  return {
    kinds: Object.fromEntries(
      ALERT_KINDS.map((kind) => [kind, flag(kinds[kind], defaults.kinds[kind])]),
    ) as Record<AlertKind, boolean>,
    sound: flag(stored.sound, defaults.sound),
    browser: flag(stored.browser, defaults.browser),
  };
}

/** App state: this browser's alert preferences. */
export const useAlertPrefs = create<AlertPrefs>(() =>
  alertPrefsFrom(readJson<unknown>(ALERT_PREFS_KEY, null)),
);

function save(next: AlertPrefs): void {
  writeJson(ALERT_PREFS_KEY, next);
  useAlertPrefs.setState(next, true);
}

/** Turns one kind of alert on or off. */
export function setAlertKind(kind: AlertKind, on: boolean): void {
  const prefs = useAlertPrefs.getState();
  save({ ...prefs, kinds: { ...prefs.kinds, [kind]: on } });
}

/** Turns the alerts' sound, or their browser notifications, on or off. */
export function setAlertOption(option: 'sound' | 'browser', on: boolean): void {
  save({ ...useAlertPrefs.getState(), [option]: on });
}

/** Reads the stored preferences again (another tab changed them, or a test reset storage). */
export function reloadAlertPrefs(): void {
  useAlertPrefs.setState(alertPrefsFrom(readJson<unknown>(ALERT_PREFS_KEY, null)), true);
}
