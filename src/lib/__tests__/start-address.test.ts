import { describe, expect, it } from 'vitest';
import {
  afterLogin,
  arrivalState,
  readArrivalMark,
  splitPrinterPath,
  startUpTarget,
  type Arrival,
  type ArrivalMark,
} from '../start-address';

const login = (from: string): ArrivalMark => ({ by: 'login', from });
const firmware: ArrivalMark = { by: 'firmware' };

describe('startUpTarget', () => {
  const cases: [string, Arrival, string | null][] = [
    ['the dashboard', { page: '/', mark: null, authenticated: true }, null],
    ['a typed or bookmarked page', { page: '/console', mark: null, authenticated: true }, null],
    ['a settings section', { page: '/settings', mark: null, authenticated: true }, null],
    ['/configure opened on purpose', { page: '/configure', mark: null, authenticated: true }, null],
    ['a page not logged in yet', { page: '/jobs', mark: null, authenticated: false }, null],
    ['/login when logged in already', { page: '/login', mark: null, authenticated: true }, '/'],
    ['/login not logged in', { page: '/login', mark: null, authenticated: false }, null],
    [
      '/login after the login it asked for',
      { page: '/login', mark: login('/settings#auth'), authenticated: true },
      '/settings#auth',
    ],
    [
      '/login that interrupted the dashboard',
      { page: '/login', mark: login('/'), authenticated: true },
      '/',
    ],
    [
      'the /configure a disconnected board sent the user to, reloaded',
      { page: '/configure', mark: firmware, authenticated: true },
      '/',
    ],
    [
      'the same, not logged in yet',
      { page: '/configure', mark: firmware, authenticated: false },
      '/',
    ],
    ['the dashboard with a mark', { page: '/', mark: firmware, authenticated: true }, null],
    [
      'a login mark on another page (the user went on)',
      { page: '/jobs', mark: login('/history'), authenticated: true },
      null,
    ],
  ];
  it.each(cases)('%s', (_name, arrival, target) => {
    expect(startUpTarget(arrival)).toBe(target);
  });
});

describe('afterLogin', () => {
  it.each([
    ['no mark', null, '/'],
    ['a page with query and hash', login('/jobs?path=a%20b#top'), '/jobs?path=a%20b#top'],
    ['another site', login('//evil.example/x'), '/'],
    ['a full address', login('https://evil.example/'), '/'],
    ['a backslash trick', login('/\\evil.example'), '/'],
    ['/login itself', login('/login?x=1'), '/'],
    ['a firmware mark', firmware, '/'],
  ])('%s → %s', (_name, mark, target) => {
    expect(afterLogin(mark)).toBe(target);
  });
});

describe('readArrivalMark', () => {
  it.each([
    ['what arrivalState wrote (login)', arrivalState(login('/x')), login('/x')],
    ['what arrivalState wrote (firmware)', arrivalState(firmware), firmware],
    ['with other keys beside it', { ...arrivalState(firmware), scroll: 120 }, firmware],
    ['no state', null, null],
    ['another state', { scroll: 120 }, null],
    ['a login mark without its address', { printdeckArrival: { by: 'login' } }, null],
    ['an unknown kind', { printdeckArrival: { by: 'other' } }, null],
    ['not an object', 'printdeckArrival', null],
  ])('%s', (_name, state, mark) => {
    expect(readArrivalMark(state)).toEqual(mark);
  });
});

describe('splitPrinterPath', () => {
  it.each([
    ['/', '', '/'],
    ['', '', '/'],
    ['/configure', '', '/configure'],
    ['/p/voron-2-4', '/p/voron-2-4', '/'],
    ['/p/voron-2-4/', '/p/voron-2-4', '/'],
    ['/p/voron-2-4/configure', '/p/voron-2-4', '/configure'],
    ['/printers', '', '/printers'],
  ])('%s', (path, prefix, page) => {
    expect(splitPrinterPath(path)).toEqual({ prefix, page });
  });
});
