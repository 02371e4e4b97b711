import { describe, expect, it } from 'vitest';
import { apiConfigFor, parseApiUrl, probeCandidates } from '../api-url';
import { pickLocale } from '../locale';
import { pageTitle } from '../page-title';
import { accumulateDiff, mergeStatus } from '../status-merge';

describe('pageTitle', () => {
  it.each([
    ['Voron', 'Dashboard', null, 'Voron | Dashboard'],
    ['Voron', 'Dashboard', 0.456, '45% | Voron | Dashboard'],
    ['Voron', 'Jobs', 1, '100% | Voron | Jobs'],
    ['Voron', 'Jobs', 0, '0% | Voron | Jobs'],
  ] as const)('%s %s %s → %s', (instance, route, progress, title) =>
    expect(pageTitle(instance, route, progress)).toBe(title),
  );
});

describe('pickLocale', () => {
  const host = [{ code: 'en' }, { code: 'de' }, { code: 'fr' }];
  it.each([
    ['de-DE', 'de'],
    ['fr', 'fr'],
    ['es-ES', 'en'],
    [undefined, 'en'],
    ['', 'en'],
  ] as const)('%s → %s', (browser, locale) => expect(pickLocale(browser, host)).toBe(locale));
});

describe('api addresses', () => {
  it.each([
    ['printer.local:7125', 'http://printer.local:7125'],
    ['https://printer.local/', 'https://printer.local'],
    ['http://10.0.0.2:7125/moonraker/', 'http://10.0.0.2:7125/moonraker'],
    ['', null],
    ['ftp://x', null],
    ['http://', null],
  ] as const)('%j → %s', (input, parsed) => expect(parseApiUrl(input)).toBe(parsed));

  it('derives the socket address', () => {
    expect(apiConfigFor('http://printer.local:7125')).toEqual({
      apiUrl: 'http://printer.local:7125',
      socketUrl: 'ws://printer.local:7125/websocket',
    });
    expect(apiConfigFor('https://p.example/moon').socketUrl).toBe('wss://p.example/moon/websocket');
  });

  it('probes this origin and Moonraker ports unless blacklisted', () => {
    const http = { protocol: 'http:', hostname: 'pi.local', host: 'pi.local' };
    expect(probeCandidates(http, [])).toEqual(['http://pi.local', 'http://pi.local:7125']);
    expect(probeCandidates({ protocol: 'https:', hostname: 'pi', host: 'pi' }, [])).toEqual([
      'https://pi',
      'https://pi:7130',
    ]);
    expect(probeCandidates({ protocol: 'http:', hostname: 'pi', host: 'pi:7125' }, [])).toEqual([
      'http://pi:7125',
    ]);
    expect(probeCandidates(http, ['PI.local'])).toEqual([]);
  });
});

describe('status merge', () => {
  it('copies only touched objects', () => {
    const current = { extruder: { temperature: 20, target: 0 }, heater_bed: { temperature: 21 } };
    const next = mergeStatus(current, { extruder: { temperature: 25 } });
    expect(next.extruder).toEqual({ temperature: 25, target: 0 });
    expect(next.heater_bed).toBe(current.heater_bed);
    expect(current.extruder.temperature).toBe(20);
    expect(mergeStatus(current, {})).toBe(current);
  });

  it('accumulates several diffs between flushes', () => {
    const buffer = {};
    accumulateDiff(buffer, { extruder: { temperature: 21 } });
    accumulateDiff(buffer, { extruder: { target: 200 }, fan: { speed: 1 } });
    expect(buffer).toEqual({ extruder: { temperature: 21, target: 200 }, fan: { speed: 1 } });
  });
});
