// The type of a translation key: a dotted path to one of English's messages (a plural message
// also without its `_one`/`_other` suffix). Keys kept in tables (route names, form messages) use
// it, and so does `t`: a key that English does not have fails the typecheck.
import type { KeyPaths } from '../lib/i18n/keys';
import type { EnglishMessages } from './en';

export type MessageKey = KeyPaths<EnglishMessages>;
