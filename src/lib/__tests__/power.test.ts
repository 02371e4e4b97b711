import { describe, expect, it } from 'vitest';
import type { PowerDevice, PowerStatus } from '../../../protocol/machine';
import { applyStatuses, powerAction, powerBlock, readPowerDevice, upsertDevice } from '../power';

const device = (name: string, status: PowerStatus, locked = false): PowerDevice => ({
  device: name,
  status,
  locked_while_printing: locked,
  type: 'gpio',
});

describe('powerAction', () => {
  it.each([
    ['on', 'off'],
    ['off', 'on'],
    ['init', 'on'],
    ['error', 'on'],
  ] as const)('%s → %s', (status, action) => expect(powerAction(status)).toBe(action));
});

describe('powerBlock', () => {
  it.each([
    ['on', false, false, null],
    ['off', false, false, null],
    ['init', false, false, 'state'],
    ['error', false, false, 'state'],
    ['error', true, true, 'state'],
    ['on', true, false, null],
    ['on', true, true, 'printing'],
    ['off', true, true, 'printing'],
    ['off', false, true, null],
  ] as const)('status %s, locked %s, printing %s → %s', (status, locked, printing, block) =>
    expect(powerBlock({ status, locked_while_printing: locked }, printing)).toBe(block),
  );
});

describe('readPowerDevice', () => {
  it.each([
    [null, null],
    ['printer', null],
    [{ status: 'on' }, null],
    [{ device: '', status: 'on' }, null],
    [
      { device: 'printer', status: 'on', locked_while_printing: true, type: 'klipper_device' },
      { device: 'printer', status: 'on', locked_while_printing: true, type: 'klipper_device' },
    ],
    [
      { device: 'lamp', status: 'blink' },
      { device: 'lamp', status: 'error', locked_while_printing: false, type: '' },
    ],
  ] as const)('%j → %j', (input, expected) => expect(readPowerDevice(input)).toEqual(expected));
});

describe('upsertDevice', () => {
  const list = [device('a', 'off'), device('b', 'on')];
  it.each([
    [device('a', 'on'), ['a:on', 'b:on']],
    [device('b', 'off'), ['a:off', 'b:off']],
    [device('c', 'init'), ['a:off', 'b:on', 'c:init']],
  ])('%j', (next, expected) =>
    expect(upsertDevice(list, next).map((d) => `${d.device}:${d.status}`)).toEqual(expected),
  );
});

describe('applyStatuses', () => {
  const list = [device('a', 'off'), device('b', 'on')];
  it.each([
    [{ a: 'on' }, ['a:on', 'b:on']],
    [{ a: 'on', b: 'off' }, ['a:on', 'b:off']],
    [{ a: 'device_not_found' }, ['a:off', 'b:on']],
    [{ zzz: 'on' }, ['a:off', 'b:on']],
  ])('%j', (answer, expected) =>
    expect(applyStatuses(list, answer).map((d) => `${d.device}:${d.status}`)).toEqual(expected),
  );
  it('keeps the same objects when nothing changes', () => {
    const out = applyStatuses(list, { a: 'off' });
    expect(out[0]).toBe(list[0]);
  });
});
