import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../translator';
import { mark } from './cases';

function english() {
  const i18n = createTranslator('en', mark);
  i18n.addResourceBundle('en', { app: { greet: 'Hello {{name}}', bye: 'Bye' } });
  return i18n;
}

describe('createTranslator', () => {
  it('translates in the current language, English where the language has no message', () => {
    const i18n = english();
    i18n.addResourceBundle('de', { app: { greet: 'Hallo {{name}}' } });
    expect(i18n.t('app.greet', { name: 'Ada' })).toBe('Hello [Ada]');
    i18n.changeLanguage('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('app.greet', { name: 'Ada' })).toBe('Hallo [Ada]');
    expect(i18n.t('app.bye')).toBe('Bye');
  });

  it('gives one t per language, each keeping its language after a change', () => {
    const i18n = english();
    i18n.addResourceBundle('de', { app: { bye: 'Tschüss' } });
    const en = i18n.fixedT('en');
    expect(i18n.fixedT('en')).toBe(en);
    i18n.changeLanguage('de');
    expect(i18n.fixedT('de')).not.toBe(en);
    expect(en('app.bye')).toBe('Bye');
    expect(i18n.fixedT('de')('app.bye')).toBe('Tschüss');
  });

  it('adds messages without overwriting, from a copy of what it is given', () => {
    const i18n = english();
    const area = { app: { bye: 'Farewell', later: 'Later' }, other: { x: 'X' } };
    i18n.addResourceBundle('en', area);
    area.other.x = 'changed';
    expect(i18n.t('app.bye')).toBe('Bye');
    expect(i18n.t('app.later')).toBe('Later');
    expect(i18n.t('other.x')).toBe('X');
  });

  it('knows which languages it has and which keys exist', () => {
    const i18n = english();
    expect(i18n.hasResourceBundle('en')).toBe(true);
    expect(i18n.hasResourceBundle('ru')).toBe(false);
    expect(i18n.exists('app')).toBe(true);
    expect(i18n.exists('app.greet')).toBe(true);
    expect(i18n.exists('app.nope')).toBe(false);
    i18n.addResourceBundle('ru', { only: { here: 'здесь' } });
    expect(i18n.exists('only.here', 'en')).toBe(false);
    expect(i18n.exists('only.here', 'ru')).toBe(true);
  });

  it('tells listeners of every language change, not of added messages, until they leave', () => {
    const i18n = english();
    const listener = vi.fn();
    const leave = i18n.subscribe(listener);
    const before = i18n.version();
    i18n.changeLanguage('ru');
    i18n.addResourceBundle('en', { more: { x: 'x' } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.version()).toBe(before + 1);
    expect(i18n.t('more.x')).toBe('x');
    leave();
    i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('writes Arabic right to left, the others left to right', () => {
    const i18n = english();
    expect(i18n.dir()).toBe('ltr');
    i18n.changeLanguage('ar');
    expect(i18n.dir()).toBe('rtl');
    i18n.changeLanguage('zh-CN');
    expect(i18n.dir()).toBe('ltr');
  });
});
