// useTranslation: text follows the language and lazily registered areas; `t` keeps its identity
// while the language does, so effects depending on it do not run again on every render.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import type { MessageKey } from '../keys';
import { registerEnglishArea } from '../lazy';
import { useTranslation } from '../react';

const effects: string[] = [];

function Greeting({ lazyKey }: { lazyKey: string }) {
  const { t } = useTranslation();
  const [, setTick] = useState(0);
  useEffect(() => {
    effects.push(t('app.userMenu', { username: 'x' }));
  }, [t]);
  return (
    <>
      <p>{t('app.userMenu', { username: 'ada' })}</p>
      <p>{t(lazyKey as MessageKey)}</p>
      <button onClick={() => setTick((n) => n + 1)}>again</button>
    </>
  );
}

describe('useTranslation', () => {
  afterEach(() => {
    cleanup();
    i18n.changeLanguage('en');
    effects.length = 0;
  });

  it('renders again in a new language, running t-dependent effects once per language', () => {
    i18n.addResourceBundle('de', { app: { userMenu: 'Benutzermenü ({{username}})' } });
    render(<Greeting lazyKey="reactTestArea.title" />);
    expect(screen.getByText('User menu (ada)')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'again' }).click());
    act(() => screen.getByRole('button', { name: 'again' }).click());
    expect(effects).toEqual(['User menu (x)']);
    act(() => i18n.changeLanguage('de'));
    expect(screen.getByText('Benutzermenü (ada)')).toBeInTheDocument();
    expect(effects).toEqual(['User menu (x)', 'Benutzermenü (x)']);
  });

  it('renders again when a lazy area registers its English, without re-running effects', () => {
    render(<Greeting lazyKey="reactTestArea.title" />);
    expect(screen.getByText('reactTestArea.title')).toBeInTheDocument();
    act(() => registerEnglishArea({ reactTestArea: { title: 'Lazy title' } }));
    expect(screen.getByText('Lazy title')).toBeInTheDocument();
    expect(effects).toEqual(['User menu (x)']);
  });
});
