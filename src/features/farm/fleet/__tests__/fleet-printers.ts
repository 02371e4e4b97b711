// Three pretend printers for the fleet action tests — Alpha, Bravo and Charlie — on the pretend
// network: each answers the print calls (recorded with the time they came) from a table the test
// may change, keeps a database (Alpha's holds presets), lists its gcodes root, serves its files
// over HTTP and takes uploads over a pretend XMLHttpRequest addressed by host. The browser's
// printers list names the three; Alpha is the chosen printer.
import { vi } from 'vitest';
import type { Preset } from '../../../../lib/presets';
import { useInstances, type Instance } from '../../../../state/instances';
import { setActiveScope } from '../../../../state/scope/active';
import { closeFleet } from '../../../../state/scope/fleet';
import { PrinterScope } from '../../../../state/scope/printer-scope';
import {
  FakePrinter,
  RpcError,
  installNetwork,
  uninstallNetwork,
} from '../../../../state/__tests__/session-harness';
import { stubUploads } from '../../../../test/fake-xhr';
import { serveDatabase } from '../../../../test/printer-scope';

export interface Call {
  method: string;
  params: Record<string, unknown> | undefined;
  at: number;
}

export interface Upload {
  path: string;
  filename: string;
  text: string;
  print: string | null;
}

export interface Pretend {
  printer: FakePrinter;
  instance: Instance;
  /** Socket calls of print.*, gcode scripts and objects queries, in order. */
  calls: Call[];
  /** Uploads received, in order. */
  uploads: Upload[];
  /** Files of its gcodes root: path → content. */
  files: Record<string, string>;
  /** Answer the next uploads with this HTTP error. */
  refuseUpload: { status: number; message: string } | null;
  /** The methods asked of it so far (names only). */
  asked(method: string): Call[];
  /** The printer refuses `method` with Moonraker's JSON-RPC error. */
  refuse(method: string, code: number, message: string): void;
}

const RECORDED = [
  'printer.print.start',
  'printer.print.pause',
  'printer.print.resume',
  'printer.print.cancel',
  'printer.gcode.script',
];

function pretend(name: string, host: string, heaters: string[], objects: string[]): Pretend {
  const printer = new FakePrinter(host, 20);
  const self: Pretend = {
    printer,
    instance: {
      id: name.toLowerCase(),
      name,
      apiUrl: `http://${host}`,
      socketUrl: `ws://${host}/websocket`,
      tags: [],
    },
    calls: [],
    uploads: [],
    files: {},
    refuseUpload: null,
    asked: (method) => self.calls.filter((c) => c.method === method),
    refuse: (method, code, message) =>
      printer.rpc.set(method, (params) => {
        self.calls.push({ method, params, at: Date.now() });
        throw new RpcError(code, message);
      }),
  };
  for (const method of RECORDED)
    printer.rpc.set(method, (params) => {
      self.calls.push({ method, params, at: Date.now() });
      return 'ok';
    });
  printer.rpc.set('printer.objects.list', () => ({ objects }));
  printer.rpc.set('printer.objects.query', () => ({
    eventtime: 1,
    status: { heaters: { available_heaters: heaters } },
  }));
  printer.rpc.set('server.files.list', () =>
    Object.entries(self.files).map(([path, text], i) => ({
      path,
      modified: 100 + i,
      size: text.length,
      permissions: 'rw',
    })),
  );
  return self;
}

/** Serves every printer's files over HTTP (GET /server/files/gcodes/<path>). */
function serveFileContents(p: Pretend): void {
  const answer = p.printer.answer.bind(p.printer);
  p.printer.answer = async (req) => {
    const prefix = '/server/files/gcodes/';
    if (req.method === 'GET' && req.path.startsWith(prefix)) {
      const path = decodeURIComponent(req.path.slice(prefix.length));
      const text = p.files[path];
      if (text !== undefined) return new Response(text, { status: 200 });
      return new Response(JSON.stringify({ error: { code: 404, message: 'File not found' } }), {
        status: 404,
      });
    }
    return answer(req);
  };
}

/** Uploads, answered by the printer the address names. */
function installUploads(printers: Pretend[]): void {
  const byHost = new Map(printers.map((p) => [p.printer.host, p]));
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
  stubUploads(async (call) => {
    await pause();
    const p = byHost.get(new URL(call.url).host);
    if (call.aborted()) return;
    if (!p) return call.fail();
    call.progress(call.file.size / 2);
    await pause();
    if (call.aborted()) return;
    call.sent();
    if (p.refuseUpload) return call.refuse(p.refuseUpload.status, p.refuseUpload.message);
    const folder = String(call.form.get('path') ?? '');
    const path = folder ? `${folder}/${call.file.name}` : call.file.name;
    p.uploads.push({
      path,
      filename: call.file.name,
      text: call.text,
      print: call.form.get('print') as string | null,
    });
    p.files[path] = call.text;
    call.created({ path, root: 'gcodes' });
  });
}

export interface Fleet {
  alpha: Pretend;
  bravo: Pretend;
  charlie: Pretend;
  all: Pretend[];
  chosen: PrinterScope;
  close(): void;
}

/** The three printers, listed and reachable, Alpha chosen (and holding `presets`). */
export async function openFleet(presets: Preset[] = []): Promise<Fleet> {
  const alpha = pretend(
    'Alpha',
    'alpha.local:7125',
    ['extruder', 'heater_bed'],
    ['extruder', 'heater_bed', 'heaters'],
  );
  const bravo = pretend('Bravo', 'bravo.local:7125', ['extruder'], ['extruder', 'heaters']);
  const charlie = pretend('Charlie', 'charlie.local:7125', [], ['heaters']);
  const all = [alpha, bravo, charlie];
  serveDatabase(alpha.printer, { printdeck: { presets } });
  all.forEach(serveFileContents);
  installNetwork(...all.map((p) => p.printer));
  installUploads(all);
  vi.useRealTimers();
  useInstances.setState({
    instances: all.map((p) => p.instance),
    activeApiUrl: alpha.instance.apiUrl,
  });
  const chosen = new PrinterScope({ apiUrl: alpha.instance.apiUrl });
  setActiveScope(chosen);
  await chosen.session.connect();
  return {
    alpha,
    bravo,
    charlie,
    all,
    chosen,
    close: () => {
      setActiveScope(null);
      closeFleet();
      uninstallNetwork();
      useInstances.setState({ instances: [], activeApiUrl: null });
    },
  };
}
