import { describe, expect, it } from 'vitest';
import {
  COMMAND_HISTORY_SIZE,
  appendLines,
  commandSegments,
  commandToSend,
  compileFilters,
  complete,
  isEmergencyStop,
  isTempWait,
  lineKind,
  parseFilters,
  validateFilter,
  parseHistory,
  pushHistory,
  walkHistory,
  type ConsoleFilter,
  type ConsoleLine,
} from '../console';

const filter = (type: ConsoleFilter['type'], value: string, enabled = true): ConsoleFilter => ({
  id: 'f',
  name: 'f',
  enabled,
  type,
  value,
});
const response = (message: string) => ({ kind: 'response' as const, message });

describe('lineKind', () => {
  it.each([
    ['command', 'G28', 'command'],
    ['command', '!! not an error: typed by the user', 'command'],
    ['response', '!! Move out of range: 1000.000 50.000 5.000 [0.000]', 'error'],
    ['response', '// Unknown command:"FOO"', 'response'],
    ['response', 'File selected', 'response'],
  ] as const)('%s %j → %s', (type, message, kind) => expect(lineKind(type, message)).toBe(kind));
});

describe('appendLines keeps the newest lines', () => {
  const line = (id: number): ConsoleLine => ({ id, message: `m${id}`, time: id, kind: 'response' });
  it.each([
    [0, 3, 5, [1, 2, 3]],
    [4, 3, 5, [3, 4, 5, 6, 7]],
    [5, 1, 5, [2, 3, 4, 5, 6]],
    [0, 1200, 1000, null],
  ] as const)('%i present + %i added, limit %i', (present, added, limit, ids) => {
    const a = Array.from({ length: present }, (_, i) => line(i + 1));
    const b = Array.from({ length: added }, (_, i) => line(present + i + 1));
    const out = appendLines(a, b, limit);
    expect(out.length).toBe(Math.min(limit, present + added));
    if (ids) expect(out.map((l) => l.id)).toEqual(ids);
    else expect(out[0]?.id).toBe(201);
  });
});

describe('console filters', () => {
  it.each([
    // filters, hideTempWaits, message, hidden
    [[filter('contains', 'busy')], false, 'echo: busy now', true],
    [[filter('contains', 'busy')], false, 'ready', false],
    [[filter('contains', 'busy', false)], false, 'echo: busy now', false],
    [[filter('startsWith', 'echo:')], false, 'echo: busy now', true],
    [[filter('startsWith', 'busy')], false, 'echo: busy now', false],
    [[filter('contains', 'a\nzzz')], false, 'zzz', true], // one pattern a line
    [[filter('contains', '\n\n')], false, 'anything', false], // blank patterns hide nothing
    [[filter('expression', '^B:\\d+')], false, 'B:60 /60', true],
    [[filter('expression', '^B:\\d+')], false, 'xB:60', false],
    [[filter('expression', '([unclosed')], false, '([unclosed', false], // invalid: ignored
    [[filter('expression', '([unclosed\nfoo')], false, 'a foo', true], // the valid line still works
    [[], true, 'T:205.1 /210.0 B:60.0 /60.0', true],
    [[], true, 'ok T:205.1 /210.0', true],
    [[], true, 'B:59.8 /60.0', true],
    [[], true, 'T0:200.0 /200.0 T1:25.0 /0.0 B:60.0 /60.0', true],
    [[], false, 'T:205.1 /210.0 B:60.0 /60.0', false],
    [[], true, 'echo: T:205.1 is hot', false],
    [[], true, '// Klipper state: Ready', false],
  ] as const)('%j tempWaits=%s: %j hidden=%s', (filters, temps, message, hidden) => {
    expect(compileFilters(filters, temps)(response(message))).toBe(hidden);
  });

  it('never hides what the user typed', () => {
    const hide = compileFilters([filter('contains', 'G28')], true);
    expect(hide({ kind: 'command', message: 'G28' })).toBe(false);
    expect(hide(response('G28 done'))).toBe(true);
  });

  it.each([
    [undefined, []],
    [[{ value: 'x', type: 'expression', name: 'r', id: 'a' }], [filter('expression', 'x')]],
    // the names earlier versions stored
    [[{ value: 'x', type: 'regex', name: 'r', id: 'a' }], [filter('expression', 'x')]],
    [[{ value: 'x', type: 'starts-with', name: 's', id: 'b' }], [filter('startsWith', 'x')]],
    [[{ value: 'x', type: 'startsWith', name: 's', id: 'b' }], [filter('startsWith', 'x')]],
    [
      { a: { value: 'y', type: 'bogus', enabled: false } },
      [{ ...filter('contains', 'y', false), id: '0', name: '' }],
    ],
    [[{ type: 'contains' }, 4, null], []],
  ] as const)('parseFilters(%j)', (stored, parsed) => {
    const out = parseFilters(stored);
    expect(out.map(({ type, value, enabled }) => ({ type, value, enabled }))).toEqual(
      parsed.map(({ type, value, enabled }) => ({ type, value, enabled })),
    );
  });

  it.each([
    ['T:205.1 /210.0 B:60.0 /60.0', true],
    ['T:25.0', true],
    ['T:', false],
    ['Temperature: 25', false],
  ])('isTempWait(%j) = %s', (message, wait) => expect(isTempWait(message)).toBe(wait));
});

describe('command history', () => {
  const twenty = Array.from({ length: COMMAND_HISTORY_SIZE }, (_, i) => `C${i}`);
  it.each([
    [[], 'G28', ['G28']],
    [['G28'], 'G28', ['G28']], // the same command again is not repeated
    [['G28', 'M84'], 'G28', ['G28', 'M84', 'G28']],
    [['G28'], '   ', ['G28']],
    [['G28'], '  M84  ', ['G28', 'M84']],
    [twenty, 'NEW', [...twenty.slice(1), 'NEW']], // the oldest goes
  ] as const)('%j + %j', (history, command, next) =>
    expect(pushHistory(history, command)).toEqual(next),
  );

  it('keeps 20 at most', () => expect(COMMAND_HISTORY_SIZE).toBe(20));

  it.each([
    [undefined, []],
    [
      ['a', 3, '', 'b'],
      ['a', 'b'],
    ],
    [
      Array.from({ length: 25 }, (_, i) => `c${i}`),
      Array.from({ length: 20 }, (_, i) => `c${i + 5}`),
    ],
  ] as const)('parseHistory(%j)', (stored, out) => expect(parseHistory(stored)).toEqual(out));

  const h = ['G28', 'M84', 'M115'];
  it.each([
    [h, null, 'up', 2],
    [h, 2, 'up', 1],
    [h, 0, 'up', 0], // stays at the oldest
    [h, 0, 'down', 1],
    [h, 2, 'down', null], // past the newest: the fresh line
    [h, null, 'down', null],
    [[], null, 'up', null],
  ] as const)('%j at %s, %s → %s', (history, index, direction, next) =>
    expect(walkHistory(history, index, direction)).toBe(next),
  );
});

describe('completion', () => {
  const commands = ['G28', 'SET_FAN_SPEED', 'SET_HEATER_TEMPERATURE', 'SET_PIN', 'STATUS', 'M84'];
  it.each([
    ['SET_', { kind: 'list', matches: ['SET_FAN_SPEED', 'SET_HEATER_TEMPERATURE', 'SET_PIN'] }],
    ['set_h', { kind: 'fill', value: 'SET_HEATER_TEMPERATURE ' }],
    ['  g2', { kind: 'fill', value: 'G28 ' }],
    [
      'S',
      { kind: 'list', matches: ['SET_FAN_SPEED', 'SET_HEATER_TEMPERATURE', 'SET_PIN', 'STATUS'] },
    ],
    ['FOO', { kind: 'none' }],
    ['', { kind: 'none' }],
    ['SET_PIN PIN=', { kind: 'none' }], // only the command word completes
  ] as const)('%j → %j', (input, result) => expect(complete(input, commands)).toEqual(result));
});

describe('sending', () => {
  it.each([
    ['M112', true],
    ['m112', true],
    [' M112 ', true],
    ['M1120', false],
    ['M112 S1', false],
  ])('isEmergencyStop(%j) = %s', (command, estop) => expect(isEmergencyStop(command)).toBe(estop));

  it.each([
    ['', null],
    ['   ', null],
    [' G28 ', 'G28'],
  ])('commandToSend(%j) = %j', (input, out) => expect(commandToSend(input)).toBe(out));
});

describe('command names in help output', () => {
  const known = new Set(['G28', 'SET_PIN']);
  it.each([
    [
      '// G28: Move to origin',
      [{ text: '// ' }, { text: 'G28', command: 'G28' }, { text: ': Move to origin' }],
    ],
    [
      'SET_PIN: Set the value',
      [{ text: 'SET_PIN', command: 'SET_PIN' }, { text: ': Set the value' }],
    ],
    ['// FOO: not a command', [{ text: '// FOO: not a command' }]],
    [
      '// G28     : padded',
      [{ text: '// ' }, { text: 'G28', command: 'G28' }, { text: '     : padded' }],
    ],
    ['G28 done', [{ text: 'G28 done' }]],
    [
      '// Available:\n// G28: home',
      [{ text: '// Available:\n// ' }, { text: 'G28', command: 'G28' }, { text: ': home' }],
    ],
  ] as const)('%j', (message, segments) =>
    expect(commandSegments(message, known)).toEqual(segments),
  );
});

describe('validateFilter (spec part 2 §5)', () => {
  const stored = [
    { ...filter('contains', 'ok'), id: 'a', name: 'Noise' },
    { ...filter('contains', 'x'), id: 'b', name: 'other' },
  ];
  it.each([
    // name, type, value, editing id, errors
    ['quiet', 'contains', 'ok', null, {}],
    ['', 'contains', 'ok', null, { name: 'required' }],
    ['   ', 'contains', '', null, { name: 'required', value: 'required' }],
    ['noise', 'contains', 'ok', null, { name: 'alreadyExists' }],
    [' NOISE ', 'startsWith', 'ok', null, { name: 'alreadyExists' }],
    ['Noise', 'contains', 'ok', 'a', {}], // its own name
    ['other', 'contains', 'ok', 'a', { name: 'alreadyExists' }],
    ['re', 'expression', '^ok\\b', null, {}],
    ['re', 'expression', '([unclosed', null, { value: 'invalidExpression' }],
    ['re', 'expression', 'fine\n([unclosed', null, { value: 'invalidExpression' }],
    ['re', 'contains', '([unclosed', null, {}], // plain text needs no valid expression
    ['re', 'expression', ' \n ', null, { value: 'required' }],
  ] as const)('%j %s %j (editing %s) → %j', (name, type, value, editing, errors) => {
    expect(validateFilter({ name, type, value }, stored, editing)).toEqual(errors);
  });
});
