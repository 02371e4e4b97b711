// Every Zustand store under src/state/ that holds one printer's data is made per printer scope
// (scopedStore: created in the scope on first use, dropped with it), so a printer switch leaves
// nothing of the old printer behind and several printers can be open at once. A store made at
// module level is app state, listed here with the reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chartsStore } from '../charts';
import { printerStatusStore } from '../printer';
import { PrinterScope } from '../scope/printer-scope';
import { serverStore } from '../server';

const STATE_DIR = join(__dirname, '..');

/** Module-level stores: app state, not a printer's. */
const APP_STATE: Record<string, string> = {
  'app-status.ts': 'the page’s own state (host configuration, a socket ever open), not a printer’s',
  'instances.ts': 'the list of printers itself, not one printer’s data',
  'messages.ts': 'snackbars; a lost-command message must survive the switch that caused it',
  'ui.ts': 'drawers, dialogs and host configuration of the page, not of a printer',
  'settings.ts':
    'the interface’s one set of settings, read from the chosen printer; the session resets it on a switch',
  'layout.ts': 'the cards the dashboard has (the registry), the same for every printer',
};

/** Modules that make a Zustand store at module level (`create(` / `createStore(` outside a factory). */
function moduleStores(): { file: string; source: string }[] {
  return readdirSync(STATE_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => ({ file, source: readFileSync(join(STATE_DIR, file), 'utf8') }))
    .filter(({ source }) => /^(export )?const \w+ = create(Store)?\s*[<(]/m.test(source));
}

describe('printer stores are per scope', () => {
  it('finds the module-level stores (the scan itself works)', () => {
    expect(moduleStores().map((m) => m.file)).toEqual(
      expect.arrayContaining(['instances.ts', 'messages.ts']),
    );
  });

  it.each(moduleStores().map((m) => [m.file] as const))(
    '%s makes a store at module level only as app state, with a reason',
    (file) => {
      expect(APP_STATE[file], `${file}: a printer's store is made with scopedStore`).toBeDefined();
      expect(APP_STATE[file]!.length).toBeGreaterThan(20);
    },
  );

  it("a scope's stores go with it: a new scope of the same printer starts empty", () => {
    const a = new PrinterScope({ apiUrl: 'http://a.local' });
    a.get(printerStatusStore).seed({ extruder: { temperature: 210 } });
    a.get(serverStore).setState({ klippyState: 'ready', components: ['history'] });
    a.get(chartsStore).setState({ times: [1], series: {} });
    a.close();
    const again = new PrinterScope({ apiUrl: 'http://a.local' });
    expect(again.get(printerStatusStore).getState().status).toEqual({});
    expect(again.get(serverStore).getState().klippyState).toBeNull();
    expect(again.get(chartsStore).getState().times).toEqual([]);
    expect(a.has(printerStatusStore)).toBe(false);
  });

  it('two scopes open at once keep their own stores', () => {
    const a = new PrinterScope({ apiUrl: 'http://a.local' });
    const b = new PrinterScope({ apiUrl: 'http://b.local' });
    a.get(printerStatusStore).seed({ extruder: { temperature: 210 } });
    b.get(printerStatusStore).seed({ extruder: { temperature: 25 } });
    expect(a.get(printerStatusStore).getState().status.extruder?.temperature).toBe(210);
    expect(b.get(printerStatusStore).getState().status.extruder?.temperature).toBe(25);
    a.close();
    expect(b.get(printerStatusStore).getState().status.extruder?.temperature).toBe(25);
    b.close();
  });
});
