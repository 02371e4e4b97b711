// The translator in React: `useTranslation()` gives `t` for the current language and the
// translator itself. A view renders again when the language changes or messages are added (a
// lazily loaded area registering its English); `t` stays the same function while the language
// does, so effects that depend on it run again only when the language changes.
import { useSyncExternalStore } from 'react';
import type { Translator } from '../lib/i18n/translator';
import i18n, { type TFunction } from './i18n';
import type { MessageKey } from './keys';

export function useTranslation(): { t: TFunction; i18n: Translator<MessageKey> } {
  useSyncExternalStore(i18n.subscribe, i18n.version);
  return { t: i18n.fixedT(i18n.language), i18n };
}
