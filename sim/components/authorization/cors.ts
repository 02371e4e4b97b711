// Which web pages may use the printer from another origin, by Moonraker's rules: an Origin is allowed
// when it matches one of [authorization] cors_domains (`*` any text, every other character itself,
// the whole origin) or names the IP of a trusted client (`http(s)://<IP>`). A page on the printer's
// own origin (the Origin's host[:port] is the request's Host) needs no permission. Pure functions.

import { isIP } from 'node:net';

/** The cors_domains a usual Klipper install writes (and the simulator's fresh moonraker.conf). */
export const DEFAULT_CORS_DOMAINS: readonly string[] = [
  '*.lan',
  '*.local',
  '*://localhost',
  '*://localhost:*',
  '*://my.mainsail.xyz',
  '*://app.fluidd.xyz',
];

/** A wildcard after the last dot of the host (`http://printer.*`): any top-level domain. */
const WILD_TOP_LEVEL = /^.+\.[^:]*\*/;

export interface CorsDomains {
  /** The usable entries as anchored patterns. */
  patterns: RegExp[];
  /** One server.info warning per refused entry. */
  warnings: string[];
}

/**
 * cors_domains entries → patterns. Refused, each with Moonraker's warning: a wildcard in the
 * top-level domain, and a trailing slash (an origin never has one).
 */
export function parseCorsDomains(entries: readonly string[]): CorsDomains {
  const patterns: RegExp[] = [];
  const warnings: string[] = [];
  for (const domain of entries) {
    if (WILD_TOP_LEVEL.test(domain)) {
      warnings.push(
        `[authorization]: Unsafe domain '${domain}' in option 'cors_domains'. ` +
          'Wildcards are not permitted in the top level domain.',
      );
    } else if (domain.endsWith('/')) {
      warnings.push(
        `[authorization]: Invalid domain '${domain}' in option 'cors_domains'.  ` +
          "Domain's cannot contain a trailing slash.",
      );
    } else {
      const body = domain
        .split('*')
        .map((piece) => piece.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
        .join('.*');
      patterns.push(new RegExp(`^${body}$`));
    }
  }
  return { patterns, warnings };
}

/** The host of an `http(s)://host[:port]` origin when it is an IP address (IPv6 in brackets is not). */
export function originIp(origin: string): string | null {
  const host = /^https?:\/\/([^/:]+)/.exec(origin)?.[1];
  return host !== undefined && isIP(host) !== 0 ? host : null;
}

/**
 * Whether the Origin names the page's own server: its `host[:port]`, lower-cased, is the Host
 * header (the check Tornado makes before it accepts a websocket). `null` never is.
 */
export function isSameOrigin(origin: string, host: string | undefined): boolean {
  const netloc = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(origin)?.[1];
  if (!netloc || !host) return false;
  return netloc.toLowerCase() === host.toLowerCase();
}

export class CorsPolicy {
  readonly entries: readonly string[];
  readonly warnings: readonly string[];
  private readonly patterns: RegExp[];

  /** `trusted`: whether an address is one of the trusted clients. */
  constructor(
    entries: readonly string[],
    private readonly trusted: (ip: string) => boolean,
  ) {
    this.entries = [...entries];
    const parsed = parseCorsDomains(entries);
    this.patterns = parsed.patterns;
    this.warnings = parsed.warnings;
  }

  /** Moonraker's check: a pattern matches the whole origin, or it is a trusted client's IP. */
  allows(origin: string): boolean {
    // No usable domain configured: CORS is off, trusted addresses included.
    if (this.patterns.length === 0) return false;
    if (this.patterns.some((p) => p.test(origin))) return true;
    const ip = originIp(origin);
    return ip !== null && this.trusted(ip);
  }
}

/**
 * What a request's Origin means: none sent (not a browser's cross-origin call), allowed (CORS
 * headers go back), the page's own origin, or refused.
 */
export type OriginVerdict = 'none' | 'allowed' | 'same' | 'refused';

export function judgeOrigin(
  origin: string | undefined,
  host: string | undefined,
  policy: CorsPolicy,
): OriginVerdict {
  if (origin === undefined) return 'none';
  if (policy.allows(origin)) return 'allowed';
  return isSameOrigin(origin, host) ? 'same' : 'refused';
}
