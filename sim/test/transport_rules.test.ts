// The transport's pure rules, table by table: cors_domains patterns and their refusals, the
// same-origin rule, a trusted client's IP origin, percent-decoding as Moonraker's web server does
// it, and the JSON nesting limit.

import { describe, expect, it } from 'vitest';
import {
  CorsPolicy,
  DEFAULT_CORS_DOMAINS,
  isSameOrigin,
  judgeOrigin,
  originIp,
  parseCorsDomains,
} from '../components/authorization/cors';
import { splitList } from '../components/authorization/cors_config';
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJson } from '../json_text';
import { BadEncoding, parseQuery, unquote } from '../percent';

const nested = (n: number): string => `${'['.repeat(n)}${']'.repeat(n)}`;

describe('cors_domains', () => {
  it.each([
    // pattern, origin, allowed
    ['*.lan', 'http://printer.lan', true],
    ['*.lan', 'https://a.b.lan', true],
    ['*.lan', 'http://printer.lan:8080', false],
    ['*.lan', 'http://printer.lan.evil.io', false],
    ['*.lan', 'http://printerxlan', false],
    ['*://localhost:*', 'http://localhost:5173', true],
    ['*://localhost:*', 'http://localhost', false],
    ['*://localhost', 'https://localhost', true],
    ['*://my.mainsail.xyz', 'https://my.mainsail.xyz', true],
    ['*://my.mainsail.xyz', 'https://my-mainsail.xyz', false],
    ['http://printer.example:7125', 'http://printer.example:7125', true],
    ['http://printer.example:7125', 'https://printer.example:7125', false],
    // Characters other than `*` stand for themselves.
    ['http://printer+1.lan', 'http://printer+1.lan', true],
    ['http://printer+1.lan', 'http://printerr1.lan', false],
    ['http://(a|b).lan', 'http://a.lan', false],
    ['*', 'null', true],
    ['*', 'http://anything', true],
  ])('%s allows %s: %s', (pattern, origin, allowed) => {
    expect(new CorsPolicy([pattern], () => false).allows(origin)).toBe(allowed);
  });

  it.each([
    ['https://printer.*', 'Unsafe domain'],
    ['*.lan.*', 'Unsafe domain'],
    ['http://octo.lan/', 'Invalid domain'],
    ['*://app.fluidd.xyz/', 'Invalid domain'],
  ])('%s is refused with a warning (%s)', (entry, warning) => {
    const parsed = parseCorsDomains([entry, '*.local']);
    expect(parsed.patterns).toHaveLength(1);
    expect(parsed.warnings).toHaveLength(1);
    expect(parsed.warnings[0]).toContain(`${warning} '${entry}' in option 'cors_domains'`);
  });

  it('the usual list is accepted whole', () => {
    expect(parseCorsDomains(DEFAULT_CORS_DOMAINS)).toMatchObject({ warnings: [] });
    expect(parseCorsDomains(DEFAULT_CORS_DOMAINS).patterns).toHaveLength(6);
  });

  it.each([
    ['http://192.168.1.5', '192.168.1.5'],
    ['https://10.0.0.1:8443/path', '10.0.0.1'],
    ['http://[::1]:5173', null],
    ['http://printer.lan', null],
    ['ftp://10.0.0.1', null],
    ['null', null],
  ])('the IP of %s: %s', (origin, ip) => {
    expect(originIp(origin)).toBe(ip);
  });

  it('a trusted client’s IP origin counts only while some domain is configured', () => {
    const trusted = (ip: string): boolean => ip === '192.168.1.5';
    expect(new CorsPolicy(['*.lan'], trusted).allows('http://192.168.1.5:81')).toBe(true);
    expect(new CorsPolicy(['*.lan'], trusted).allows('http://192.168.1.6')).toBe(false);
    expect(new CorsPolicy([], trusted).allows('http://192.168.1.5')).toBe(false);
    expect(new CorsPolicy(['http://a.*'], trusted).allows('http://192.168.1.5')).toBe(false);
  });

  it.each([
    ['http://printer.example:7125', 'printer.example:7125', true],
    ['http://Printer.Example:7125', 'printer.example:7125', true],
    ['https://printer.example:7125', 'printer.example:7125', true],
    ['http://printer.example:7126', 'printer.example:7125', false],
    ['http://printer.example', 'printer.example:80', false],
    ['null', 'printer.example', false],
    ['http://printer.example:7125', undefined, false],
  ])('%s is the page’s own origin under Host %s: %s', (origin, host, same) => {
    expect(isSameOrigin(origin, host)).toBe(same);
  });

  it.each([
    [undefined, 'none'],
    ['http://printer.lan', 'allowed'],
    ['http://printer.example:7125', 'same'],
    ['http://evil.example', 'refused'],
  ] as const)('Origin %s under Host printer.example:7125: %s', (origin, verdict) => {
    const policy = new CorsPolicy(DEFAULT_CORS_DOMAINS, () => false);
    expect(judgeOrigin(origin, 'printer.example:7125', policy)).toBe(verdict);
  });

  it.each([
    ['\n*.lan\n*.local', ['*.lan', '*.local']],
    ['*', ['*']],
    ['  a  \n\n  b ', ['a', 'b']],
    ['*.lan, *.local', ['*.lan, *.local']],
    ['', []],
  ])('moonraker.conf list %j → %j', (text, entries) => {
    expect(splitList(text)).toEqual(entries);
  });
});

describe('percent-decoding', () => {
  it.each([
    ['plain.gcode', 'plain.gcode'],
    ['a%20b', 'a b'],
    ['%zz', '%zz'],
    ['100%', '100%'],
    ['%2', '%2'],
    ['%C3%A9t%C3%A9', 'été'],
    ['%2F', '/'],
    ['été', 'été'],
    ['a+b', 'a+b'],
  ])('%s → %s', (text, decoded) => {
    expect(unquote(text)).toBe(decoded);
  });

  it.each(['%ff', '%C3%28', '%e2%82', 'ok%80'])('%s is no UTF-8', (text) => {
    expect(() => unquote(text)).toThrow(BadEncoding);
  });

  it.each([
    [
      'a=1&b=2',
      [
        ['a', '1'],
        ['b', '2'],
      ],
    ],
    [
      'a=&b',
      [
        ['a', ''],
        ['b', ''],
      ],
    ],
    ['&&a=1&', [['a', '1']]],
    ['script=G1+X10%20Y5', [['script', 'G1 X10 Y5']]],
    ['k=a=b', [['k', 'a=b']]],
    ['f=%zz.gcode', [['f', '%zz.gcode']]],
    ['', []],
  ])('query %s', (query, pairs) => {
    expect(parseQuery(query)).toEqual(pairs);
  });

  it('a query part that is no UTF-8 throws', () => {
    expect(() => parseQuery('a=%ff')).toThrow(BadEncoding);
    expect(() => parseQuery('%ff=1')).toThrow(BadEncoding);
  });
});

describe('JSON nesting', () => {
  it.each([
    ['{}', false],
    [nested(MAX_JSON_DEPTH), false],
    [nested(MAX_JSON_DEPTH + 1), true],
    [`{"a": ${nested(MAX_JSON_DEPTH)}}`, true],
    // Brackets inside strings are text.
    [`["${'['.repeat(5000)}"]`, false],
    [`["\\"${'{'.repeat(5000)}"]`, false],
  ])('%# nests too deep: %s', (text, deep) => {
    expect(nestsDeeperThan(text)).toBe(deep);
  });

  it('parseJson refuses what nests too deep and parses the rest', () => {
    expect(() => parseJson(nested(100_000))).toThrow(SyntaxError);
    expect(() => parseJson('{')).toThrow(SyntaxError);
    expect(parseJson('{"a": [1, {"b": "[["}]}')).toEqual({ a: [1, { b: '[[' }] });
  });
});
