// The interface's translator (lib/i18n): one for the whole app, English the fallback, its keys
// English's (`t('no.such.key')` fails the typecheck). A value put into a message becomes a bidi
// isolate when it holds direction controls or right-to-left letters (a printer's file or macro
// name), so that the words of the message after it keep their order; React escapes the text
// itself. app/i18n.ts loads English into it and switches languages.
import { isolateBidi } from '../lib/bidi';
import {
  createTranslator,
  type TFunction as KeyedTFunction,
  type Translator,
} from '../lib/i18n/translator';
import type { MessageKey } from './keys';

export type TFunction = KeyedTFunction<MessageKey>;
export type { TranslateOptions } from '../lib/i18n/translate';

const i18n: Translator<MessageKey> = createTranslator<MessageKey>('en', isolateBidi);

export default i18n;
