// moonraker.conf's [spoolman] section, table by table: the server URL as Moonraker reads it (scheme
// optional, a trailing slash dropped, the API and websocket addresses made from it), sync_rate and
// its minimum, and the section the simulator's spoolman option writes or points at the virtual
// Spoolman (a real Spoolman elsewhere is left alone).

import { describe, expect, it } from 'vitest';
import { ConfValueError } from '../../../python_values';
import { parseSpoolmanConfig, withSpoolmanSection } from '../conf';
import { headerName } from '../client';

describe('[spoolman] options', () => {
  it.each([
    ['192.168.1.5:7912', 'http://192.168.1.5:7912/api', 'ws://192.168.1.5:7912/api/v1/spool'],
    [
      'http://spoolman.local:7912/',
      'http://spoolman.local:7912/api',
      'ws://spoolman.local:7912/api/v1/spool',
    ],
    [
      'HTTPS://example.org/spoolman',
      'https://example.org/spoolman/api',
      'wss://example.org/spoolman/api/v1/spool',
    ],
  ])('server %j', (server, apiUrl, wsUrl) => {
    const config = parseSpoolmanConfig(new Map([['server', server]]));
    expect(config).toMatchObject({ apiUrl, wsUrl, syncRate: 5, server });
  });

  it.each([
    [[], "No option 'server' in section: 'spoolman'"],
    [
      [
        ['server', 'x'],
        ['sync_rate', '0'],
      ],
      "Config Error: Section [spoolman], Option 'sync_rate: 0': value is below minimum value 1",
    ],
    [
      [
        ['server', 'x'],
        ['sync_rate', 'often'],
      ],
      "[spoolman]: Option 'sync_rate' encountered the following error while parsing: invalid literal for int() with base 10: 'often'",
    ],
  ] as [string[][], string][])('%j is refused', (options, message) => {
    const read = (): unknown => parseSpoolmanConfig(new Map(options as [string, string][]));
    expect(read).toThrow(ConfValueError);
    expect(read).toThrow(message);
  });

  it('reads sync_rate', () => {
    expect(
      parseSpoolmanConfig(
        new Map([
          ['server', 'x'],
          ['sync_rate', '2'],
        ]),
      ).syncRate,
    ).toBe(2);
  });
});

describe('the section the simulator writes', () => {
  const url = 'http://127.0.0.1:7912';
  it.each([
    ['', `\n[spoolman]\nserver: ${url}\n`],
    ['[server]\nhost: 0.0.0.0', `[server]\nhost: 0.0.0.0\n\n[spoolman]\nserver: ${url}\n`],
    ['[spoolman]\nserver: http://127.0.0.1:40000\n', `[spoolman]\nserver: ${url}\n`],
    [
      '[spoolman]\nserver: localhost:40000\nsync_rate: 2\n',
      `[spoolman]\nserver: ${url}\nsync_rate: 2\n`,
    ],
    ['[spoolman]\nsync_rate: 2\n', `[spoolman]\nserver: ${url}\nsync_rate: 2\n`],
    [
      '[spoolman]\nserver: http://192.168.1.9:7912\n',
      '[spoolman]\nserver: http://192.168.1.9:7912\n',
    ],
    [
      '[spoolman]\nserver: spoolman.lan\n[power x]\nserver: 127.0.0.1\n',
      '[spoolman]\nserver: spoolman.lan\n[power x]\nserver: 127.0.0.1\n',
    ],
  ])('%j', (text, expected) => {
    expect(withSpoolmanSection(text, url)).toBe(expected);
  });
});

describe('response header names', () => {
  it.each([
    ['content-type', 'Content-Type'],
    ['x-total-count', 'X-Total-Count'],
    ['DATE', 'Date'],
  ])('%j → %j', (name, expected) => {
    expect(headerName(name)).toBe(expected);
  });
});
