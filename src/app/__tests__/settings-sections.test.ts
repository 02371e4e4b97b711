// The settings sections found by their section.ts files (the settings feature's and other
// features'): the spec's order, each anchor once, and the ones that need a Moonraker component
// shown only with it.
import { describe, expect, it } from 'vitest';
import { visibleSections } from '../../components/settings-section';
import { SETTINGS_SECTIONS } from '../pages/SettingsRoute';

describe('settings sections', () => {
  it('come in the page order, each anchor once', () => {
    expect(SETTINGS_SECTIONS.map((section) => section.id)).toEqual([
      'general',
      'console',
      'theme',
      'editor',
      'auth',
      'macros',
      'camera',
      'toolhead',
      'presets',
      'gcodePreview',
      'cost',
      'spoolman',
      'timelapse',
      'alerts',
      'versions',
    ]);
  });

  it.each([
    [[], ['auth', 'spoolman', 'timelapse', 'versions']],
    [['authorization'], ['spoolman', 'timelapse', 'versions']],
    [
      ['timelapse', 'update_manager'],
      ['auth', 'spoolman'],
    ],
    [['spoolman'], ['auth', 'timelapse', 'versions']],
  ])('with components %j the page leaves out %j', (components, missing) => {
    const shown = visibleSections(SETTINGS_SECTIONS, { components }).map((section) => section.id);
    const all = SETTINGS_SECTIONS.map((section) => section.id);
    expect(all.filter((id) => !shown.includes(id))).toEqual(missing);
  });
});
