// Every Klipper object in the recordings of a real Moonraker + Klipper fits its interface in
// protocol/objects.ts: the full queries field for field, every status diff and subscribe result
// for the fields it carries.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ObjectType } from '../../../protocol/objects';
import { objectType } from '../status';
import { OBJECT_SHAPES } from './object-shapes';
import { shapeErrors, type Shape } from './shape';

const FIXTURES = join(import.meta.dirname, '../../../fixtures/moonraker');

function readJson(name: string): unknown {
  return JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isObjectType(type: string): type is ObjectType {
  return Object.hasOwn(OBJECT_SHAPES, type);
}

/** The shape for an object name, or an error line when its type has no interface. */
function shapeFor(name: string): Shape | string {
  const type = objectType(name);
  return isObjectType(type) ? OBJECT_SHAPES[type] : `${name}: no interface for type '${type}'`;
}

function statusErrors(status: unknown, partial: boolean): string[] {
  if (!isRecord(status)) return ['status is not an object'];
  return Object.entries(status).flatMap(([name, fields]) => {
    const shape = shapeFor(name);
    return typeof shape === 'string' ? [shape] : shapeErrors(fields, shape, name, partial);
  });
}

function queryStatus(file: string): Record<string, unknown> {
  const body = readJson(file);
  if (!isRecord(body) || !isRecord(body.result) || !isRecord(body.result.status))
    throw new Error(`${file}: no result.status`);
  return body.result.status;
}

/** Status diffs and subscribe results of a websocket recording. */
function recordedStatuses(file: string): { diffs: unknown[]; seeds: unknown[] } {
  const diffs: unknown[] = [];
  const seeds: unknown[] = [];
  const lines = readFileSync(join(FIXTURES, file), 'utf8').trim().split('\n');
  for (const line of lines) {
    const frame: unknown = JSON.parse(line);
    if (!isRecord(frame) || frame.dir !== 'in' || !isRecord(frame.msg)) continue;
    const msg = frame.msg;
    if (msg.method === 'notify_status_update' && Array.isArray(msg.params))
      diffs.push(msg.params[0]);
    if (isRecord(msg.result) && isRecord(msg.result.status)) seeds.push(msg.result.status);
  }
  return { diffs, seeds };
}

describe('recorded full queries fit the interfaces', () => {
  it.each(['printer_objects_query_all.json', 'after_print_printer_objects_query_all.json'])(
    '%s',
    (file) => {
      const status = queryStatus(file);
      // The idle recording lists all 36 objects; none may slip through unchecked.
      expect(Object.keys(status).length).toBeGreaterThanOrEqual(36);
      expect(statusErrors(status, false)).toEqual([]);
    },
  );
});

describe('recorded websocket status fits the interfaces', () => {
  it.each(['ws_session.jsonl', 'ws_print_session.jsonl', 'ws_print_complete.jsonl'])(
    '%s',
    (file) => {
      const { diffs, seeds } = recordedStatuses(file);
      expect(diffs.length).toBeGreaterThan(10);
      const errors = [
        // Queries there may ask for some fields only.
        ...seeds.flatMap((status) => statusErrors(status, true)),
        ...diffs.flatMap((diff) => statusErrors(diff, true)),
      ];
      expect([...new Set(errors)]).toEqual([]);
    },
  );

  it('the print recordings show every print_stats and idle_timeout state the interface needs', () => {
    const states = new Set<unknown>();
    for (const file of ['ws_print_session.jsonl', 'ws_print_complete.jsonl']) {
      for (const diff of recordedStatuses(file).diffs) {
        if (!isRecord(diff)) continue;
        if (isRecord(diff.print_stats)) states.add(diff.print_stats.state);
        if (isRecord(diff.idle_timeout)) states.add(diff.idle_timeout.state);
      }
    }
    for (const state of ['printing', 'paused', 'cancelled', 'complete', 'Printing', 'Ready']) {
      expect(states).toContain(state);
    }
  });
});

describe('shapeErrors', () => {
  const shape: Shape = {
    object: {
      state: { oneOf: ['a', 'b'] },
      n: 'number',
      maybe: { nullable: 'string' },
      later: { optional: 'number' },
      list: { array: 'number' },
      map: { record: 'boolean' },
    },
  };
  const good = { state: 'a', n: 1, maybe: null, list: [1, 2], map: { x: true } };
  // value, partial → errors
  const cases: [string, unknown, boolean, string[]][] = [
    ['fits', good, false, []],
    ['optional field present', { ...good, later: 2 }, false, []],
    [
      'unknown enum value',
      { ...good, state: 'c' },
      false,
      ['.state: expected one of a, b, got string "c"'],
    ],
    ['wrong type', { ...good, n: '1' }, false, ['.n: expected number, got string "1"']],
    [
      'null where not nullable',
      { ...good, n: null },
      false,
      ['.n: expected number, got null null'],
    ],
    ['missing field', { state: 'a', maybe: null, list: [], map: {} }, false, ['.n: missing']],
    ['missing field in a diff', { n: 2 }, true, []],
    ['extra field', { ...good, extra: 1 }, false, ['.extra: not in the interface']],
    [
      'bad array item',
      { ...good, list: [1, 'x'] },
      false,
      ['.list[1]: expected number, got string "x"'],
    ],
    [
      'bad record value',
      { ...good, map: { y: 1 } },
      false,
      ['.map.y: expected boolean, got number 1'],
    ],
    ['not an object', [1], false, ['(root): expected object, got array [1]']],
  ];
  it.each(cases)('%s', (_, value, partial, errors) => {
    expect(shapeErrors(value, shape, '', partial)).toEqual(errors);
  });
});
