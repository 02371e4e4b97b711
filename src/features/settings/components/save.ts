// Saves one setting by its path in Moonraker's database, as the field changes.
import { writeSetting } from '../../../state/session';
import { setSetting, type UiSettings } from '../../../state/settings';

export function saveSetting<G extends keyof UiSettings, K extends keyof UiSettings[G] & string>(
  group: G,
  key: K,
  value: UiSettings[G][K],
): void {
  void setSetting(writeSetting, group, key, value);
}
