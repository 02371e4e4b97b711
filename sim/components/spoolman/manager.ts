// The spoolman component's state, as Moonraker's SpoolManager keeps it: the active spool (in the
// database, namespace `moonraker`, key `spoolman.spool_id`), the websocket to Spoolman (tried again
// 2 s after each failure or drop; its state is `spoolman_connected`), the filament used while
// printing (the extruder's highest position followed as Klipper's toolhead reports it, each gain
// added to the active spool's pending report) and the reports sent every `sync_rate` seconds while
// connected — kept when Spoolman cannot take them, dropped for a spool Spoolman no longer has.

import WebSocket from 'ws';
import type { SpoolmanPendingReport, SpoolmanStatus } from '../../../protocol/spoolman';
import type { App } from '../../app';
import { spoolmanRequest, type HttpOutcome } from './client';
import type { SpoolmanConfig } from './conf';

const DB_NAMESPACE = 'moonraker';
const ACTIVE_SPOOL_KEY = ['spoolman', 'spool_id'];
/** Real milliseconds between two attempts to reach Spoolman's websocket. */
export const RECONNECT_DELAY_MS = 2000;
/** How often Klipper's toolhead position is read (Klipper's status updates come every 250 ms). */
const POSITION_POLL_MS = 250;
const WS_CONNECT_TIMEOUT_MS = 5000;

export class SpoolManager {
  spoolId: number | null;
  connected = false;
  pending = new Map<number, number>();
  private ws: WebSocket | null = null;
  private closing = false;
  private retry: NodeJS.Timeout | null = null;
  private reportTimer: NodeJS.Timeout | null = null;
  private reportRound = 0;
  private positionTimer: NodeJS.Timeout | null = null;
  private highestEpos = 0;
  private lastEpos = 0;
  private extruder = 'extruder';
  private readonly unlisten: (() => void)[] = [];
  /** Told of every change of the active spool (the history's `spool_ids` field). */
  onSpoolChange: ((spoolId: number | null) => void) | null = null;

  constructor(
    private readonly app: App,
    readonly config: SpoolmanConfig,
  ) {
    let stored: unknown = null;
    try {
      stored = app.find('database')?.getItem(DB_NAMESPACE, ACTIVE_SPOOL_KEY.join('.'));
    } catch {
      // Never set: no active spool.
    }
    this.spoolId = typeof stored === 'number' && Number.isInteger(stored) ? stored : null;
  }

  start(): void {
    const klippy = this.app.klippy;
    const onReady = (): void => this.klippyReady();
    klippy.on('ready', onReady);
    this.unlisten.push(() => klippy.off('ready', onReady));
    this.unlisten.push(
      klippy.registerRemoteMethod('spoolman_set_active_spool', (kw) => this.remoteSetSpool(kw)),
    );
    if (klippy.state === 'ready') this.klippyReady();
    this.connect();
  }

  status(): SpoolmanStatus {
    const pending: SpoolmanPendingReport[] = [...this.pending].map(([spool_id, filament_used]) => ({
      spool_id,
      filament_used,
    }));
    return { spoolman_connected: this.connected, pending_reports: pending, spool_id: this.spoolId };
  }

  /** Sets the active spool; the same one again changes (and announces) nothing. */
  setActiveSpool(spoolId: number | null): void {
    if (this.spoolId === spoolId) return;
    this.onSpoolChange?.(spoolId);
    this.spoolId = spoolId;
    this.app.find('database')?.write(DB_NAMESPACE, ACTIVE_SPOOL_KEY, spoolId);
    this.highestEpos = this.lastEpos;
    this.app.notify('notify_active_spool_set', { spool_id: spoolId });
    this.app.logs?.moonraker('spoolman.py', `Setting active spool to: ${String(spoolId)}`);
  }

  /** `spoolman_set_active_spool` from a macro: an int or None, anything else is refused. */
  private remoteSetSpool(kwargs: Record<string, unknown>): void {
    const value = kwargs.spool_id;
    if (value === null || (typeof value === 'number' && Number.isInteger(value))) {
      this.setActiveSpool(value);
      return;
    }
    this.app.logs?.moonraker(
      'klippy_connection.py',
      `Error running remote method: spoolman_set_active_spool (spool_id must be an int or None)`,
    );
  }

  /** Plain HTTP to Spoolman's API (`target`: the path after /api and its query). */
  request(method: string, target: string, body?: unknown): Promise<HttpOutcome> {
    return spoolmanRequest(method, this.config.apiUrl, target, body);
  }

  // The websocket to Spoolman ---------------------------------------------------------------------

  private connect(): void {
    if (this.closing) return;
    let ws: WebSocket;
    try {
      ws = new WebSocket(this.config.wsUrl, {
        handshakeTimeout: WS_CONNECT_TIMEOUT_MS,
        maxPayload: 16 << 20,
      });
    } catch {
      this.scheduleConnect();
      return;
    }
    this.ws = ws;
    let opened = false;
    ws.on('open', () => {
      opened = true;
      this.connected = true;
      this.app.logs?.moonraker('spoolman.py', 'Connected to Spoolman Spool Manager');
      this.startReports();
      if (this.spoolId !== null) void this.checkSpoolDeleted();
      this.notifyStatus();
    });
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) this.message(data.toString('utf8'));
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      this.ws = null;
      if (opened) {
        this.stopReports();
        this.connected = false;
        this.app.logs?.moonraker('spoolman.py', 'Spoolman Disconnected');
        if (!this.closing) this.notifyStatus();
      }
      this.scheduleConnect();
    });
  }

  private scheduleConnect(): void {
    if (this.closing || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect();
    }, RECONNECT_DELAY_MS);
  }

  /** A spool deleted in Spoolman stops being the active one. */
  private message(text: string): void {
    let event: { resource?: unknown; type?: unknown; payload?: { id?: unknown } };
    try {
      event = JSON.parse(text) as typeof event;
    } catch {
      return;
    }
    if (event?.resource !== 'spool') return;
    if (this.spoolId !== null && event.type === 'deleted' && event.payload?.id === this.spoolId) {
      this.pending.delete(this.spoolId);
      this.setActiveSpool(null);
    }
  }

  private async checkSpoolDeleted(): Promise<void> {
    const spoolId = this.spoolId;
    if (spoolId === null) return;
    const res = await this.request('GET', `/v1/spool/${spoolId}`);
    if (res.status === 404 && this.spoolId === spoolId) {
      this.pending.delete(spoolId);
      this.setActiveSpool(null);
    }
  }

  private notifyStatus(): void {
    this.app.notify('notify_spoolman_status_changed', { spoolman_connected: this.connected });
  }

  // Filament use ----------------------------------------------------------------------------------

  private klippyReady(): void {
    const toolhead = this.app.klippy.query({ toolhead: ['position', 'extruder'] }).toolhead ?? {};
    this.extruder = typeof toolhead.extruder === 'string' ? toolhead.extruder : 'extruder';
    const position = toolhead.position;
    if (Array.isArray(position) && typeof position[3] === 'number') {
      this.highestEpos = position[3];
      this.lastEpos = position[3];
    }
    if (!this.positionTimer) {
      this.positionTimer = setInterval(() => this.readPosition(), POSITION_POLL_MS);
      this.positionTimer.unref();
    }
  }

  /** Klipper's toolhead as a status update: a higher extruder position is filament used. */
  private readPosition(): void {
    if (this.app.klippy.state !== 'ready') return;
    const toolhead = this.app.klippy.query({ toolhead: ['position', 'extruder'] }).toolhead;
    const position = toolhead?.position;
    if (!Array.isArray(position) || typeof position[3] !== 'number') return;
    const epos = position[3];
    this.lastEpos = epos;
    const extruder = typeof toolhead?.extruder === 'string' ? toolhead.extruder : this.extruder;
    if (extruder !== this.extruder) {
      this.highestEpos = epos;
      this.extruder = extruder;
    } else if (epos > this.highestEpos) {
      if (this.spoolId !== null) this.addExtrusion(this.spoolId, epos - this.highestEpos);
      this.highestEpos = epos;
    }
  }

  private addExtrusion(spoolId: number, length: number): void {
    this.pending.set(spoolId, (this.pending.get(spoolId) ?? 0) + length);
  }

  private startReports(): void {
    this.stopReports();
    // The first report goes at once (what waited while Spoolman was away), then every sync_rate.
    // Each connection has its own round of reports: one left from an earlier connection ends.
    const round = ++this.reportRound;
    const tick = (): void => {
      void this.report().then(() => {
        if (round === this.reportRound && this.connected && !this.closing)
          this.reportTimer = setTimeout(tick, this.config.syncRate * 1000);
      });
    };
    this.reportTimer = setTimeout(tick, 0);
  }

  private stopReports(): void {
    this.reportRound += 1;
    if (this.reportTimer) clearTimeout(this.reportTimer);
    this.reportTimer = null;
  }

  /** Sends the pending reports: a 404 drops the spool's, another failure keeps it for later. */
  private async report(): Promise<void> {
    if (!this.connected) return;
    const reports = this.pending;
    this.pending = new Map();
    for (const [spoolId, used] of reports) {
      if (!this.connected) {
        this.addExtrusion(spoolId, used);
        continue;
      }
      const res = await this.request('PUT', `/v1/spool/${spoolId}/use`, { use_length: used });
      if (!res.error) continue;
      if (res.status === 404) {
        this.pending.delete(spoolId);
        if (spoolId === this.spoolId) this.setActiveSpool(null);
      } else this.addExtrusion(spoolId, used);
    }
  }

  close(): void {
    this.closing = true;
    this.stopReports();
    if (this.retry) clearTimeout(this.retry);
    if (this.positionTimer) clearInterval(this.positionTimer);
    for (const off of this.unlisten) off();
    this.ws?.close(1001, 'Moonraker Shutdown');
    this.ws?.terminate();
  }
}
