// The virtual farm's plan: the --printers count, each printer's name, port, folder, model and tags,
// the address a browser reaches the farm at, and the cors_domains lines the farm adds.

import { describe, expect, it } from 'vitest';
import { splitList } from '../components/authorization/cors_config';
import { parseIni } from '../klipper/config';
import {
  farmDataDir,
  farmOrigins,
  parsePrinterCount,
  planFarm,
  publicHost,
  withCorsOrigins,
} from '../farm_plan';

describe('--printers', () => {
  it.each([
    ['1', 1],
    ['6', 6],
    ['60', 60],
    [' 3 ', 3],
  ])('accepts %j', (text, n) => {
    expect(parsePrinterCount(text)).toBe(n);
  });

  it.each(['0', '61', '-2', '2.5', '1e1', 'six', '', '0x3'])(
    'refuses %j with the range',
    (text) => {
      expect(() => parsePrinterCount(text)).toThrow(
        `Invalid --printers ${text}: a whole number from 1 to 60`,
      );
    },
  );
});

describe('planFarm', () => {
  const farm = planFarm({ dataDir: '/d/.sim-data', port: 7125, webcam: true }, 6);

  it('names each printer by its bed and number, on consecutive ports', () => {
    expect(farm.map((p) => [p.name, p.port, p.model.bed, p.model.chamber])).toEqual([
      ['Virtual 235 #1', 7125, 235, true],
      ['Virtual 300 #2', 7126, 300, false],
      ['Virtual 350 #3', 7127, 350, true],
      ['Virtual 180 #4', 7128, 180, false],
      ['Virtual 235 #5', 7129, 235, true],
      ['Virtual 300 #6', 7130, 300, false],
    ]);
  });

  it('keeps printer 1 in the data folder and puts the others beside it', () => {
    expect(farm.map((p) => p.dataDir)).toEqual([
      '/d/.sim-data',
      '/d/.sim-data-farm/printer-2',
      '/d/.sim-data-farm/printer-3',
      '/d/.sim-data-farm/printer-4',
      '/d/.sim-data-farm/printer-5',
      '/d/.sim-data-farm/printer-6',
    ]);
    expect(farmDataDir('data/', 2)).toBe('data-farm/printer-2');
  });

  it('gives the camera to printer 1 and every third, only with --webcam', () => {
    expect(farm.map((p) => p.webcam)).toEqual([true, false, false, true, false, false]);
    const without = planFarm({ dataDir: 'd', port: 7125, webcam: false }, 6);
    expect(without.some((p) => p.webcam)).toBe(false);
  });

  it('tags each printer with its material and one of two rooms', () => {
    expect(farm.map((p) => p.tags)).toEqual([
      ['PETG', 'room 1'],
      ['PLA', 'room 1'],
      ['ASA', 'room 1'],
      ['PLA', 'room 2'],
      ['PETG', 'room 2'],
      ['PLA', 'room 2'],
    ]);
  });

  it('puts every printer on an ephemeral port for port 0, and refuses ports past 65535', () => {
    expect(planFarm({ dataDir: 'd', port: 0, webcam: false }, 3).map((p) => p.port)).toEqual([
      0, 0, 0,
    ]);
    expect(() => planFarm({ dataDir: 'd', port: 65530, webcam: false }, 7)).toThrow(
      '--port 65530 leaves no room for 7 printers',
    );
    expect(planFarm({ dataDir: 'd', port: 65530, webcam: false }, 6).at(-1)?.port).toBe(65535);
  });
});

describe('publicHost', () => {
  const lan = {
    lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
    eth0: [
      { address: 'fe80::1', family: 'IPv6', internal: false },
      { address: '192.168.1.20', family: 'IPv4', internal: false },
    ],
  };
  it.each([
    ['127.0.0.1', lan, '127.0.0.1'],
    ['printer.lan', lan, 'printer.lan'],
    ['0.0.0.0', lan, '192.168.1.20'],
    ['::', lan, '192.168.1.20'],
    ['0.0.0.0', { lo: lan.lo }, 'localhost'],
    ['::1', lan, '::1'],
  ])('%s → %s', (host, interfaces, expected) => {
    expect(publicHost(host, interfaces)).toBe(expected);
  });
});

describe('farmOrigins', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1', ['http://127.0.0.1:7125', 'http://127.0.0.1:7126']],
    [
      '0.0.0.0',
      '192.168.1.20',
      [
        'http://192.168.1.20:7125',
        'http://192.168.1.20:7126',
        'http://127.0.0.1:7125',
        'http://127.0.0.1:7126',
      ],
    ],
    ['::1', '::1', ['http://[::1]:7125', 'http://[::1]:7126']],
  ])('listening on %s, reached at %s', (listen, host, expected) => {
    expect(farmOrigins(listen, host, [7125, 7126])).toEqual(expected);
  });
});

describe('withCorsOrigins', () => {
  const origins = ['http://127.0.0.1:7125', 'http://127.0.0.1:7126'];
  const cors = (text: string): string =>
    splitList(
      parseIni(text, 'moonraker.conf').get('authorization')?.get('cors_domains') ?? '',
    ).join(' ');
  const withoutCors = (text: string) =>
    [...parseIni(text, 'moonraker.conf')]
      .map(([name, opts]) => [name, [...opts].filter(([key]) => key !== 'cors_domains')] as const)
      .filter(([name, opts]) => name !== 'authorization' || opts.length > 0);

  it.each([
    {
      what: 'appends to the list, keeping what is there',
      conf: '[server]\nport: 7125\n\n[authorization]\ncors_domains:\n    *.lan\n    *://localhost:*\n\n[octoprint_compat]\n',
      expected: '*.lan *://localhost:* http://127.0.0.1:7125 http://127.0.0.1:7126',
    },
    {
      what: 'adds only the missing ones',
      conf: '[authorization]\ncors_domains:\n    http://127.0.0.1:7126\ntrusted_clients:\n    10.0.0.0/8\n',
      expected: 'http://127.0.0.1:7126 http://127.0.0.1:7125',
    },
    {
      what: 'a value on the option line',
      conf: '[authorization]\ncors_domains: *.local\n',
      expected: '*.local http://127.0.0.1:7125 http://127.0.0.1:7126',
    },
    {
      what: 'the option missing',
      conf: '[authorization]\nforce_logins: True\n',
      expected: 'http://127.0.0.1:7125 http://127.0.0.1:7126',
    },
    {
      what: 'the section missing',
      conf: '[server]\nport: 7125',
      expected: 'http://127.0.0.1:7125 http://127.0.0.1:7126',
    },
  ])('$what', ({ conf, expected }) => {
    const next = withCorsOrigins(conf, origins);
    expect(cors(next)).toBe(expected);
    // Every other section and option reads as before.
    expect(withoutCors(next)).toEqual(withoutCors(conf));
  });

  it('leaves a file that lists them all, or does not parse, as it is', () => {
    const listed =
      '[authorization]\ncors_domains:\n    http://127.0.0.1:7125\n    http://127.0.0.1:7126\n';
    expect(withCorsOrigins(listed, origins)).toBe(listed);
    const broken = 'no section\n[authorization]\n';
    expect(withCorsOrigins(broken, origins)).toBe(broken);
  });
});
