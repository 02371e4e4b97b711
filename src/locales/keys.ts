// The type of a translation key (of the default namespace), for keys kept in tables: route names,
// form messages. A key that English does not have fails the typecheck.
import type { ParseKeys } from 'i18next';

export type MessageKey = ParseKeys;
