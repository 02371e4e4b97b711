// Typed translation keys: t('no.such.key') fails the typecheck. The shape is English's.
import 'i18next';
import type { EnglishMessages } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: EnglishMessages };
    returnNull: false;
  }
}
