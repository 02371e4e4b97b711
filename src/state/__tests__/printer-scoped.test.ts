// Every module under src/state/ that creates a Zustand store holding one printer's data either makes
// it per printer scope (scopedStore: dropped with the scope) or, until it moves there, registers a
// reset with registerPrinterStore, so a printer switch leaves nothing of the old printer behind.
// Stores that are not a printer's are listed here, each with the reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const STATE_DIR = join(__dirname, '..');

/** Stores that hold no printer's data (or that the session itself resets), and why. */
const EXEMPT: Record<string, string> = {
  'app-status.ts': 'the page’s own state (host configuration, a socket ever open), not a printer’s',
  'instances.ts': 'the list of printers itself, not one printer’s data',
  'messages.ts': 'snackbars; a lost-command message must survive the switch that caused it',
  'ui.ts': 'drawers, dialogs and host configuration of the page, not of a printer',
  'settings.ts':
    'the interface’s one set of settings, read from the chosen printer; the session resets it on a switch',
};

function storeModules(): { file: string; source: string }[] {
  return readdirSync(STATE_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => ({ file, source: readFileSync(join(STATE_DIR, file), 'utf8') }))
    .filter(
      ({ source }) => /from 'zustand'/.test(source) && /\bcreate(Store)?\s*[<(]/.test(source),
    );
}

describe('printer-specific stores register their reset', () => {
  it('finds the stores (the scan itself works)', () => {
    const files = storeModules().map((m) => m.file);
    expect(files).toEqual(expect.arrayContaining(['printer.ts', 'files.ts', 'history.ts']));
  });

  it.each(storeModules().map((m) => [m.file, m.source] as const))(
    '%s is per scope, calls registerPrinterStore or is exempt with a reason',
    (file, source) => {
      if (file in EXEMPT) {
        expect(EXEMPT[file]?.length).toBeGreaterThan(10);
        expect(source, `${file} is exempt but registers anyway: drop it from EXEMPT`).not.toMatch(
          /registerPrinterStore\(/,
        );
        return;
      }
      if (/\bscopedStore\(\s*'[\w-]+'/.test(source)) return;
      expect(
        source,
        `${file} creates a store but neither makes it per scope nor calls registerPrinterStore`,
      ).toMatch(/registerPrinterStore\(\s*'[\w-]+'/);
    },
  );

  it('every exemption names an existing store module', () => {
    const files = storeModules().map((m) => m.file);
    for (const file of Object.keys(EXEMPT)) expect(files).toContain(file);
  });

  it('a reset empties the stores: nothing of the old printer stays', async () => {
    const { resetPrinterStores, printerStoreNames } = await import('../printer-scoped');
    const { useFiles } = await import('../files');
    const { useHistory } = await import('../history');
    expect(printerStoreNames()).toEqual(expect.arrayContaining(['placeholder']));
    useFiles.setState({
      roots: [],
      listings: { gcodes: { dirs: [], files: [], loading: false, loaded: true } },
    });
    useHistory.setState({ loaded: true, totals: null, jobs: [] });

    resetPrinterStores();

    expect(useFiles.getState().roots).toBeNull();
    expect(useFiles.getState().listings).toEqual({});
    expect(useHistory.getState().loaded).toBe(false);
  });

  it("a scope's stores go with it: a new scope of the same printer starts empty", async () => {
    const { PrinterScope } = await import('../scope/printer-scope');
    const { printerStatusStore } = await import('../printer');
    const { serverStore } = await import('../server');
    const { chartsStore } = await import('../charts');
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
});
