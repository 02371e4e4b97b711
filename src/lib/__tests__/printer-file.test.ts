// The printers file: what Export writes Import reads back; a file with anything wrong is refused
// whole, naming what is wrong; a printer already in the list (however its address is spelt) is not
// added again but gains the file's tags.
import { describe, expect, it } from 'vitest';
import { planImport, printersFileText, readPrintersFile, type FileReading } from '../printer-file';

const voron = { name: 'Voron', apiUrl: 'http://voron.local:7125', tags: ['shelf'] };
const ender = { name: 'Ender', apiUrl: 'http://ender.local', tags: [] };
const file = (printers: unknown) => JSON.stringify({ printdeck: 'printers', version: 1, printers });

describe('readPrintersFile', () => {
  it('reads back what it exported', () => {
    const text = printersFileText([voron, ender]);
    expect(JSON.parse(text)).toEqual({
      printdeck: 'printers',
      version: 1,
      printers: [voron, ender],
    });
    expect(readPrintersFile(text)).toEqual({ ok: true, entries: [voron, ender] });
  });

  it.each<[string, string, FileReading]>([
    ['a bare array', JSON.stringify([voron]), { ok: true, entries: [voron] }],
    ['no printers', file([]), { ok: true, entries: [] }],
    [
      'spaces, an address spelt otherwise, no tags',
      file([{ name: ' Voron ', apiUrl: 'HTTP://Voron.local:7125/' }]),
      { ok: true, entries: [{ ...voron, tags: [] }] },
    ],
    [
      'tags with spaces and twice',
      file([{ ...voron, tags: [' shelf ', 'SHELF', 'PLA'] }]),
      { ok: true, entries: [{ ...voron, tags: ['shelf', 'PLA'] }] },
    ],
    ['not JSON', '{"printdeck": "printers", ', { ok: false, problem: { kind: 'json' } }],
    ['empty', '', { ok: false, problem: { kind: 'json' } }],
    [
      'another kind of file',
      JSON.stringify({ printers: [voron] }),
      { ok: false, problem: { kind: 'shape' } },
    ],
    ['a number', '42', { ok: false, problem: { kind: 'shape' } }],
    [
      'printers not a list',
      JSON.stringify({ printdeck: 'printers', version: 1, printers: {} }),
      { ok: false, problem: { kind: 'shape' } },
    ],
    [
      'a later version',
      JSON.stringify({ printdeck: 'printers', version: 2, printers: [] }),
      { ok: false, problem: { kind: 'version', version: '2' } },
    ],
    [
      'a javascript: address',
      file([voron, { name: 'Evil', apiUrl: 'javascript:alert(1)' }]),
      { ok: false, problem: { kind: 'entry', position: 2, problem: 'apiUrl' } },
    ],
    [
      'an address without a scheme',
      file([{ name: 'Evil', apiUrl: 'voron.local:7125' }]),
      { ok: false, problem: { kind: 'entry', position: 1, problem: 'apiUrl' } },
    ],
    [
      'a name of 1000 characters',
      file([{ name: 'x'.repeat(1000), apiUrl: 'http://x.local' }]),
      { ok: false, problem: { kind: 'entry', position: 1, problem: 'name' } },
    ],
    [
      'an empty name',
      file([{ name: '  ', apiUrl: 'http://x.local' }]),
      { ok: false, problem: { kind: 'entry', position: 1, problem: 'name' } },
    ],
    [
      'tags that are not text',
      file([{ ...voron, tags: [1, 2] }]),
      { ok: false, problem: { kind: 'entry', position: 1, problem: 'tags' } },
    ],
    [
      'an entry that is not an object',
      file([voron, 'ender']),
      { ok: false, problem: { kind: 'entry', position: 2, problem: 'notObject' } },
    ],
  ])('%s', (_, text, reading) => {
    expect(readPrintersFile(text)).toEqual(reading);
  });
});

describe('planImport', () => {
  const known = [{ apiUrl: 'http://voron.local:7125', tags: ['shelf'] }];
  it.each([
    ['a new printer is added', [ender], { added: [ender], existing: [] }],
    [
      'a known printer, its address spelt otherwise, gains the tags',
      [{ name: 'V', apiUrl: 'http://VORON.local:7125', tags: ['PLA', 'Shelf'] }],
      { added: [], existing: [{ apiUrl: 'http://voron.local:7125', tags: ['shelf', 'PLA'] }] },
    ],
    [
      'duplicates in the file are one printer with the tags of both',
      [
        { ...ender, tags: ['a'] },
        { name: 'Ender again', apiUrl: 'http://ender.local:80/', tags: ['b'] },
        voron,
        { ...voron, tags: ['PETG'] },
      ],
      {
        added: [{ ...ender, tags: ['a', 'b'] }],
        existing: [{ apiUrl: 'http://voron.local:7125', tags: ['shelf', 'PETG'] }],
      },
    ],
  ])('%s', (_, entries, plan) => {
    expect(planImport(known, entries)).toEqual(plan);
  });
});
