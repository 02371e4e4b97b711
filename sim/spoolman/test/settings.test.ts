// The virtual Spoolman's settings as a client reaches them: the currency is "EUR" until set, a set
// value is answered with is_set and kept in the data folder, "" unsets it, and Spoolman's refusals
// (an unknown setting, a value of the wrong type, a body that is not a JSON string, a form's
// content type) come back as Spoolman words them.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireSpoolman, type SpoolmanLease } from '../server';

describe('virtual Spoolman settings', () => {
  let lease: SpoolmanLease;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'printdeck-spoolman-settings-'));
    lease = await acquireSpoolman('127.0.0.1', 0, dir);
  });
  afterAll(async () => {
    await lease.release();
    rmSync(dir, { recursive: true, force: true });
  });

  const send = async (
    method: string,
    path: string,
    body?: string,
    type = 'application/json',
  ): Promise<{ status: number; body: unknown }> => {
    const res = await fetch(`${lease.spoolman.url}/api/v1/setting${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': type },
      body,
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const set = (key: string, value: unknown) => send('POST', `/${key}`, JSON.stringify(value));

  it('answers the default currency while none is set, alone and among all settings', async () => {
    const currency = { value: '"EUR"', is_set: false, type: 'string' };
    expect(await send('GET', '/currency')).toEqual({ status: 200, body: currency });
    const all = (await send('GET', '/')).body as Record<string, unknown>;
    expect(all.currency).toEqual(currency);
    expect(all.round_prices).toEqual({ value: 'false', is_set: false, type: 'boolean' });
  });

  it('sets the currency, keeps it for the next start, and unsets it with an empty string', async () => {
    expect(await set('currency', '"SEK"')).toEqual({
      status: 200,
      body: { value: '"SEK"', is_set: true, type: 'string' },
    });
    expect((await send('GET', '/currency')).body).toMatchObject({ value: '"SEK"', is_set: true });

    lease.spoolman.store.flush();
    const again = await acquireSpoolman('127.0.0.1', 0, dir);
    try {
      const res = await fetch(`${again.spoolman.url}/api/v1/setting/currency`);
      expect(await res.json()).toMatchObject({ value: '"SEK"', is_set: true });
    } finally {
      await again.release();
    }

    expect((await set('currency', '')).body).toEqual({
      value: '"EUR"',
      is_set: false,
      type: 'string',
    });
    await set('currency', '"USD"');
    expect((await set('currency', 'null')).body).toMatchObject({ value: '"EUR"', is_set: false });
  });

  it("refuses what Spoolman refuses, in Spoolman's words", async () => {
    expect(await send('GET', '/not-a-setting')).toEqual({
      status: 404,
      body: { message: 'Setting not-a-setting does not exist.' },
    });
    expect((await set('not-a-setting', '"SEK"')).status).toBe(404);
    expect(await set('currency', '5')).toEqual({
      status: 400,
      body: { message: 'Setting currency must be a string.' },
    });
    expect(await set('round_prices', '"yes"')).toEqual({
      status: 400,
      body: { message: 'Setting round_prices must be a boolean.' },
    });
    const notJson = await set('currency', 'SEK');
    expect(notJson.status).toBe(400);
    const number = await send('POST', '/currency', '5');
    expect(number.status).toBe(422);
    expect(number.body).toMatchObject({ detail: [{ type: 'string_type', loc: ['body'] }] });
    const form = await send('POST', '/currency', '"\\"SEK\\""', 'text/plain');
    expect(form.status).toBe(415);
    expect((form.body as { detail: string }).detail).toMatch(/application\/json/);
    expect((await send('GET', '/currency')).body).toMatchObject({ value: '"EUR"' });
  });
});
