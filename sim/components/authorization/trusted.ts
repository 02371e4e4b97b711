// Trusted clients (`--trusted 127.0.0.1/32,192.168.1.0/24`): addresses in these ranges are the
// trusted user when they bring no token, as Moonraker's [authorization] trusted_clients.

import { BlockList, isIP } from 'node:net';

/**
 * What a usual Klipper install trusts, and the simulator without --auth: loopback, the private and
 * link-local ranges, and their IPv6 counterparts (unique local fc00::/7 included). A client from
 * any other address must log in.
 */
export const DEFAULT_TRUSTED_CLIENTS: readonly string[] = [
  '10.0.0.0/8',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  'fe80::/10',
  '::1/128',
  'fc00::/7',
];

export class TrustedRanges {
  private readonly list = new BlockList();
  readonly ranges: readonly string[];

  /** Each entry `ADDRESS/PREFIX` or a single address; throws on anything else. */
  constructor(ranges: readonly string[]) {
    this.ranges = ranges;
    for (const range of ranges) {
      const [address = '', prefixText] = range.split('/');
      const family = isIP(address);
      const max = family === 4 ? 32 : 128;
      const prefix = prefixText === undefined ? max : Number(prefixText);
      if (family === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > max)
        throw new Error(`Invalid trusted client range '${range}'`);
      this.list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
    }
  }

  get empty(): boolean {
    return this.ranges.length === 0;
  }

  /** Whether a peer address (IPv4-mapped IPv6 included) is in a trusted range. */
  has(ip: string): boolean {
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const family = isIP(plain);
    if (family === 0) return false;
    return this.list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  }
}

/** `a,b , c` → ['a', 'b', 'c']. */
export function parseTrusted(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
