// Error types and the HTTP error policy of spec §8.
import { describe, expect, it } from 'vitest';
import { HttpError, MoonrakerError, httpErrorSeverity, messageFromBody } from '../errors';

describe('errors', () => {
  it('MoonrakerError and HttpError carry their fields', () => {
    const rpc = new MoonrakerError(-32601, 'Method not found', 'server.nope');
    expect(rpc).toBeInstanceOf(Error);
    expect(rpc).toMatchObject({ name: 'MoonrakerError', code: -32601, method: 'server.nope' });
    expect(new MoonrakerError('TIMEOUT', 't').method).toBeUndefined();
    const http = new HttpError(503, 'Klippy Host not connected', { error: {} });
    expect(http).toMatchObject({ name: 'HttpError', status: 503, body: { error: {} } });
  });

  it('messageFromBody reads error.message, then a string body, then the fallback', () => {
    expect(
      messageFromBody({ error: { code: 400, message: 'No data for argument: filename' } }),
    ).toBe('No data for argument: filename');
    expect(messageFromBody('Gateway Timeout')).toBe('Gateway Timeout');
    expect(messageFromBody({ error: { code: 500 } })).toBe('Server error');
    expect(messageFromBody(undefined)).toBe('Server error');
    expect(messageFromBody({}, 'Oops')).toBe('Oops');
  });

  it('httpErrorSeverity: 0 and 404 silent, 401 logout, everything else an error', () => {
    expect(httpErrorSeverity(0)).toBe('silent');
    expect(httpErrorSeverity(404)).toBe('silent');
    expect(httpErrorSeverity(401)).toBe('logout');
    for (const status of [400, 403, 422, 500, 503]) expect(httpErrorSeverity(status)).toBe('error');
  });
});
