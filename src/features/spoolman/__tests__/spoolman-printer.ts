// A pretend printer (test/card-printer.ts) whose Moonraker has the spoolman component: it answers
// server.spoolman.* from a list of spools as Moonraker and Spoolman do (post_spool_id also sends
// notify_active_spool_set; the proxy answers v2, 503 while Spoolman is away, 404 for an unknown
// spool; the list leaves archived spools out unless asked), and can take Spoolman away and back.
// Given tool macros (`tools`), it is a printer with two extruders whose macros' variables
// SET_GCODE_VARIABLE changes, reported as Klipper reports them.
import type { PrinterStatus } from '../../../../protocol/objects';
import type { SpoolmanFilament, SpoolmanSpool } from '../../../../protocol/spoolman';
import { openCardPrinter, type CardPrinter } from '../../../test/card-printer';
import { notifyFrom, serveServerInfo } from '../../../test/printer-scope';

export function testSpool(
  id: number,
  filament: Partial<SpoolmanFilament>,
  more: Partial<SpoolmanSpool> = {},
): SpoolmanSpool {
  return {
    id,
    registered: '2026-01-01T00:00:00Z',
    filament: {
      id,
      registered: '2026-01-01T00:00:00Z',
      density: 1.24,
      diameter: 1.75,
      weight: 1000,
      extra: {},
      ...filament,
    },
    initial_weight: 1000,
    used_weight: 0,
    used_length: 0,
    remaining_weight: 1000,
    archived: false,
    extra: {},
    ...more,
  };
}

const prusa = { id: 1, registered: '', name: 'Prusament', extra: {} };
const poly = { id: 2, registered: '', name: 'Polymaker', extra: {} };

export const SAMPLE_SPOOLS: SpoolmanSpool[] = [
  testSpool(
    1,
    { name: 'Galaxy Black', material: 'PLA', vendor: prusa, color_hex: '1C1C1E' },
    { used_weight: 245.5, remaining_weight: 754.5, remaining_length: 252_000 },
  ),
  testSpool(2, { name: 'PolyLite Signal Red', material: 'PLA', vendor: poly, color_hex: 'D7263D' }),
  testSpool(
    3,
    { name: 'Jet Black', material: 'PETG', vendor: prusa, color_hex: '0B0B0B' },
    { used_weight: 968.2, remaining_weight: 31.8 },
  ),
  testSpool(
    4,
    { name: 'Fire Engine Red', material: 'ABS', color_hex: 'C1121F' },
    { archived: true, used_weight: 1000, remaining_weight: 0 },
  ),
];

export interface SpoolmanPrinter extends CardPrinter {
  spools: SpoolmanSpool[];
  /** Spoolman goes away (false) or comes back (true), with Moonraker's notification. */
  setConnected(connected: boolean): void;
  /** Another client (or a macro) sets the active spool. */
  setActiveElsewhere(id: number | null): void;
}

export async function openSpoolmanPrinter(
  opts: {
    active?: number | null;
    connected?: boolean;
    pending?: number;
    /** More answers of the printer (file metadata, …). */
    setup?: (printer: CardPrinter['printer']) => void;
    /** Tool macros by object name ('gcode_macro T0') with their variables. */
    tools?: Record<string, Record<string, unknown>>;
    /** More Klipper objects listed (e.g. 'save_variables'). */
    objects?: string[];
  } = {},
): Promise<SpoolmanPrinter> {
  const spools = structuredClone(SAMPLE_SPOOLS);
  let active = opts.active ?? null;
  let connected = opts.connected ?? true;
  const tools = structuredClone(opts.tools ?? {});
  const status: PrinterStatus = {
    print_stats: { state: 'standby', filename: '' },
    ...(opts.tools ? { toolhead: { extruder: 'extruder' }, extruder: {}, extruder1: {} } : {}),
    ...tools,
  };
  const p = await openCardPrinter({
    status,
    objects: [...Object.keys(status), ...(opts.objects ?? [])],
    setup: (printer) => {
      printer.rpc.set('printer.gcode.script', (params) => {
        const script = String((params as { script?: unknown }).script);
        for (const line of script.split('\n')) {
          const m = /^SET_GCODE_VARIABLE MACRO=(\S+) VARIABLE=(\S+) VALUE=(\S+)$/.exec(line);
          const object = m ? `gcode_macro ${m[1]}` : '';
          const variables = tools[object];
          if (!m || !variables) continue;
          variables[m[2] ?? ''] = m[3] === 'None' ? null : Number(m[3]);
          queueMicrotask(() =>
            notifyFrom(printer, 'notify_status_update', [{ [object]: { ...variables } }, 2]),
          );
        }
        return 'ok';
      });
      serveServerInfo(printer, {
        components: [...printer.serverInfo().components, 'spoolman'],
      });
      printer.rpc.set('server.spoolman.status', () => ({
        spoolman_connected: connected,
        pending_reports:
          opts.pending && active !== null
            ? [{ spool_id: active, filament_used: opts.pending }]
            : [],
        spool_id: active,
      }));
      printer.rpc.set('server.spoolman.get_spool_id', () => ({ spool_id: active }));
      printer.rpc.set('server.spoolman.post_spool_id', (params) => {
        const id = (params as { spool_id?: number }).spool_id;
        active = id ?? null;
        queueMicrotask(() =>
          notifyFrom(printer, 'notify_active_spool_set', [{ spool_id: active }]),
        );
        return { spool_id: active };
      });
      printer.rpc.set('server.spoolman.proxy', (params) => {
        const { path, query } = params as { path: string; query?: string };
        if (!connected)
          return {
            response: null,
            error: { status_code: 503, message: 'Spoolman server not available' },
          };
        const one = /^\/v1\/spool\/(\d+)$/.exec(path);
        if (one) {
          const spool = spools.find((s) => s.id === Number(one[1]));
          return spool
            ? { response: spool, response_headers: {}, error: null }
            : { response: null, error: { status_code: 404, message: 'No spool with that id' } };
        }
        if (path === '/v1/spool') {
          const archived = new URLSearchParams(query ?? '').get('allow_archived') === 'true';
          return {
            response: spools.filter((s) => archived || !s.archived),
            response_headers: {},
            error: null,
          };
        }
        return { response: null, error: { status_code: 404, message: 'Not Found' } };
      });
      opts.setup?.(printer);
    },
  });
  return {
    ...p,
    spools,
    setConnected: (next) => {
      connected = next;
      notifyFrom(p.printer, 'notify_spoolman_status_changed', [{ spoolman_connected: next }]);
    },
    setActiveElsewhere: (id) => {
      active = id;
      notifyFrom(p.printer, 'notify_active_spool_set', [{ spool_id: id }]);
    },
  };
}
