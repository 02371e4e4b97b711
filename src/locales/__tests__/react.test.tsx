// useTranslation: text follows the language; `t` keeps its identity while the language does, so
// effects depending on it do not run again on every render; a lazy part registering its English
// texts renders nothing again (only that part, which registers before it renders, uses them).
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import type { MessageKey } from '../keys';
import { registerEnglishArea } from '../lazy';
import { useTranslation } from '../react';

describe('useTranslation', () => {
  const effects: string[] = [];
  const renders = { count: 0 };

  function Greeting({ lazyKey }: { lazyKey: string }) {
    const { t } = useTranslation();
    const [, setTick] = useState(0);
    renders.count += 1;
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

  afterEach(() => {
    cleanup();
    i18n.changeLanguage('en');
    effects.length = 0;
    renders.count = 0;
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

  it('a lazy area registering its English renders nothing again; what renders next has its texts', () => {
    render(<Greeting lazyKey="reactTestLazy.title" />);
    const before = renders.count;
    act(() => registerEnglishArea({ reactTestLazy: { title: 'Lazy title' } }));
    expect(renders.count).toBe(before);
    act(() => screen.getByRole('button', { name: 'again' }).click());
    expect(screen.getByText('Lazy title')).toBeInTheDocument();
    expect(effects).toEqual(['User menu (x)']);
  });
});
