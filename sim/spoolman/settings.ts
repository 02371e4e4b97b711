// The virtual Spoolman's settings (`/api/v1/setting/…`), kept as Spoolman keeps them: each is a JSON
// text of a fixed type with a default. GET answers `{value, is_set, type}` (the default while the
// setting is not set), `GET /setting/` answers every setting by key. POST takes the new JSON text as a
// JSON string body (only with a JSON content type); an empty string or "null" unsets the setting.

import type { ApiAnswer, ApiRequest } from './routes';
import { BadRequest, NotFound, type SpoolStore } from './store';
import { Invalid } from './validation';

type SettingType = 'boolean' | 'number' | 'string' | 'array' | 'object';

/** Spoolman's settings and their defaults (JSON texts). */
const SETTINGS: Readonly<Record<string, { type: SettingType; default: string }>> = {
  currency: { type: 'string', default: '"EUR"' },
  round_prices: { type: 'boolean', default: 'false' },
  print_presets: { type: 'array', default: '[]' },
  label_designs: { type: 'array', default: '[]' },
  extra_fields_vendor: { type: 'array', default: '[]' },
  extra_fields_filament: { type: 'array', default: '[]' },
  extra_fields_spool: { type: 'array', default: '[]' },
  base_url: { type: 'string', default: '""' },
  locations: { type: 'array', default: '[]' },
  locations_spoolorders: { type: 'object', default: '{}' },
  dashboard_groups: { type: 'object', default: '{}' },
  dashboard_spoolorders: { type: 'object', default: '{}' },
};

/** The longest setting value Spoolman's column holds. */
const MAX_VALUE_LENGTH = 2 ** 16 - 1;

export interface SettingAnswer {
  value: string;
  is_set: boolean;
  type: SettingType;
}

function definition(key: string) {
  const found = Object.hasOwn(SETTINGS, key) ? SETTINGS[key] : undefined;
  if (!found) throw new NotFound(`Setting ${key} does not exist.`);
  return found;
}

function settingAnswer(store: SpoolStore, key: string): SettingAnswer {
  const { type, default: fallback } = definition(key);
  const stored = store.setting(key);
  return { value: stored ?? fallback, is_set: stored !== undefined, type };
}

function matchesType(value: unknown, type: SettingType): boolean {
  if (type === 'boolean') return typeof value === 'boolean';
  if (type === 'number') return typeof value === 'number';
  if (type === 'string') return typeof value === 'string';
  if (type === 'array') return Array.isArray(value);
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TYPE_WORDS: Record<SettingType, string> = {
  boolean: 'a boolean',
  number: 'a number',
  string: 'a string',
  array: 'an array',
  object: 'an object',
};

function setSetting(store: SpoolStore, key: string, req: ApiRequest): ApiAnswer {
  const { type } = definition(key);
  const media = (req.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (media !== 'application/json' && !media.endsWith('+json'))
    return {
      status: 415,
      body: {
        detail: `Unsupported content type '${media}'. The body of this endpoint must be sent as application/json.`,
      },
    };
  const body = req.body;
  if (body === undefined)
    throw new Invalid([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }]);
  if (typeof body !== 'string')
    throw new Invalid([
      { type: 'string_type', loc: ['body'], msg: 'Input should be a valid string', input: body },
    ]);
  if (body === '' || body === 'null') {
    store.setSetting(key, undefined);
    return { status: 200, body: settingAnswer(store, key) };
  }
  let value: unknown;
  try {
    value = JSON.parse(body) as unknown;
  } catch {
    throw new BadRequest('Expecting value: line 1 column 1 (char 0)');
  }
  if (!matchesType(value, type))
    throw new BadRequest(`Setting ${key} must be ${TYPE_WORDS[type]}.`);
  if (body.length > MAX_VALUE_LENGTH)
    throw new BadRequest(`Setting ${key} is too long (at most ${MAX_VALUE_LENGTH} characters).`);
  store.setSetting(key, body);
  return { status: 200, body: settingAnswer(store, key) };
}

/** The routes under `/setting` (`parts`: the path segments after `/api/v1`), or null. */
export function settingRoute(
  parts: string[],
): Partial<Record<string, (store: SpoolStore, req: ApiRequest) => ApiAnswer>> | null {
  if (parts.length === 1)
    return {
      GET: (store) => ({
        status: 200,
        body: Object.fromEntries(Object.keys(SETTINGS).map((k) => [k, settingAnswer(store, k)])),
      }),
    };
  const key = parts[1];
  if (parts.length !== 2 || key === undefined) return null;
  return {
    GET: (store) => ({ status: 200, body: settingAnswer(store, key) }),
    POST: (store, req) => setSetting(store, key, req),
  };
}
