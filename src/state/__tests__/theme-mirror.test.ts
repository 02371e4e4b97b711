// The theme's local mirror: a reload paints the user's dark/light choice, primary colour and logo
// before Moonraker's database answers.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyStoredSettings,
  DEFAULT_UI_SETTINGS,
  initialSettings,
  setSetting,
  THEME_KEY,
  useSettings,
} from '../settings';

type Theme = typeof DEFAULT_UI_SETTINGS.theme;
const DEFAULT_THEME = DEFAULT_UI_SETTINGS.theme;

function mirror(): unknown {
  const text = localStorage.getItem(THEME_KEY);
  return text === null ? undefined : JSON.parse(text);
}

beforeEach(() => {
  localStorage.clear();
  useSettings.setState({ theme: { ...DEFAULT_THEME } });
});

describe('the store at start-up', () => {
  const cases: [string, string | null, Theme][] = [
    ['nothing mirrored', null, DEFAULT_THEME],
    [
      'the whole theme',
      '{"isDark":false,"primaryColor":"#8e24aa","logo":"/server/files/config/logo.png"}',
      { isDark: false, primaryColor: '#8e24aa', logo: '/server/files/config/logo.png' },
    ],
    ['part of it', '{"isDark":false}', { ...DEFAULT_THEME, isDark: false }],
    [
      'values of the wrong type',
      '{"isDark":"yes","primaryColor":12,"logo":true,"other":1}',
      DEFAULT_THEME,
    ],
    ['text that is not JSON', '{"isDark":', DEFAULT_THEME],
    ['something else than an object', '"#8e24aa"', DEFAULT_THEME],
  ];
  it.each(cases)('%s', (_name, text, expected) => {
    if (text !== null) localStorage.setItem(THEME_KEY, text);
    const state = initialSettings();
    expect(state.theme).toEqual(expected);
    expect(state.general).toEqual(DEFAULT_UI_SETTINGS.general);
  });
});

describe('setSetting', () => {
  const cases: [keyof Theme, boolean | string][] = [
    ['isDark', false],
    ['primaryColor', '#8e24aa'],
    ['logo', '/server/files/config/logo.png'],
    ['logo', ''],
  ];
  it.each(cases)('theme.%s = %j is mirrored and written by its path', async (key, value) => {
    const write = vi.fn(() => Promise.resolve());
    await setSetting(write, 'theme', key, value as never);
    expect(mirror()).toEqual({ ...DEFAULT_THEME, [key]: value });
    expect(useSettings.getState().theme[key]).toEqual(value);
    expect(write).toHaveBeenCalledWith(`uiSettings.theme.${key}`, value);
  });

  it('keeps the earlier theme choices in the mirror', async () => {
    await setSetting(null, 'theme', 'isDark', false);
    await setSetting(null, 'theme', 'logo', 'https://example.com/l.png');
    expect(mirror()).toEqual({
      ...DEFAULT_THEME,
      isDark: false,
      logo: 'https://example.com/l.png',
    });
    expect(initialSettings().theme).toEqual(mirror());
  });

  it('mirrors nothing for a setting outside the theme', async () => {
    await setSetting(null, 'general', 'instanceName', 'Voron');
    expect(mirror()).toBeUndefined();
  });
});

describe('applyStoredSettings', () => {
  const cases: [string, unknown, Theme][] = [
    [
      'the stored theme',
      { theme: { isDark: false, primaryColor: '#4caf50', logo: 'https://example.com/l.svg' } },
      { isDark: false, primaryColor: '#4caf50', logo: 'https://example.com/l.svg' },
    ],
    ['a printer that never saved a theme', { general: { instanceName: 'x' } }, DEFAULT_THEME],
    ['an empty database', undefined, DEFAULT_THEME],
  ];
  it.each(cases)('%s: applied and mirrored for the next start', (_name, stored, expected) => {
    localStorage.setItem(THEME_KEY, '{"primaryColor":"#123456","logo":"/old.png"}');
    applyStoredSettings(stored);
    expect(useSettings.getState().theme).toEqual(expected);
    expect(mirror()).toEqual(expected);
    expect(initialSettings().theme).toEqual(expected);
  });
});
