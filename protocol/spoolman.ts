// Moonraker's spoolman component (reference §10) and the parts of Spoolman's REST API (v1) a
// dashboard reaches through `server.spoolman.proxy`. Shared by the dashboard and the virtual printer.

/** Filament Moonraker has counted for a spool and not yet reported to Spoolman. */
export interface SpoolmanPendingReport {
  spool_id: number;
  /** Millimetres of filament. */
  filament_used: number;
}

/** server.spoolman.status */
export interface SpoolmanStatus {
  /** Whether Moonraker's websocket to Spoolman is open. */
  spoolman_connected: boolean;
  pending_reports: SpoolmanPendingReport[];
  spool_id: number | null;
}

/** server.spoolman.get_spool_id / post_spool_id, and the notify_active_spool_set payload. */
export interface SpoolmanActiveSpool {
  spool_id: number | null;
}

export type SpoolmanRequestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** server.spoolman.proxy's arguments. */
export interface SpoolmanProxyParams {
  request_method: SpoolmanRequestMethod;
  /** Starts with `/v1/`; Moonraker puts it after Spoolman's `/api`. */
  path: string;
  /** The query string, without `?`. */
  query?: string;
  /** Any JSON; not allowed with GET. */
  body?: unknown;
  use_v2_response?: boolean;
}

/** A v2 answer of the proxy: Spoolman's answer, or the error it (or the way to it) gave. */
export type SpoolmanProxyV2 =
  | { response: unknown; response_headers: Record<string, string>; error: null }
  | { response: null; error: { status_code: number; message: string } };

/**
 * Spoolman's vendor. Spoolman leaves out every field whose value is null (its answers exclude
 * None), so the optional fields are absent rather than null.
 */
export interface SpoolmanVendor {
  id: number;
  /** ISO 8601 in UTC, e.g. "2024-05-01T12:00:00Z". */
  registered: string;
  name: string;
  comment?: string;
  empty_spool_weight?: number;
  external_id?: string;
  /** Every value a JSON-encoded string. */
  extra: Record<string, string>;
}

export interface SpoolmanFilament {
  id: number;
  registered: string;
  name?: string;
  vendor?: SpoolmanVendor;
  material?: string;
  /** In Spoolman's configured currency, for a full spool. */
  price?: number;
  /** g/cm³ */
  density: number;
  /** mm */
  diameter: number;
  /** Net weight of a full spool, g. */
  weight?: number;
  /** Weight of the empty spool, g. */
  spool_weight?: number;
  article_number?: string;
  comment?: string;
  settings_extruder_temp?: number;
  settings_bed_temp?: number;
  /** Six or eight hex digits, upper case, no `#`. */
  color_hex?: string;
  multi_color_hexes?: string;
  multi_color_direction?: 'coaxial' | 'longitudinal';
  external_id?: string;
  extra: Record<string, string>;
}

export interface SpoolmanSpool {
  id: number;
  registered: string;
  first_used?: string;
  last_used?: string;
  filament: SpoolmanFilament;
  price?: number;
  /** g; absent when neither the spool nor its filament has a weight. */
  remaining_weight?: number;
  initial_weight?: number;
  spool_weight?: number;
  used_weight: number;
  /** mm */
  remaining_length?: number;
  used_length: number;
  location?: string;
  lot_nr?: string;
  comment?: string;
  archived: boolean;
  extra: Record<string, string>;
}

/** GET /api/v1/info */
export interface SpoolmanInfo {
  version: string;
  debug_mode: boolean;
  automatic_backups: boolean;
  data_dir: string;
  logs_dir: string;
  backups_dir: string;
  db_type: string;
  external_db_name: string;
  git_commit: string | null;
  build_date: string | null;
}

/** A message on Spoolman's websockets: something was added, updated or deleted. */
export interface SpoolmanEvent<T = SpoolmanSpool> {
  type: 'added' | 'updated' | 'deleted';
  resource: 'spool' | 'filament' | 'vendor';
  date: string;
  payload: T;
}
