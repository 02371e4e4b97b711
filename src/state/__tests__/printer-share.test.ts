// The shared printers list kept in the chosen printer's database (printdeck / printers): read at
// connect and merged into the printers list as remote printers, bad entries left out and told once,
// a missing key is no list; written whole, and changed as the printer has it now (what another
// browser kept meanwhile stays).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  framesOf,
  openTestPrinter,
  serveDatabase,
  type TestPrinter,
} from '../../test/printer-scope';
import { setActiveScope } from '../scope/active';
import { closeFleet, FLEET_LINGER_MS, useFleet } from '../scope/fleet';
import { PrinterScope } from '../scope/printer-scope';
import { useInstances } from '../instances';
import { sharedPrintersStore } from '../printer-share';
import {
  changeSharedList,
  withoutPrinter,
  withPrinter,
  writeSharedList,
} from '../printer-share-edit';
import { useMessages } from '../messages';
import { FakePrinter, installNetwork, RpcError, settle, uninstallNetwork } from './session-harness';

const bravo = { name: 'Bravo', apiUrl: 'http://b.local:7125', tags: ['shelf'] };
const charlie = { name: 'Charlie', apiUrl: 'http://c.local:7125', tags: [] };
const reset = () => {
  localStorage.clear();
  useInstances.getState().reload();
};

const listed = () =>
  useInstances
    .getState()
    .instances.map(({ id, apiUrl, remote, tags }) => ({ id, apiUrl, remote, tags }));

describe('shared printers list', () => {
  let open: TestPrinter | undefined;

  async function chosen(printers?: unknown, setup?: (printer: FakePrinter) => void) {
    useInstances.getState().add('http://a.local:7125', 'Alpha');
    open = await openTestPrinter({
      active: true,
      db: printers === undefined ? {} : { printdeck: { printers } },
      setup,
    });
    return open;
  }

  beforeEach(reset);
  afterEach(() => {
    open?.close();
    open = undefined;
    vi.restoreAllMocks();
    reset();
  });

  it("shows the chosen printer's list as remote printers, bad entries left out and told once", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const p = await chosen([
      bravo,
      { name: 'Evil', apiUrl: 'javascript:alert(1)' },
      { name: 'x'.repeat(1000), apiUrl: 'http://x.local' },
      { name: 'Alpha', apiUrl: 'http://A.local:7125/' },
    ]);
    await expect.poll(() => p.scope.get(sharedPrintersStore).getState().status).toBe('list');
    expect(listed()).toEqual([
      { id: 'alpha', apiUrl: 'http://a.local:7125', remote: true, tags: [] },
      { id: 'bravo', apiUrl: 'http://b.local:7125', remote: true, tags: ['shelf'] },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('2 entries');
  });

  it('a printer that keeps no list (a missing key) adds no printer', async () => {
    const p = await chosen();
    await expect.poll(() => p.scope.get(sharedPrintersStore).getState().status).toBe('none');
    expect(listed()).toEqual([
      { id: 'alpha', apiUrl: 'http://a.local:7125', remote: undefined, tags: [] },
    ]);
  });

  it('keeps the whole list on the printer, and removes one printer from it as it is now', async () => {
    const p = await chosen();
    await expect.poll(() => p.scope.get(sharedPrintersStore).getState().status).toBe('none');
    expect(await writeSharedList(p.scope, [bravo])).toBe(true);
    expect(p.db.printdeck?.printers).toEqual([bravo]);
    expect(listed().map((item) => item.remote)).toEqual([undefined, true]);

    // Another browser adds Charlie meanwhile: removing Bravo keeps it.
    (p.db.printdeck!.printers as unknown[]).push(charlie);
    const next = await changeSharedList(p.scope, (entries) =>
      withoutPrinter(entries, 'http://B.local:7125/'),
    );
    expect(next).toEqual([charlie]);
    expect(p.db.printdeck?.printers).toEqual([charlie]);
    expect(listed().map((item) => item.id)).toEqual(['alpha', 'charlie']);
  });

  it('a write the printer refuses changes nothing and says so', async () => {
    const p = await chosen([bravo], (printer) =>
      printer.rpc.set('server.database.post_item', () => {
        throw new RpcError(403, "Write access to namespace 'printdeck' is forbidden");
      }),
    );
    await expect.poll(() => p.scope.get(sharedPrintersStore).getState().status).toBe('list');
    expect(await writeSharedList(p.scope, [])).toBe(false);
    expect(
      useMessages
        .getState()
        .queue.map((m) => m.text)
        .join(),
    ).toContain('forbidden');
    expect(
      await withPrinter('http://a.local:7125/', (scope) => changeSharedList(scope, () => [])),
    ).toBeUndefined();
    expect(p.scope.get(sharedPrintersStore).getState().entries).toEqual([bravo]);
    expect(listed().map((item) => item.id)).toEqual(['alpha', 'bravo']);
  });
});

describe('a list kept on a printer other than the chosen one', () => {
  afterEach(() => {
    closeFleet();
    setActiveScope(null);
    uninstallNetwork();
    reset();
  });

  it('is changed on that printer, through a connection held while it is written', async () => {
    const A = new FakePrinter('a.local:7125', 20);
    const B = new FakePrinter('b.local:7125', 20);
    const dbA = { printdeck: { printers: [bravo, charlie] } as Record<string, unknown> };
    serveDatabase(A, dbA);
    serveDatabase(B, {});
    installNetwork(A, B);
    // The list was read from A; B, chosen now, keeps none of its own.
    useInstances.getState().receiveShared('http://a.local:7125', [bravo, charlie]);
    const chosenB = new PrinterScope({ apiUrl: 'http://b.local:7125' });
    setActiveScope(chosenB);
    await chosenB.session.connect();
    await settle(40);
    expect(chosenB.get(sharedPrintersStore).getState().status).toBe('none');
    expect(useInstances.getState().shared?.from).toBe('http://a.local:7125');

    const done = withPrinter('http://a.local:7125', (scope) =>
      changeSharedList(scope, (entries) => withoutPrinter(entries, charlie.apiUrl)),
    );
    await settle(60);
    expect(await done).toEqual([bravo]);
    expect(dbA.printdeck.printers).toEqual([bravo]);
    expect(framesOf(B, 'server.database.post_item')).toEqual([]);
    // A's connection goes once nobody holds it.
    await vi.advanceTimersByTimeAsync(FLEET_LINGER_MS + 10);
    expect(useFleet.getState().entries).toEqual({});
  });
});
