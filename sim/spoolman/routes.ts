// The virtual Spoolman's REST API (v1): info, health, settings (settings.ts), spools (list with filters, get, add, update,
// delete, use), filaments and vendors (list, get, add, update). Answers are shaped and worded as
// Spoolman's: lists carry `x-total-count`, a missing item is 404 `{"message": …}`, a bad field is
// 422 `{"detail": […]}`, an unknown path 404 and a wrong verb 405 `{"detail": …}`.

import type { SpoolmanInfo } from '../../protocol/spoolman';
import { matchesIds, matchesTerms, page, parseSort, sortItems } from './query';
import { settingRoute } from './settings';
import { BadRequest, NotFound, type SpoolStore } from './store';
import { Invalid, checkBody, checkParam, type Spec } from './validation';

export interface ApiRequest {
  method: string;
  /** The request path as received (percent-encoded), without the query. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body; undefined when none was sent. */
  body: unknown;
  /** The request's content-type header, when it sent one. */
  contentType?: string;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The Spoolman release the virtual one answers as. */
export const SPOOLMAN_VERSION = '0.26.1';

const ID_LIST = /^-?\d+(,-?\d+)*$/;
const id = { type: 'int' } as const;
const text = (maxLength: number) => ({ type: 'str', maxLength }) as const;
const grams = { type: 'float', ge: 0 } as const;

const SPOOL_FIELDS: Spec = {
  first_used: { type: 'datetime' },
  last_used: { type: 'datetime' },
  filament_id: { type: 'int', required: true },
  price: grams,
  initial_weight: grams,
  spool_weight: grams,
  remaining_weight: grams,
  used_weight: grams,
  location: text(64),
  lot_nr: text(64),
  comment: text(1024),
  archived: { type: 'bool', notNull: true },
  extra: { type: 'extra' },
};
const SPOOL_UPDATE: Spec = { ...SPOOL_FIELDS, filament_id: { type: 'int', notNull: true } };
const USE_FIELDS: Spec = { use_length: { type: 'float' }, use_weight: { type: 'float' } };
const FILAMENT_FIELDS: Spec = {
  name: text(64),
  vendor_id: id,
  material: text(64),
  price: grams,
  density: { type: 'float', gt: 0, required: true },
  diameter: { type: 'float', gt: 0, required: true },
  weight: { type: 'float', gt: 0 },
  spool_weight: grams,
  article_number: text(64),
  comment: text(1024),
  settings_extruder_temp: { type: 'int', ge: 0 },
  settings_bed_temp: { type: 'int', ge: 0 },
  color_hex: { type: 'str', minLength: 6, maxLength: 8 },
  multi_color_hexes: { type: 'str', minLength: 6 },
  multi_color_direction: { type: 'enum', values: ['coaxial', 'longitudinal'] },
  external_id: text(256),
  extra: { type: 'extra' },
};
const FILAMENT_UPDATE: Spec = {
  ...FILAMENT_FIELDS,
  density: { type: 'float', gt: 0, notNull: true },
  diameter: { type: 'float', gt: 0, notNull: true },
};
const VENDOR_FIELDS: Spec = {
  name: { type: 'str', maxLength: 64, required: true },
  comment: text(1024),
  empty_spool_weight: grams,
  external_id: text(256),
  extra: { type: 'extra' },
};
const VENDOR_UPDATE: Spec = {
  ...VENDOR_FIELDS,
  name: { type: 'str', maxLength: 64, notNull: true },
};

/** The last value of a query parameter, as Spoolman's framework reads a single one. */
const q = (query: URLSearchParams, ...names: string[]): string | undefined => {
  for (const name of names) {
    const all = query.getAll(name);
    if (all.length > 0) return all[all.length - 1];
  }
  return undefined;
};

/** limit/offset, checked as integers. */
function paging(query: URLSearchParams): { limit: number | undefined; offset: number } {
  const limit = checkParam('query', 'limit', q(query, 'limit'), { type: 'int' }) as
    number | undefined;
  const offset =
    (checkParam('query', 'offset', q(query, 'offset'), { type: 'int' }) as number | undefined) ?? 0;
  return { limit, offset };
}

function listAnswer<T extends object>(kind: string, items: T[], query: URLSearchParams): ApiAnswer {
  const { limit, offset } = paging(query);
  const sorted = sortItems(kind, items, parseSort(q(query, 'sort')));
  return {
    status: 200,
    body: page(sorted, limit, offset),
    headers: { 'x-total-count': String(sorted.length) },
  };
}

function listSpools(store: SpoolStore, query: URLSearchParams): ApiAnswer {
  const archived = checkParam('query', 'allow_archived', q(query, 'allow_archived'), {
    type: 'bool',
  });
  const idList = { type: 'str', pattern: ID_LIST } as const;
  const filamentIds = checkParam(
    'query',
    'filament.id',
    q(query, 'filament.id', 'filament_id'),
    idList,
  );
  const vendorIds = checkParam(
    'query',
    'filament.vendor.id',
    q(query, 'filament.vendor.id', 'vendor_id'),
    idList,
  );
  const terms: [
    string | undefined,
    (s: ReturnType<SpoolStore['spoolOf']>) => string | undefined,
  ][] = [
    [q(query, 'filament.name', 'filament_name'), (s) => s.filament.name],
    [q(query, 'filament.material', 'filament_material'), (s) => s.filament.material],
    [q(query, 'filament.vendor.name', 'vendor_name'), (s) => s.filament.vendor?.name],
    [q(query, 'location'), (s) => s.location],
    [q(query, 'lot_nr'), (s) => s.lot_nr],
  ];
  const spools = store
    .spoolRows()
    .map((row) => store.spoolOf(row))
    .filter(
      (s) =>
        (archived === true || !s.archived) &&
        (filamentIds === undefined || matchesIds(s.filament.id, filamentIds as string)) &&
        (vendorIds === undefined || matchesIds(s.filament.vendor?.id, vendorIds as string)) &&
        terms.every(([t, field]) => t === undefined || matchesTerms(field(s), t)),
    );
  return listAnswer('spool', spools, query);
}

function listFilaments(store: SpoolStore, query: URLSearchParams): ApiAnswer {
  const vendorIds = checkParam('query', 'vendor.id', q(query, 'vendor.id', 'vendor_id'), {
    type: 'str',
    pattern: ID_LIST,
  });
  const terms: [
    string | undefined,
    (f: ReturnType<SpoolStore['filamentOf']>) => string | undefined,
  ][] = [
    [q(query, 'vendor.name', 'vendor_name'), (f) => f.vendor?.name],
    [q(query, 'name'), (f) => f.name],
    [q(query, 'material'), (f) => f.material],
    [q(query, 'article_number'), (f) => f.article_number],
    [q(query, 'external_id'), (f) => f.external_id],
  ];
  const filaments = store
    .filamentRows()
    .map((row) => store.filamentOf(row))
    .filter(
      (f) =>
        (vendorIds === undefined || matchesIds(f.vendor?.id, vendorIds as string)) &&
        terms.every(([t, field]) => t === undefined || matchesTerms(field(f), t)),
    );
  return listAnswer('filament', filaments, query);
}

function listVendors(store: SpoolStore, query: URLSearchParams): ApiAnswer {
  const name = q(query, 'name');
  const external = q(query, 'external_id');
  const vendors = store
    .vendorRows()
    .map((row) => store.vendor(row.id))
    .filter(
      (v) =>
        (name === undefined || matchesTerms(v.name, name)) &&
        (external === undefined || matchesTerms(v.external_id, external)),
    );
  return listAnswer('vendor', vendors, query);
}

/** Where Spoolman's container keeps its data (the host's own folders are not shown). */
const DATA_DIR = '/home/app/.local/share/spoolman';

function info(): SpoolmanInfo {
  const dataDir = DATA_DIR;
  return {
    version: SPOOLMAN_VERSION,
    debug_mode: false,
    automatic_backups: true,
    data_dir: dataDir,
    logs_dir: dataDir,
    backups_dir: `${dataDir}/backups`,
    db_type: 'sqlite',
    external_db_name: 'SpoolmanDB',
    git_commit: null,
    build_date: null,
  };
}

type Route = Partial<
  Record<string, (store: SpoolStore, req: ApiRequest, itemId: number) => unknown>
>;

const ok = (body: unknown): ApiAnswer => ({ status: 200, body });

/** Routes by path shape: `/spool`, `/spool/{id}`, `/spool/{id}/use`, … (after `/api/v1`). */
function routesFor(parts: string[]): { route: Route; idName?: string } | null {
  const [kind, idText, action] = parts;
  if (parts.length === 1 && kind === 'info') return { route: { GET: () => ok(info()) } };
  if (parts.length === 1 && kind === 'health')
    return { route: { GET: () => ok({ status: 'healthy' }) } };
  if (kind === 'setting') {
    const route = settingRoute(parts);
    return route && { route };
  }
  if (kind !== 'spool' && kind !== 'filament' && kind !== 'vendor') return null;
  if (parts.length === 1) {
    const list = { spool: listSpools, filament: listFilaments, vendor: listVendors }[kind];
    const create = {
      spool: (s: SpoolStore, b: unknown) => s.createSpool(checkSpoolBody(b, SPOOL_FIELDS)),
      filament: (s: SpoolStore, b: unknown) => s.createFilament(checkBody(b, FILAMENT_FIELDS)),
      vendor: (s: SpoolStore, b: unknown) => s.createVendor(checkBody(b, VENDOR_FIELDS)),
    }[kind];
    return { route: { GET: (s, r) => list(s, r.query), POST: (s, r) => ok(create(s, r.body)) } };
  }
  const idName = `${kind}_id`;
  if (idText === undefined) return null;
  if (parts.length === 2) {
    const get = (s: SpoolStore, n: number): unknown =>
      kind === 'spool' ? s.spool(n) : kind === 'filament' ? s.filament(n) : s.vendor(n);
    const update = (s: SpoolStore, n: number, b: unknown): unknown =>
      kind === 'spool'
        ? s.updateSpool(n, checkSpoolBody(b, SPOOL_UPDATE))
        : kind === 'filament'
          ? s.updateFilament(n, checkBody(b, FILAMENT_UPDATE))
          : s.updateVendor(n, checkBody(b, VENDOR_UPDATE));
    const route: Route = {
      GET: (s, _r, n) => ok(get(s, n)),
      PATCH: (s, r, n) => ok(update(s, n, r.body)),
    };
    if (kind === 'spool')
      route.DELETE = (s, _r, n) => {
        s.deleteSpool(n);
        return ok({ message: 'Success!' });
      };
    return { route, idName };
  }
  if (parts.length === 3 && kind === 'spool' && action === 'use')
    return { route: { PUT: (s, r, n) => ok(useSpool(s, n, r.body)) }, idName };
  return null;
}

/** A spool body: the field checks, then Spoolman's rule on the two weights. */
function checkSpoolBody(body: unknown, spec: Spec): Record<string, unknown> {
  const checked = checkBody(body, spec);
  if (checked.remaining_weight != null && checked.used_weight != null)
    throw new BadRequest('Only specify either remaining_weight or used_weight.');
  return checked;
}

function useSpool(store: SpoolStore, spoolId: number, body: unknown): unknown {
  const use = checkBody(body, USE_FIELDS);
  const weight = use.use_weight as number | null | undefined;
  const length = use.use_length as number | null | undefined;
  if (weight != null && length != null)
    throw new BadRequest('Only specify either use_weight or use_length.');
  if (weight != null) return store.useSpool(spoolId, { weight });
  if (length != null) return store.useSpool(spoolId, { length });
  throw new BadRequest('Either use_weight or use_length must be specified.');
}

/** The answer to one request under `/api/v1` (`parts`: the decoded path segments after it). */
export function answer(store: SpoolStore, req: ApiRequest, parts: string[]): ApiAnswer {
  const found = routesFor(parts);
  if (!found) return { status: 404, body: { detail: 'Not Found' } };
  const handler = found.route[req.method];
  if (!handler) return { status: 405, body: { detail: 'Method Not Allowed' } };
  try {
    const itemId =
      found.idName === undefined
        ? 0
        : (checkParam('path', found.idName, parts[1], { type: 'int' }) as number);
    return handler(store, req, itemId) as ApiAnswer;
  } catch (err) {
    if (err instanceof Invalid) return { status: 422, body: { detail: err.detail } };
    if (err instanceof NotFound) return { status: 404, body: { message: err.message } };
    if (err instanceof BadRequest) return { status: 400, body: { message: err.message } };
    throw err;
  }
}
