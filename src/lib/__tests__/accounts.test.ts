import { describe, expect, it } from 'vitest';
import { checkPassword, checkUsername, userKind } from '../accounts';
import { jwtUsername } from '../jwt';

const token = (claims: object): string =>
  `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`;

describe('checkUsername', () => {
  it.each([
    ['', [], { key: 'validation.required' }],
    ['   ', [], { key: 'validation.required' }],
    ['a'.repeat(60), [], null],
    ['a'.repeat(61), [], { key: 'validation.max', values: { max: 60 } }],
    ['bob', ['alice', 'bob'], { key: 'validation.alreadyExists' }],
    ['carol', ['alice', 'bob'], null],
  ])('%j (taken %j) → %j', (name, taken, expected) => {
    expect(checkUsername(name, taken)).toEqual(expected);
  });
});

describe('checkPassword', () => {
  it.each([
    ['', 'bob', { key: 'validation.required' }],
    ['abc', 'bob', { key: 'validation.min', values: { min: 4 } }],
    ['abcd', 'bob', null],
    ['Alice', 'alice', { key: 'cannotMatchUsername' }],
    ['ALICE', 'alice', { key: 'cannotMatchUsername' }],
    ['alice1', 'alice', null],
    ['abcd', '', null],
  ])('%j for %j → %j', (password, username, expected) => {
    expect(checkPassword(password, username)).toEqual(expected);
  });
});

describe('userKind', () => {
  it.each([
    [null, 'trusted'],
    ['_TRUSTED_USER_', 'trusted'],
    ['_API_KEY_USER_', 'apiKey'],
    ['alice', 'user'],
  ] as const)('%j → %s', (username, kind) => {
    expect(userKind(username)).toBe(kind);
  });
});

describe('jwtUsername', () => {
  it.each([
    [token({ username: 'alice', exp: 1 }), 'alice'],
    [token({ username: 'jürgen?>>' }), 'jürgen?>>'],
    [token({ exp: 1 }), null],
    [token({ username: 5 }), null],
    ['garbage', null],
    ['a.%%%.b', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(jwtUsername(input)).toBe(expected);
  });
});
