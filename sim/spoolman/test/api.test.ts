// The virtual Spoolman on its own port, as a dashboard or Moonraker reaches it: the sample inventory,
// list filters, sorting and paging with x-total-count, Spoolman's 404 / 400 / 422 / 405 answers,
// filaments and vendors, the websockets announcing changes, the inventory kept in its file, and a
// stop that closes the port until it starts again.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SpoolmanEvent, SpoolmanSpool } from '../../../protocol/spoolman';
import { acquireSpoolman, type SpoolmanLease } from '../server';

describe('virtual Spoolman', () => {
  let lease: SpoolmanLease;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'printdeck-spoolman-'));
    lease = await acquireSpoolman('127.0.0.1', 0, dir);
  });
  afterAll(async () => {
    await lease.release();
    rmSync(dir, { recursive: true, force: true });
  });

  const api = async (
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown; headers: Headers }> => {
    const res = await fetch(`${lease.spoolman.url}/api/v1${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
  };
  const ids = (body: unknown): number[] => (body as { id: number }[]).map((s) => s.id);

  it('answers info and health', async () => {
    expect((await api('GET', '/health')).body).toEqual({ status: 'healthy' });
    expect((await api('GET', '/info')).body).toMatchObject({
      version: '0.26.1',
      db_type: 'sqlite',
    });
  });

  it('lists the sample spools without the archived one unless asked', async () => {
    const res = await api('GET', '/spool');
    expect(ids(res.body)).toEqual([1, 2, 3, 5]);
    expect(res.headers.get('x-total-count')).toBe('4');
    expect(ids((await api('GET', '/spool?allow_archived=true')).body)).toEqual([1, 2, 3, 4, 5]);
    const spools = (await api('GET', '/spool?allow_archived=1')).body as SpoolmanSpool[];
    expect(new Set(spools.map((s) => s.filament.material))).toEqual(
      new Set(['PLA', 'PETG', 'ABS']),
    );
    expect(new Set(spools.map((s) => s.filament.vendor?.name)).size).toBe(3);
    expect(spools.some((s) => (s.remaining_weight ?? 0) < 50 && !s.archived)).toBe(true);
    // Spoolman leaves unset fields out: no price on spool 1, none on filament 5.
    expect('price' in (spools[0] as object)).toBe(false);
    expect('price' in (spools[4] as SpoolmanSpool).filament).toBe(false);
  });

  it('filters as Spoolman does', async () => {
    const q = async (query: string): Promise<number[]> =>
      ids((await api('GET', `/spool?${query}`)).body);
    expect(await q('filament.material=pla')).toEqual([1, 2]);
    expect(await q('filament.material="PLA",abs&allow_archived=true')).toEqual([1, 2, 4]);
    expect(await q('filament_material=PETG')).toEqual([3, 5]);
    expect(await q('filament.vendor.id=2')).toEqual([2, 5]);
    expect(await q('filament.id=1,3')).toEqual([1, 3]);
    expect(await q('location=dry')).toEqual([5]);
    expect(await q('lot_nr=')).toEqual([2, 3, 5]);
    expect(await q('filament.vendor.name=prusa')).toEqual([1, 3]);
  });

  it('sorts unset values last and pages with the total in x-total-count', async () => {
    const res = await api('GET', '/spool?sort=price:desc,id:asc&limit=2&offset=1');
    expect(ids(res.body)).toEqual([1, 2]);
    expect(res.headers.get('x-total-count')).toBe('4');
    expect(ids((await api('GET', '/spool?sort=remaining_weight:asc')).body)).toEqual([3, 1, 5, 2]);
    expect(ids((await api('GET', '/spool?sort=filament.name:asc')).body)).toEqual([1, 3, 2, 5]);
  });

  it('answers bad requests in Spoolman’s words and shapes', async () => {
    expect(await api('GET', '/spool/99')).toMatchObject({
      status: 404,
      body: { message: 'No spool with ID 99 found.' },
    });
    expect(await api('GET', '/spool?sort=price')).toMatchObject({
      status: 400,
      body: { message: "Invalid sort 'price', expected the form 'field:asc' or 'field:desc'." },
    });
    expect(await api('GET', '/spool?sort=secret:asc')).toMatchObject({
      status: 400,
      body: { message: "Invalid field name 'secret', 'secret' is not a valid field on 'Spool'." },
    });
    const notInt = await api('GET', '/spool/abc');
    expect(notInt.status).toBe(422);
    expect(notInt.body).toEqual({
      detail: [
        {
          type: 'int_parsing',
          loc: ['path', 'spool_id'],
          msg: 'Input should be a valid integer, unable to parse string as an integer',
          input: 'abc',
        },
      ],
    });
    const missing = await api('POST', '/spool', { price: -1 });
    expect(missing.status).toBe(422);
    expect((missing.body as { detail: { type: string; loc: unknown[] }[] }).detail).toEqual([
      expect.objectContaining({ type: 'missing', loc: ['body', 'filament_id'] }),
      expect.objectContaining({ type: 'greater_than_equal', loc: ['body', 'price'] }),
    ]);
    const broken = await api('POST', '/spool', '{"filament_id": ');
    expect((broken.body as { detail: { type: string }[] }).detail[0]?.type).toBe('json_invalid');
    expect(await api('DELETE', '/info')).toMatchObject({
      status: 405,
      body: { detail: 'Method Not Allowed' },
    });
    expect(await api('GET', '/secrets')).toMatchObject({
      status: 404,
      body: { detail: 'Not Found' },
    });
    const outside = await fetch(`${lease.spoolman.url}/etc/passwd`);
    expect(outside.status).toBe(404);
    expect(await api('PUT', '/spool/1/use', {})).toMatchObject({
      status: 400,
      body: { message: 'Either use_weight or use_length must be specified.' },
    });
    expect(await api('PUT', '/spool/99/use', { use_length: 5 })).toMatchObject({
      status: 404,
      body: { message: 'Filament not found for spool.' },
    });
  });

  it('uses filament by length as weight through the filament’s density and diameter', async () => {
    const before = (await api('GET', '/spool/2')).body as SpoolmanSpool;
    const after = (await api('PUT', '/spool/2/use', { use_length: 1000 })).body as SpoolmanSpool;
    // 1 m of 1.75 mm PLA at 1.24 g/cm³ is 2.9826 g.
    expect(after.used_weight - before.used_weight).toBeCloseTo(2.98256, 4);
    expect(after.used_length - before.used_length).toBeCloseTo(1000, 6);
    expect(after.first_used).toBe(after.last_used);
    const back = (await api('PUT', '/spool/2/use', { use_weight: -100 })).body as SpoolmanSpool;
    expect(back.used_weight).toBe(0);
  });

  it('adds filaments and vendors, refusing an unknown vendor', async () => {
    const vendor = (await api('POST', '/vendor', { name: 'Sunlu' })).body as { id: number };
    expect(vendor).toMatchObject({ id: 4, name: 'Sunlu', extra: {} });
    const filament = await api('POST', '/filament', {
      name: 'Silk Gold',
      vendor_id: vendor.id,
      material: 'PLA',
      density: 1.24,
      diameter: 1.75,
      color_hex: '#d4af37',
    });
    expect(filament.body).toMatchObject({ id: 6, color_hex: 'D4AF37', vendor: { name: 'Sunlu' } });
    expect(
      (await api('POST', '/filament', { vendor_id: 99, density: 1, diameter: 1.75 })).status,
    ).toBe(404);
    expect(ids((await api('GET', '/filament?vendor.id=4')).body)).toEqual([6]);
    expect(ids((await api('GET', '/vendor?name=sun')).body)).toEqual([3, 4]);
    expect(ids((await api('GET', '/vendor?name="Sunlu"')).body)).toEqual([4]);
  });

  it('announces changes on its websockets: all, every spool, one spool', async () => {
    const open = async (path: string): Promise<{ ws: WebSocket; got: SpoolmanEvent[] }> => {
      const ws = new WebSocket(`${lease.spoolman.url.replace('http', 'ws')}/api/v1${path}`);
      const got: SpoolmanEvent[] = [];
      ws.on('message', (d: Buffer) => got.push(JSON.parse(d.toString()) as SpoolmanEvent));
      await new Promise((ok, fail) => ws.once('open', ok).once('error', fail));
      return { ws, got };
    };
    const all = await open('/');
    const spools = await open('/spool');
    const three = await open('/spool/3');
    await api('PATCH', '/spool/2', { location: 'Printer' });
    await api('PATCH', '/spool/3', { location: 'Printer' });
    await new Promise((r) => setTimeout(r, 100));
    expect(all.got.map((e) => e.payload.id)).toEqual([2, 3]);
    expect(spools.got.map((e) => [e.type, e.resource, e.payload.id])).toEqual([
      ['updated', 'spool', 2],
      ['updated', 'spool', 3],
    ]);
    expect(three.got.map((e) => e.payload.id)).toEqual([3]);
    expect(three.got[0]?.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    for (const c of [all, spools, three]) c.ws.close();
  });

  it('stops: the port refuses; starts again on the same port with the same spools', async () => {
    const port = lease.spoolman.port;
    await lease.spoolman.stop();
    await expect(fetch(`${lease.spoolman.url}/api/v1/health`)).rejects.toThrow();
    await lease.spoolman.start();
    expect(lease.spoolman.port).toBe(port);
    const spool = (await api('GET', '/spool/2')).body as SpoolmanSpool;
    expect(spool.location).toBe('Printer');
  });

  it('keeps the inventory in its file for the next start', async () => {
    lease.spoolman.store.flush();
    const again = await acquireSpoolman('127.0.0.1', 0, dir);
    try {
      const res = await fetch(`${again.spoolman.url}/api/v1/vendor/4`);
      expect(((await res.json()) as { name: string }).name).toBe('Sunlu');
    } finally {
      await again.release();
    }
  });
});
