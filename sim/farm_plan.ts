// The virtual farm's plan, pure: how many printers (--printers), each one's name, port, data folder,
// bed, chamber, camera and tags; the address a browser reaches them at; and the cors_domains lines
// that let a page served by one of them call the others (sim/farm.ts starts them).

import { parseIni } from './klipper/config';
import type { PrinterModel } from './klipper/default_cfg';
import { splitList } from './components/authorization/cors_config';

export const MAX_PRINTERS = 60;

/** `--printers` as a count, or an error that says what is accepted. */
export function parsePrinterCount(text: string): number {
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PRINTERS)
    throw new Error(`Invalid --printers ${text}: a whole number from 1 to ${MAX_PRINTERS}`);
  return n;
}

interface FarmModel extends Required<PrinterModel> {
  /** The material it is loaded with, one of its tags. */
  material: string;
}

/** The models the farm cycles through; the first is the usual virtual printer (printer 1). */
export const FARM_MODELS: readonly FarmModel[] = [
  { bed: 235, chamber: true, material: 'PETG' },
  { bed: 300, chamber: false, material: 'PLA' },
  { bed: 350, chamber: true, material: 'ASA' },
  { bed: 180, chamber: false, material: 'PLA' },
];

export interface PlannedPrinter {
  /** 1-based. */
  index: number;
  name: string;
  model: FarmModel;
  tags: string[];
  dataDir: string;
  /** 0: an ephemeral port. */
  port: number;
  /** The virtual camera (with --webcam): printer 1 and every third after it. */
  webcam: boolean;
}

/**
 * Printer 1 keeps `dataDir`; printer k ≥ 2 lives in `<dataDir>-farm/printer-k`, beside it (a folder
 * inside printer 1's would show among its files).
 */
export function farmDataDir(dataDir: string, index: number): string {
  const base = dataDir.replace(/[\\/]+$/, '');
  return index === 1 ? dataDir : `${base}-farm/printer-${index}`;
}

/** N printers on ports P…P+N-1 (all ephemeral when P is 0), names stable across restarts. */
export function planFarm(
  opts: { dataDir: string; port: number; webcam: boolean },
  count: number,
): PlannedPrinter[] {
  if (opts.port !== 0 && opts.port + count - 1 > 65535)
    throw new Error(`--port ${opts.port} leaves no room for ${count} printers (ports up to 65535)`);
  const half = Math.ceil(count / 2);
  return Array.from({ length: count }, (_, i) => {
    const index = i + 1;
    const model = FARM_MODELS[i % FARM_MODELS.length] ?? FARM_MODELS[0]!;
    return {
      index,
      name: `Virtual ${model.bed} #${index}`,
      model,
      tags: [model.material, index <= half ? 'room 1' : 'room 2'],
      dataDir: farmDataDir(opts.dataDir, index),
      port: opts.port === 0 ? 0 : opts.port + i,
      webcam: opts.webcam && i % 3 === 0,
    };
  });
}

type Interfaces = Record<string, { address: string; family: string | number; internal: boolean }[]>;

/**
 * The host a browser reaches the farm at: --host itself, but for 0.0.0.0 / :: (every interface)
 * the machine's first non-internal IPv4 address, else localhost.
 */
export function publicHost(host: string, interfaces: Partial<Interfaces>): string {
  if (host !== '0.0.0.0' && host !== '::') return host;
  for (const addrs of Object.values(interfaces)) {
    const v4 = addrs?.find((a) => !a.internal && (a.family === 'IPv4' || a.family === 4));
    if (v4) return v4.address;
  }
  return 'localhost';
}

/** `http://host:port`, an IPv6 host in brackets. */
export function originOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The origins a farm page may come from: each printer's on the public host, and on 127.0.0.1 too
 * when the farm listens on every interface (a browser on the machine itself).
 */
export function farmOrigins(listenHost: string, host: string, ports: readonly number[]): string[] {
  const hosts = [host];
  if ((listenHost === '0.0.0.0' || listenHost === '::') && host !== '127.0.0.1')
    hosts.push('127.0.0.1');
  return hosts.flatMap((h) => ports.map((p) => originOf(h, p)));
}

const HEADER = /^\[\s*authorization\s*\]\s*$/;

/**
 * moonraker.conf's text with `origins` added (one a line) to cors_domains in [authorization]; the
 * entries already there stay as written. Unchanged when every origin is listed or the file does
 * not parse (a broken file is the user's to fix).
 */
export function withCorsOrigins(text: string, origins: readonly string[]): string {
  let listed: string[];
  try {
    const raw = parseIni(text, 'moonraker.conf').get('authorization')?.get('cors_domains');
    listed = raw === undefined ? [] : splitList(raw);
  } catch {
    return text;
  }
  const missing = origins.filter((o, i) => !listed.includes(o) && origins.indexOf(o) === i);
  if (missing.length === 0) return text;
  const added = missing.map((o) => `    ${o}`);
  const lines = text.split('\n');
  const start = lines.findIndex((l) => HEADER.test(l));
  if (start < 0) {
    const sep = text === '' || text.endsWith('\n') ? '' : '\n';
    return `${text}${sep}\n[authorization]\ncors_domains:\n${added.join('\n')}\n`;
  }
  let end = lines.findIndex((l, i) => i > start && l.startsWith('['));
  if (end < 0) end = lines.length;
  const key = lines.findIndex((l, i) => i > start && i < end && /^cors_domains\s*[:=]/i.test(l));
  if (key < 0) {
    lines.splice(start + 1, 0, 'cors_domains:', ...added);
    return lines.join('\n');
  }
  // After the option's last continuation line (an indented one).
  let last = key;
  while (last + 1 < end && /^\s+\S/.test(lines[last + 1] ?? '')) last++;
  lines.splice(last + 1, 0, ...added);
  return lines.join('\n');
}
