// Where each preference lives. The interface settings (language, date and time formats, theme,
// card options…) are kept in a printer's database and follow the chosen printer: switching
// printers shows the other printer's, and a change is written to the chosen printer only. The
// printer list, the chosen printer and the theme's first-paint copy stay in this browser.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveDatabase } from '../../test/printer-scope';
import { useInstances } from '../instances';
import { closeSession, startSession, writeSetting } from '../session';
import { setSetting, THEME_KEY, useSettings } from '../settings';
import { FakePrinter, installNetwork, settle, uninstallNetwork } from './session-harness';

const A = new FakePrinter('a.local:7125', 20);
const B = new FakePrinter('b.local:7125', 30);
type Db = Record<string, Record<string, unknown>>;

const ui = (general: object, theme: object) => ({ printdeck: { uiSettings: { general, theme } } });

async function choose(printer: FakePrinter): Promise<void> {
  await startSession(`http://${printer.host}`);
  await settle(40);
}

describe('preferences', () => {
  let dbA: Db;

  let dbB: Db;

  beforeEach(() => {
    dbA = ui(
      { dateFormat: 'YYYY-MM-DD', locale: 'de' },
      { isDark: false, primaryColor: '#ff0000' },
    );
    dbB = ui({ dateFormat: 'DD.MM.YYYY' }, { isDark: true, primaryColor: '#00ff00' });
    serveDatabase(A, dbA);
    serveDatabase(B, dbB);
    installNetwork(A, B);
  });

  afterEach(() => {
    closeSession();
    uninstallNetwork();
  });

  it("the interface settings are the chosen printer's, read at its connect", async () => {
    await choose(A);
    expect(useSettings.getState().general).toMatchObject({
      dateFormat: 'YYYY-MM-DD',
      locale: 'de',
    });
    expect(useSettings.getState().theme.primaryColor).toBe('#ff0000');

    await choose(B);
    // B has no language stored: A's does not linger.
    expect(useSettings.getState().general).toMatchObject({ dateFormat: 'DD.MM.YYYY', locale: '' });
    expect(useSettings.getState().theme.primaryColor).toBe('#00ff00');
  });

  it('a change is written to the chosen printer only', async () => {
    await choose(B);
    const written = setSetting(writeSetting, 'general', 'timeFormat', 'HH:mm');
    await settle();
    await written;
    const general = (db: Db) =>
      (db.printdeck?.uiSettings as { general: Record<string, unknown> }).general;
    expect(general(dbB).timeFormat).toBe('HH:mm');
    expect(general(dbA).timeFormat).toBeUndefined();
  });

  it("the theme is mirrored in the browser for the next page's first paint", async () => {
    await choose(A);
    expect(JSON.parse(localStorage.getItem(THEME_KEY) ?? 'null')).toMatchObject({
      isDark: false,
      primaryColor: '#ff0000',
    });
  });

  it('the printer list and the chosen printer stay in the browser, not in a database', async () => {
    useInstances.getState().add(`http://${A.host}`, 'Voron');
    useInstances.getState().activate(`http://${A.host}`);
    expect(JSON.parse(localStorage.getItem('appInstances') ?? '[]')).toEqual([
      expect.objectContaining({ apiUrl: `http://${A.host}`, name: 'Voron' }),
    ]);
    expect(JSON.parse(localStorage.getItem('appActiveInstance') ?? 'null')).toBe(
      `http://${A.host}`,
    );
    await choose(A);
    expect(JSON.stringify(dbA)).not.toContain('Voron');
  });
});
