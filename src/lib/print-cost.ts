// What a print cost: its filament (from the spools Moonraker recorded for the job and their price in
// Spoolman) and its energy (from a `[sensor]` history field reporting energy, and the user's price per
// kWh). Every figure is either known or unknown with a reason: a missing price or missing data is
// never counted as 0. Totals per week or month add the known costs and count the unknown ones.

/** What of a Spoolman spool the cost needs (a subset of protocol/spoolman's SpoolmanSpool). */
export interface CostSpool {
  id: number;
  /** The spool's price, in Spoolman's currency. */
  price?: number;
  /** Net filament weight of the full spool, g. */
  initial_weight?: number;
  filament: {
    price?: number;
    /** Net filament weight of a full spool, g. */
    weight?: number;
    /** g/cm³ */
    density: number;
    /** mm */
    diameter: number;
  };
}

/** What of a history job the cost needs (a subset of protocol/history's HistoryJob). */
export interface CostJob {
  start_time: number;
  /** mm */
  filament_used: number;
  auxiliary_data?: { provider: string; name: string; value: unknown; units: string | null }[];
}

export type UnknownReason =
  /** The job recorded no spool (Spoolman off, or no active spool). */
  | 'no-spool'
  /** A spool the job used is not known (deleted from Spoolman, or not read yet). */
  | 'spool-missing'
  /** Neither the spool nor its filament has a price and a weight. */
  | 'no-price'
  /** Several spools with different prices, and Moonraker records no share per spool. */
  | 'split'
  /** The price per kWh is not set. */
  | 'no-energy-price'
  /** The energy reading is not a number in a known unit. */
  | 'no-energy-data'
  /** The file's metadata has no filament weight. */
  | 'no-weight';

export type CostPart =
  | { kind: 'known'; amount: number }
  | { kind: 'unknown'; reason: UnknownReason }
  /** Not part of this job's cost: the printer records no energy. */
  | { kind: 'none' };

export interface JobCost {
  filament: CostPart;
  /** kWh used, when the job recorded it. */
  energyKwh: number | null;
  energy: CostPart;
  /** Filament plus energy; null when any part that applies is unknown. */
  total: number | null;
}

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The price of a gram of a spool's filament: the spool's own price, else its filament's; null if neither. */
export function pricePerGram(spool: CostSpool): number | null {
  if (positive(spool.initial_weight) && isPrice(spool.price))
    return spool.price / spool.initial_weight;
  if (positive(spool.filament.weight) && isPrice(spool.filament.price))
    return spool.filament.price / spool.filament.weight;
  return null;
}

function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** Grams in a length of filament (mm) of a density (g/cm³) and diameter (mm). */
export function gramsOfLength(lengthMm: number, density: number, diameterMm: number): number {
  const radius = diameterMm / 2;
  return ((Math.PI * radius * radius * lengthMm) / 1000) * density;
}

/** The spool ids Moonraker's spoolman component recorded for a job; null when it recorded none. */
export function jobSpoolIds(job: CostJob): number[] | null {
  const field = job.auxiliary_data?.find((f) => f.name === 'spool_ids');
  if (!field || !Array.isArray(field.value)) return null;
  const ids = field.value.filter((id): id is number => typeof id === 'number');
  return ids.length > 0 ? ids : null;
}

/** kWh the job used by a sensor's energy history field (kWh or Wh); undefined without such a field. */
export function jobEnergyKwh(job: CostJob): number | null | undefined {
  const field = job.auxiliary_data?.find(
    (f) => f.name === 'energy' && f.provider.startsWith('sensor '),
  );
  if (!field) return undefined;
  const value = field.value;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const units = (field.units ?? '').trim().toLowerCase();
  if (units === 'kwh') return value;
  if (units === 'wh') return value / 1000;
  return null;
}

/** A money amount from a weight in grams and a spool's price; unknown without a price. */
function filamentCost(job: CostJob, spools: ReadonlyMap<number, CostSpool>): CostPart {
  const ids = jobSpoolIds(job);
  if (!ids) return { kind: 'unknown', reason: 'no-spool' };
  // The price of a millimetre of each spool's filament: the job's length costs this much whichever
  // share each spool had only when they all agree.
  const perMm: number[] = [];
  for (const id of new Set(ids)) {
    const spool = spools.get(id);
    if (!spool) return { kind: 'unknown', reason: 'spool-missing' };
    const perGram = pricePerGram(spool);
    if (perGram === null || !positive(spool.filament.density) || !positive(spool.filament.diameter))
      return { kind: 'unknown', reason: 'no-price' };
    perMm.push(perGram * gramsOfLength(1, spool.filament.density, spool.filament.diameter));
  }
  const first = perMm[0]!;
  if (perMm.some((value) => Math.abs(value - first) > 1e-12))
    return { kind: 'unknown', reason: 'split' };
  return { kind: 'known', amount: Math.max(0, job.filament_used) * first };
}

/** The cost of a job; pricePerKwh null when the user has set none. */
export function jobCost(
  job: CostJob,
  spools: ReadonlyMap<number, CostSpool>,
  pricePerKwh: number | null,
): JobCost {
  const filament = filamentCost(job, spools);
  const kwh = jobEnergyKwh(job);
  let energy: CostPart;
  if (kwh === undefined) energy = { kind: 'none' };
  else if (kwh === null) energy = { kind: 'unknown', reason: 'no-energy-data' };
  else if (pricePerKwh === null || !isPrice(pricePerKwh))
    energy = { kind: 'unknown', reason: 'no-energy-price' };
  else energy = { kind: 'known', amount: kwh * pricePerKwh };
  const parts = [filament, energy].filter((part) => part.kind !== 'none');
  const total = parts.every((part) => part.kind === 'known')
    ? parts.reduce((sum, part) => sum + (part.kind === 'known' ? part.amount : 0), 0)
    : null;
  return { filament, energyKwh: kwh ?? null, energy, total };
}

/** Before a print: the file's filament weight (g, from its metadata) at the active spool's price. */
export function estimateCost(
  filamentWeightTotal: number | undefined,
  spool: CostSpool | null,
): CostPart {
  if (!spool) return { kind: 'unknown', reason: 'no-spool' };
  if (!positive(filamentWeightTotal)) return { kind: 'unknown', reason: 'no-weight' };
  const perGram = pricePerGram(spool);
  if (perGram === null) return { kind: 'unknown', reason: 'no-price' };
  return { kind: 'known', amount: filamentWeightTotal * perGram };
}

export type CostPeriod = 'week' | 'month';

export interface PeriodTotal {
  /** Local midnight starting the period (a Monday for weeks, the 1st for months), in ms. */
  start: number;
  /** The sum of the known costs. */
  total: number;
  known: number;
  unknown: number;
}

/** Local midnight of the week (from Monday) or month holding a time (ms). */
export function periodStart(timeMs: number, period: CostPeriod): number {
  const date = new Date(timeMs);
  if (period === 'month') return new Date(date.getFullYear(), date.getMonth(), 1).getTime();
  const sinceMonday = (date.getDay() + 6) % 7;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - sinceMonday).getTime();
}

/**
 * Local midnight starting the oldest of the `count` periods shown up to `nowMs`: the current week
 * (or month) and the ones before it.
 */
export function shownPeriodsStart(nowMs: number, period: CostPeriod, count: number): number {
  const current = new Date(periodStart(nowMs, period));
  const back = Math.max(0, count - 1);
  if (period === 'month')
    return new Date(current.getFullYear(), current.getMonth() - back, 1).getTime();
  return new Date(
    current.getFullYear(),
    current.getMonth(),
    current.getDate() - 7 * back,
  ).getTime();
}

/** Totals per week or month, newest first, of jobs (start_time in seconds) and their costs. */
export function costTotals(
  entries: readonly { start_time: number; total: number | null }[],
  period: CostPeriod,
): PeriodTotal[] {
  const byStart = new Map<number, PeriodTotal>();
  for (const entry of entries) {
    const start = periodStart(entry.start_time * 1000, period);
    let row = byStart.get(start);
    if (!row) {
      row = { start, total: 0, known: 0, unknown: 0 };
      byStart.set(start, row);
    }
    if (entry.total === null) row.unknown += 1;
    else {
      row.total += entry.total;
      row.known += 1;
    }
  }
  return [...byStart.values()].sort((a, b) => b.start - a.start);
}

/**
 * A price the user typed (a decimal with '.' or ','): '' is no price; a negative number breaks the
 * 'min' rule (0), other text is no number.
 */
export function parsePrice(
  text: string,
): { ok: true; value: number | null } | { ok: false; rule: 'min' | 'invalidNumber' } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: true, value: null };
  const negative = trimmed.startsWith('-');
  const digits = negative ? trimmed.slice(1).trim() : trimmed;
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(digits)) return { ok: false, rule: 'invalidNumber' };
  const value = Number(digits);
  if (negative && value !== 0) return { ok: false, rule: 'min' };
  return { ok: true, value };
}

/**
 * An amount in a currency as a language writes it: an ISO 4217 code ('EUR') through the browser's
 * currency format ('€1.25'), any other symbol or word after the number ('1.25 Kč'), none bare.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const code = currency.trim();
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (/^[A-Za-z]{3}$/.test(code)) {
    try {
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code.toUpperCase(),
        ...digits,
      }).format(amount);
    } catch {
      // A code the browser does not know reads as a word after the number.
    }
  }
  let number: string;
  try {
    number = new Intl.NumberFormat(locale, digits).format(amount);
  } catch {
    number = new Intl.NumberFormat('en', digits).format(amount);
  }
  return code ? `${number} ${code}` : number;
}

/** The price per kWh the settings hold, null while none is set (stored as a negative number). */
export function storedPricePerKwh(value: number): number | null {
  return Number.isFinite(value) && value >= 0 ? value : null;
}
