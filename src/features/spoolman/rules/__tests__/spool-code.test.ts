import { describe, expect, it } from 'vitest';
import { spoolIdFromCode } from '../spool-code';

describe('spoolIdFromCode', () => {
  it.each<[string, number | null]>([
    ['web+spoolman:s-12', 12],
    ['WEB+SPOOLMAN:S-3', 3],
    ['  web+spoolman:s-7\n', 7],
    ['web+spoolman:f-12', null],
    ['web+spoolman:s-', null],
    ['web+spoolman:s-0', null],
    ['web+spoolman:s-12x', null],
    ['http://spoolman.local:7912/spool/show/5', 5],
    ['https://inventory.example/spoolman/spool/show/42/', 42],
    ['https://inventory.example/spool/show/42?from=label', 42],
    ['https://inventory.example/filament/show/42', null],
    ['12', null],
    ['', null],
    ['web+spoolman:s-99999999999999999999', null],
  ])('%j → %s', (text, id) => {
    expect(spoolIdFromCode(text)).toBe(id);
  });
});
