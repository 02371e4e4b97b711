// The farm bench's view of the printers themselves: one websocket per printer, subscribed (as any
// Moonraker client) to the readings a farm tile shows and to the print's state, keeping every value
// the printer sent with the moment the printer produced it. That history is what a tile's display is
// judged against (farm-freshness.mjs). A print that ends while the bench runs is started again.
//
// When a value was produced: each notify_status_update carries Klipper's eventtime, a clock that
// runs at time-scale × real time from a start unknown to the bench. Per printer, the bench maps it
// to its own clock with the offset min(received − eventtime / scale) over all messages — the
// quickest delivery seen — so a message that reached the bench late (its event loop busy) is still
// dated when the printer sent it.
import WebSocket from 'ws';

/** The heater or sensor a tile shows as the chamber (the tile reads the first one present). */
const CHAMBER_OBJECTS = [
  'heater_generic chamber',
  'temperature_fan chamber',
  'temperature_sensor chamber',
];
const READING = ['temperature', 'target'];

/** Wait until every printer's Klippy is ready (a print cannot start before). */
export async function waitReady(urls, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (const url of urls) {
    for (;;) {
      const info = await fetch(`${url}/printer/info`)
        .then((r) => r.json())
        .catch(() => null);
      if (info?.result?.state === 'ready') break;
      if (Date.now() > until) throw new Error(`${url}: Klippy not ready after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Wait until every printer of `urls` prints (heated: its print_duration counts). */
export async function waitPrinting(urls, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  for (const url of urls) {
    for (;;) {
      const reply = await fetch(`${url}/printer/objects/query?print_stats=state,print_duration`)
        .then((r) => r.json())
        .catch(() => null);
      const stats = reply?.result?.status?.print_stats;
      if (stats?.state === 'printing' && stats.print_duration > 0) break;
      if (Date.now() > until) throw new Error(`${url}: not printing after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

async function post(url, path) {
  const res = await fetch(`${url}${path}`, { method: 'POST' });
  if (!res.ok) throw new Error(`POST ${url}${path}: ${res.status} ${await res.text()}`);
}

export const startPrint = (url, file) =>
  post(url, `/printer/print/start?filename=${encodeURIComponent(file)}`);

export const gcode = (url, script) =>
  post(url, `/printer/gcode/script?script=${encodeURIComponent(script)}`);

/** A JSON-RPC connection to one printer that records its readings. */
class PrinterFeed {
  constructor(url, scale) {
    this.url = url;
    this.scale = scale;
    /** @type {{ eventtime: number, status: Record<string, Record<string, unknown>> }[]} */
    this.updates = [];
    /** received − eventtime / scale, in ms: its minimum dates every update. */
    this.offset = Infinity;
    this.current = {};
    this.chamber = null;
    this.onState = () => undefined;
  }

  async open() {
    const ws = new WebSocket(`${this.url.replace(/^http/, 'ws')}/websocket`);
    this.ws = ws;
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    let nextId = 1;
    const pending = new Map();
    ws.on('message', (data) => {
      const received = Date.now();
      const message = JSON.parse(data.toString());
      if (message.method === 'notify_status_update') {
        const [diff, eventtime] = message.params;
        this.take(diff, eventtime, received);
      } else if (pending.has(message.id)) {
        pending.get(message.id)(message);
        pending.delete(message.id);
      }
    });
    const call = (method, params) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, (m) => (m.error ? reject(new Error(m.error.message)) : resolve(m.result)));
        ws.send(JSON.stringify({ jsonrpc: '2.0', method, params, id }));
      });
    const { objects } = await call('printer.objects.list', {});
    this.chamber = CHAMBER_OBJECTS.find((name) => objects.includes(name)) ?? null;
    const subscribe = {
      extruder: READING,
      heater_bed: READING,
      virtual_sdcard: ['progress'],
      print_stats: ['state'],
      ...(this.chamber ? { [this.chamber]: READING } : {}),
    };
    const sent = Date.now();
    const result = await call('printer.objects.subscribe', { objects: subscribe });
    this.take(result.status, result.eventtime, sent);
  }

  take(diff, eventtime, received) {
    this.offset = Math.min(this.offset, received - (eventtime * 1000) / this.scale);
    const next = { ...this.current };
    for (const [name, fields] of Object.entries(diff)) next[name] = { ...next[name], ...fields };
    const before = this.current.print_stats?.state;
    this.current = next;
    this.updates.push({ eventtime, status: next });
    const after = next.print_stats?.state;
    if (after !== before) this.onState(after);
  }

  /** The printer's values in time order, each with the bench-clock ms it was produced at. */
  history() {
    return this.updates.map((u) => ({
      t: this.offset + (u.eventtime * 1000) / this.scale,
      status: u.status,
    }));
  }

  close() {
    this.ws?.close();
  }
}

/**
 * Follow every printer of `urls` (time scale `scale`); the printers of `printing` get their print
 * (`file`) started again when it ends. Returns feeds by address, a count of restarts and close().
 */
export async function observeFarm(urls, scale, { printing = [], file }) {
  const feeds = new Map();
  const restarts = { count: 0, failed: 0 };
  await Promise.all(
    urls.map(async (url) => {
      const feed = new PrinterFeed(url, scale);
      await feed.open();
      feeds.set(url, feed);
      if (!printing.includes(url)) return;
      feed.onState = (state) => {
        if (state !== 'complete' && state !== 'cancelled' && state !== 'error') return;
        restarts.count += 1;
        startPrint(url, file).catch(() => (restarts.failed += 1));
      };
    }),
  );
  return {
    feeds,
    restarts,
    close: () => feeds.forEach((feed) => feed.close()),
  };
}
