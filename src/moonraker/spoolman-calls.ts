// Moonraker's spoolman component (server.spoolman.*) and the parts of Spoolman's REST API that
// Printdeck reaches through the component's proxy: the list of spools (with filters), one spool,
// the filaments and Spoolman's currency setting. Used by lazily loaded parts only (the spool card, its dialog, the history's costs),
// so the calls give their answer's shape here and weigh nothing on the first page.
import type {
  SpoolmanFilament,
  SpoolmanProxyParams,
  SpoolmanProxyV2,
  SpoolmanRequestMethod,
  SpoolmanSpool,
} from '../../protocol/spoolman';
import { findMisfit, type Shape } from '../lib/answer-shape';
import type { MoonrakerApi } from './api';

/** What Printdeck reads of the component's answers (see answers.ts). */
const status = {
  shape: {
    spoolman_connected: 'b',
    pending_reports: [{ spool_id: 'n', filament_used: 'n' }],
    spool_id: 'nl',
  },
};
const active = { shape: { spool_id: 'nl' } };
const proxyV2 = { shape: { response: '', error: 'lo' } };

/** What Printdeck reads of Spoolman's filament and spool. */
const filamentShape: Shape = {
  id: 'n',
  'name?': 's',
  'material?': 's',
  'price?': 'n',
  'weight?': 'n',
  'color_hex?': 's',
  'vendor?': { id: 'n', name: 's' },
};
const spoolShape: Shape = {
  id: 'n',
  filament: filamentShape,
  'price?': 'n',
  'remaining_weight?': 'n',
  'initial_weight?': 'n',
  used_weight: 'n',
  'remaining_length?': 'n',
  used_length: 'n',
  archived: 'b',
};

/**
 * Spoolman's (or the way to it's) refusal of a proxied request: 503 while Moonraker has no
 * connection to Spoolman, 404 for a spool that does not exist, and so on.
 */
export class SpoolmanError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'SpoolmanError';
  }
}

/** The list filters of `GET /v1/spool`, as Spoolman names them. */
export interface SpoolFilter {
  /** Comma-separated materials; a term in double quotes must match exactly. */
  material?: string;
  /** Comma-separated filament names. */
  filamentName?: string;
  /** Comma-separated vendor names. */
  vendorName?: string;
  /** Comma-separated filament ids. */
  filamentIds?: number[];
  /** Archived spools are left out unless this is true. */
  allowArchived?: boolean;
  /** Spoolman's sort, e.g. `filament.name:asc,id:desc`. */
  sort?: string;
  limit?: number;
  offset?: number;
}

/** The list filters of `GET /v1/filament`. */
export interface FilamentFilter {
  material?: string;
  name?: string;
  vendorName?: string;
  sort?: string;
  limit?: number;
  offset?: number;
}

/** A query string (without `?`) of the given parameters; unset ones are left out. */
export function spoolmanQuery(params: Record<string, string | number | boolean | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) query.set(key, String(value));
  return query.toString();
}

function checkedList<T>(value: unknown, shape: Shape, what: string): T[] {
  if (!Array.isArray(value)) throw new SpoolmanError(0, `Spoolman's ${what} list is not a list`);
  return value.filter((item) => isShaped(item, shape)) as T[];
}

/**
 * Spoolman's answers are read field by field: an item missing what Printdeck reads is left out of a
 * list (one broken spool does not hide the others), and refused when asked for alone.
 */
function isShaped(value: unknown, shape: Shape): boolean {
  return findMisfit(value, shape) === null;
}

export function spoolmanCalls({ call }: Pick<MoonrakerApi, 'call'>) {
  /** One request to Spoolman through Moonraker; Spoolman's answer, or a SpoolmanError. */
  async function proxy(
    method: SpoolmanRequestMethod,
    path: `/v1/${string}`,
    query?: string,
    body?: unknown,
  ): Promise<unknown> {
    const params: SpoolmanProxyParams = { request_method: method, path, use_v2_response: true };
    if (query) params.query = query;
    if (body !== undefined) params.body = body;
    const answer = (await call('server.spoolman.proxy', params, proxyV2)) as SpoolmanProxyV2;
    if (answer.error) throw new SpoolmanError(answer.error.status_code, answer.error.message);
    return answer.response;
  }

  return {
    /** Moonraker's connection to Spoolman, the active spool and the usage not yet reported. */
    status: () => call('server.spoolman.status', undefined, status),
    /** The active spool's id (null: none). */
    activeSpool: () => call('server.spoolman.get_spool_id', undefined, active),
    /** Makes `spoolId` the active spool; null clears it. Answers the id now active. */
    setActiveSpool: (spoolId: number | null) =>
      call('server.spoolman.post_spool_id', spoolId === null ? {} : { spool_id: spoolId }, active),
    proxy,
    /** The spools matching `filter` (archived ones only when asked for). */
    spools: async (filter: SpoolFilter = {}): Promise<SpoolmanSpool[]> => {
      const query = spoolmanQuery({
        'filament.material': filter.material,
        'filament.name': filter.filamentName,
        'filament.vendor.name': filter.vendorName,
        'filament.id': filter.filamentIds?.join(','),
        allow_archived: filter.allowArchived,
        sort: filter.sort,
        limit: filter.limit,
        offset: filter.offset,
      });
      return checkedList<SpoolmanSpool>(
        await proxy('GET', '/v1/spool', query),
        spoolShape,
        'spool',
      );
    },
    /** One spool by id (a SpoolmanError 404 when there is none). */
    spool: async (id: number): Promise<SpoolmanSpool> => {
      const spool = await proxy('GET', `/v1/spool/${id}`);
      if (!isShaped(spool, spoolShape))
        throw new SpoolmanError(0, `Spoolman's spool ${id} is missing fields Printdeck reads`);
      return spool as SpoolmanSpool;
    },
    /**
     * The currency Spoolman's prices are in (its `currency` setting, "EUR" until set there); null
     * when Spoolman's answer holds no currency.
     */
    currency: async (): Promise<string | null> => {
      const answer = (await proxy('GET', '/v1/setting/currency')) as { value?: unknown } | null;
      if (typeof answer?.value !== 'string') return null;
      try {
        // Spoolman keeps each setting as JSON text: the currency is a JSON string in `value`.
        const code: unknown = JSON.parse(answer.value);
        return typeof code === 'string' && code.trim() !== '' ? code.trim() : null;
      } catch {
        return null;
      }
    },
    /** The filaments matching `filter`. */
    filaments: async (filter: FilamentFilter = {}): Promise<SpoolmanFilament[]> => {
      const query = spoolmanQuery({
        material: filter.material,
        name: filter.name,
        'vendor.name': filter.vendorName,
        sort: filter.sort,
        limit: filter.limit,
        offset: filter.offset,
      });
      return checkedList<SpoolmanFilament>(
        await proxy('GET', '/v1/filament', query),
        filamentShape,
        'filament',
      );
    },
  };
}

export type SpoolmanCalls = ReturnType<typeof spoolmanCalls>;
