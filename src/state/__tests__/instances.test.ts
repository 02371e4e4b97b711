// The printers list in this browser: a list kept before ids and tags loads with ids made from the
// names, a printer added twice (its address spelt otherwise) is one printer, ids stay through a
// rename, the chosen printer and the shared list's printers cannot be removed, the shared list is
// merged (a local printer it also has is one printer), and an imported file adds only what is new.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeInstance, instanceAt, instanceById, useInstances } from '../instances';
import {
  importPrinters,
  removePrinter,
  renamePrinter,
  setPrinterTags,
  sharedListHolder,
} from '../instances-edit';
import { planImport } from '../../lib/printer-file';
import type { SharedEntry } from '../../lib/printer-list';

const reset = () => {
  localStorage.clear();
  useInstances.getState().reload();
  useInstances.setState({ activeApiUrl: null });
};
const store = () => useInstances.getState();
/** An import as the printers list makes it: planned against the list, then carried out. */
const importList = (entries: SharedEntry[]) =>
  importPrinters(planImport(store().instances, entries));
const kept = () => JSON.parse(localStorage.getItem('appInstances') ?? 'null') as unknown;
const ids = () => store().instances.map((printer) => printer.id);

describe('printers list', () => {
  beforeEach(reset);
  afterEach(reset);

  it('loads a list kept before ids and tags existed, and keeps the ids it gave', () => {
    localStorage.setItem(
      'appInstances',
      JSON.stringify([
        {
          name: 'Voron 2.4 #1',
          apiUrl: 'http://a.local:7125',
          socketUrl: 'ws://a.local:7125/websocket',
        },
        {
          name: 'Voron 2.4 #1',
          apiUrl: 'http://b.local:7125',
          socketUrl: 'ws://b.local:7125/websocket',
        },
      ]),
    );
    localStorage.setItem('appActiveInstance', JSON.stringify('http://a.local:7125'));
    store().reload();
    useInstances.setState({ activeApiUrl: 'http://a.local:7125' });
    expect(store().instances).toEqual([
      {
        id: 'voron-2-4-1',
        name: 'Voron 2.4 #1',
        apiUrl: 'http://a.local:7125',
        socketUrl: 'ws://a.local:7125/websocket',
        tags: [],
      },
      {
        id: 'voron-2-4-1-2',
        name: 'Voron 2.4 #1',
        apiUrl: 'http://b.local:7125',
        socketUrl: 'ws://b.local:7125/websocket',
        tags: [],
      },
    ]);
    expect(activeInstance(store())?.id).toBe('voron-2-4-1');
    setPrinterTags('http://b.local:7125', ['shelf']);
    store().reload();
    expect(store().instances.map(({ id, tags }) => ({ id, tags }))).toEqual([
      { id: 'voron-2-4-1', tags: [] },
      { id: 'voron-2-4-1-2', tags: ['shelf'] },
    ]);
  });

  it('a printer added twice, its address spelt otherwise, is one printer', () => {
    const first = store().add('http://voron.local:7125', 'Voron');
    const again = store().add('HTTP://Voron.LOCAL:7125/', 'Voron again');
    expect(again).toEqual(first);
    store().add('http://voron.local', 'Voron');
    store().add('http://voron.local:80/');
    expect(store().instances.map(({ id, apiUrl }) => ({ id, apiUrl }))).toEqual([
      { id: 'voron', apiUrl: 'http://voron.local:7125' },
      { id: 'voron-2', apiUrl: 'http://voron.local' },
    ]);
    expect(kept()).toHaveLength(2);
  });

  it('keeps the id through a rename, and finds a printer by id or address', () => {
    store().add('http://a.local:7125', 'Alpha');
    renamePrinter('http://a.local:7125/', 'Shelf printer');
    expect(instanceById('alpha')).toMatchObject({
      name: 'Shelf printer',
      apiUrl: 'http://a.local:7125',
    });
    expect(instanceAt('HTTP://A.local:7125')?.id).toBe('alpha');
    expect(instanceById('shelf-printer')).toBeUndefined();
    // A new printer with the old name gets another id.
    store().add('http://b.local:7125', 'Alpha');
    expect(ids()).toEqual(['alpha', 'alpha-2']);
  });

  it('tags are trimmed and kept once per printer', () => {
    store().add('http://a.local:7125', 'Alpha');
    setPrinterTags('http://a.local:7125', [' PLA ', 'pla', 'Room 2', '']);
    expect(instanceById('alpha')?.tags).toEqual(['PLA', 'Room 2']);
    expect(kept()).toEqual([expect.objectContaining({ id: 'alpha', tags: ['PLA', 'Room 2'] })]);
  });

  it('the shared list is merged: its printers remote, a local one it has is one printer', () => {
    store().add('http://a.local:7125', 'Alpha');
    store().add('http://c.local:7125', 'Charlie');
    store().activate('http://a.local:7125');
    store().receiveShared('http://a.local:7125', [
      { name: 'Alpha', apiUrl: 'http://a.local:7125', tags: ['shelf'] },
      { name: 'Bravo', apiUrl: 'http://b.local:7125', tags: [] },
    ]);
    expect(store().instances.map(({ id, remote, tags }) => ({ id, remote, tags }))).toEqual([
      { id: 'alpha', remote: true, tags: ['shelf'] },
      { id: 'charlie', remote: undefined, tags: [] },
      { id: 'bravo', remote: true, tags: [] },
    ]);
    expect(sharedListHolder(store())).toEqual({ apiUrl: 'http://a.local:7125', name: 'Alpha' });

    // Neither the chosen printer nor a shared one can be removed; a local one can.
    for (const url of ['http://a.local:7125', 'http://b.local:7125', 'http://c.local:7125'])
      removePrinter(url);
    expect(ids()).toEqual(['alpha', 'bravo']);

    // A printer without a list of its own keeps the list read before; the one holding it, not.
    store().receiveShared('http://b.local:7125', null);
    expect(ids()).toEqual(['alpha', 'bravo']);
    store().receiveShared('http://a.local:7125/', null);
    expect(ids()).toEqual(['alpha']);
  });

  it('removing the printer the list was read from drops its list', () => {
    store().add('http://a.local:7125', 'Alpha');
    store().add('http://c.local:7125', 'Charlie');
    store().activate('http://c.local:7125');
    store().receiveShared('http://a.local:7125', [
      { name: 'Bravo', apiUrl: 'http://b.local:7125', tags: [] },
    ]);
    removePrinter('http://a.local:7125');
    expect(ids()).toEqual(['charlie']);
    expect(store().shared).toBeNull();
  });

  it('the shared list read last is remembered for the next page', () => {
    store().add('http://a.local:7125', 'Alpha');
    store().receiveShared('http://a.local:7125', [
      { name: 'Bravo', apiUrl: 'http://b.local:7125', tags: ['x'] },
    ]);
    useInstances.setState({ instances: [], local: [], shared: null });
    store().reload();
    expect(instanceById('bravo')).toMatchObject({ remote: true, tags: ['x'] });
  });

  it('choosing a printer of the shared list makes it this browser’s too, with its id', () => {
    store().add('http://a.local:7125', 'Alpha');
    store().add('http://z.local:7125', 'Bravo');
    store().receiveShared('http://a.local:7125', [
      { name: 'Bravo', apiUrl: 'http://b.local:7125', tags: ['x'] },
    ]);
    expect(instanceAt('http://b.local:7125')?.id).toBe('bravo-2');
    store().activate('http://b.local:7125/');
    expect(store().activeApiUrl).toBe('http://b.local:7125');
    expect(kept()).toContainEqual(
      expect.objectContaining({ id: 'bravo-2', apiUrl: 'http://b.local:7125' }),
    );
    // Gone from the shared list, it stays in this browser.
    store().receiveShared('http://a.local:7125', []);
    expect(instanceAt('http://b.local:7125')?.id).toBe('bravo-2');
    expect(instanceAt('http://b.local:7125')?.remote).toBeUndefined();
  });

  it('an import adds the new printers and gives the known ones its tags', () => {
    store().add('http://a.local:7125', 'Alpha');
    store().receiveShared('http://a.local:7125', [
      { name: 'Bravo', apiUrl: 'http://b.local:7125', tags: [] },
    ]);
    const counts = importList([
      { name: 'Alpha', apiUrl: 'HTTP://a.local:7125/', tags: ['shelf'] },
      { name: 'Bravo', apiUrl: 'http://b.local:7125', tags: ['PLA'] },
      { name: 'Delta', apiUrl: 'http://d.local', tags: [] },
      { name: 'Delta', apiUrl: 'http://d.local:80', tags: ['x'] },
    ]);
    expect(counts).toEqual({ added: 1, existing: 2 });
    expect(store().instances.map(({ id, tags, remote }) => ({ id, tags, remote }))).toEqual([
      { id: 'alpha', tags: ['shelf'], remote: undefined },
      { id: 'bravo', tags: ['PLA'], remote: true },
      { id: 'delta', tags: ['x'], remote: undefined },
    ]);
    expect(importList([{ name: 'Delta', apiUrl: 'http://d.local', tags: [] }])).toEqual({
      added: 0,
      existing: 1,
    });
  });
});
