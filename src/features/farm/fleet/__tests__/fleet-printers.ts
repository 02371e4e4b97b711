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

/** XMLHttpRequest for uploads, answered by the printer the address names. */
function installUploads(printers: Pretend[]): void {
  const byHost = new Map(printers.map((p) => [p.printer.host, p]));
  class FleetXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private aborted = false;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(form: FormData) {
      void this.answer(form);
    }
    private async answer(form: FormData) {
      const file = form.get('file') as File;
      const text = await file.text();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const p = byHost.get(new URL(this.url).host);
      if (this.aborted) return;
      if (!p) return this.onerror?.();
      const half = { loaded: file.size / 2, total: file.size, lengthComputable: true };
      this.upload.onprogress?.(half as ProgressEvent);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (this.aborted) return;
      this.upload.onload?.();
      if (p.refuseUpload) {
        this.status = p.refuseUpload.status;
        this.responseText = JSON.stringify({
          error: { code: p.refuseUpload.status, message: p.refuseUpload.message },
        });
        return this.onload?.();
      }
      const folder = String(form.get('path') ?? '');
      const path = folder ? `${folder}/${file.name}` : file.name;
      p.uploads.push({
        path,
        filename: file.name,
        text,
        print: form.get('print') as string | null,
      });
      p.files[path] = text;
      this.status = 201;
      this.responseText = JSON.stringify({
        item: { path, root: 'gcodes' },
        action: 'create_file',
      });
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FleetXhr);
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
