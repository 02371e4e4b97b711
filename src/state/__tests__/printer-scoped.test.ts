// Every module under src/state/ that creates a Zustand store holding one printer's data registers
// a reset with registerPrinterStore, so a printer switch leaves nothing of the old printer behind.
// Stores that are not a printer's are listed here, each with the reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const STATE_DIR = join(__dirname, '..');

/** Stores that hold no printer's data (or that the session itself resets), and why. */
const EXEMPT: Record<string, string> = {
  'auth.ts': 'the session loads the chosen printer’s tokens into it on every switch',
  'connection.ts': 'the session sets it (address, socket state) on every switch',
  'instances.ts': 'the list of printers itself, not one printer’s data',
  'messages.ts': 'snackbars; a lost-command message must survive the switch that caused it',
  'ui.ts': 'drawers, dialogs and host configuration of the page, not of a printer',
};

function storeModules(): { file: string; source: string }[] {
  return readdirSync(STATE_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => ({ file, source: readFileSync(join(STATE_DIR, file), 'utf8') }))
    .filter(({ source }) => /from 'zustand'/.test(source) && /\bcreate\s*[<(]/.test(source));
}

describe('printer-specific stores register their reset', () => {
  it('finds the stores (the scan itself works)', () => {
    const files = storeModules().map((m) => m.file);
    expect(files).toEqual(expect.arrayContaining(['printer.ts', 'files.ts', 'history.ts']));
  });

  it.each(storeModules().map((m) => [m.file, m.source] as const))(
    '%s calls registerPrinterStore or is exempt with a reason',
    (file, source) => {
      if (file in EXEMPT) {
        expect(EXEMPT[file]?.length).toBeGreaterThan(10);
        expect(source, `${file} is exempt but registers anyway: drop it from EXEMPT`).not.toMatch(
          /registerPrinterStore\(/,
        );
        return;
      }
      expect(
        source,
        `${file} creates a store but does not call registerPrinterStore(name, reset)`,
      ).toMatch(/registerPrinterStore\(\s*'[\w-]+'/);
    },
  );

  it('every exemption names an existing store module', () => {
    const files = storeModules().map((m) => m.file);
    for (const file of Object.keys(EXEMPT)) expect(files).toContain(file);
  });

  it('a reset empties the stores: nothing of the old printer stays', async () => {
    const { resetPrinterStores, printerStoreNames } = await import('../printer-scoped');
    const { usePrinter, seedStatus } = await import('../printer');
    const { useFiles } = await import('../files');
    const { useHistory } = await import('../history');
    const { useServer } = await import('../server');
    const { useCharts } = await import('../charts');
    const { useSettings } = await import('../settings');
    expect(printerStoreNames()).toEqual(
      expect.arrayContaining(['printer', 'charts', 'server', 'files', 'history', 'settings']),
    );
    seedStatus({ extruder: { temperature: 210 } });
    useFiles.setState({
      roots: [],
      listings: { gcodes: { dirs: [], files: [], loading: false, loaded: true } },
    });
    useHistory.setState({ loaded: true, totals: null, jobs: [] });
    useServer.setState({ klippyState: 'ready', components: ['history'] });
    useCharts.setState({ times: [1], series: {} });
    useSettings.setState({
      general: { ...useSettings.getState().general, instanceName: 'Printer A' },
    });

    resetPrinterStores();

    expect(usePrinter.getState().status).toEqual({});
    expect(useFiles.getState().roots).toBeNull();
    expect(useFiles.getState().listings).toEqual({});
    expect(useHistory.getState().loaded).toBe(false);
    expect(useServer.getState().klippyState).toBeNull();
    expect(useServer.getState().components).toEqual([]);
    expect(useCharts.getState().times).toEqual([]);
    expect(useSettings.getState().general.instanceName).toBe('');
  });
});
