// Typed keys: the typecheck (tsc) is this file's real test; a key English does not have is an
// error, a plural message is asked for without its suffix, and template-literal keys whose every
// value exists pass.
import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import type { MessageKey } from '../keys';

describe('MessageKey', () => {
  it('names English messages, plural ones without their suffix', () => {
    const keys: MessageKey[] = ['app.userMenu', 'farm.printers', 'farm.printers_one'];
    expect(i18n.t(keys[0] ?? 'app.userMenu', { username: 'ada' })).toBe('User menu (ada)');
  });

  it('refuses keys English does not have', () => {
    // @ts-expect-error: not a key of English
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    // @ts-expect-error: a group is not a message
    const group: MessageKey = 'app';
    // @ts-expect-error: English has no _few form
    const few: MessageKey = 'farm.printers_few';
    expect([group, few]).toHaveLength(2);
  });

  it('takes template-literal keys whose every value is a message', () => {
    const source = 'moonraker' as 'moonraker' | 'klipper';
    const key: MessageKey = `warnings.sources.${source}`;
    expect(key).toBe('warnings.sources.moonraker');
    const unknown = 'moonraker' as 'moonraker' | 'nobody';
    // @ts-expect-error: 'warnings.sources.nobody' is not a message
    const wrong: MessageKey = `warnings.sources.${unknown}`;
    expect(wrong).toBe('warnings.sources.moonraker');
  });
});
