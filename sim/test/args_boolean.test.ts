// Boolean arguments as Moonraker's get_boolean reads them: a JSON boolean or the text true/false in
// any case; anything else is refused with Moonraker's message, never taken as false.
import { describe, expect, it } from 'vitest';
import { Args } from '../args';
import { http, rpcError, simForSuite } from './helpers';

describe('Args.bool', () => {
  it.each([
    { sent: true, read: true },
    { sent: false, read: false },
    { sent: 'true', read: true },
    { sent: 'TRUE', read: true },
    { sent: 'False', read: false },
  ])('$sent reads as $read', ({ sent, read }) =>
    expect(new Args({ force: sent }).bool('force', !read)).toBe(read),
  );

  it('an argument left out takes the default', () =>
    expect(new Args({}).bool('force', true)).toBe(true));

  it.each([
    { sent: 1, received: '1' },
    { sent: 0, received: '0' },
    { sent: 'yes', received: 'yes' },
    { sent: 'MAYBE', received: 'maybe' },
    { sent: '', received: '' },
    { sent: null, received: 'None' },
    { sent: [true], received: '[True]' },
  ])('$sent is refused', ({ sent, received }) =>
    expect(() => new Args({ force: sent }).bool('force', false)).toThrow(
      `Unable to convert argument [force] to <class 'bool'>: value received: ${received}`,
    ),
  );
});

describe('boolean arguments on the wire', () => {
  const suite = simForSuite();

  it('a JSON-RPC call with 1 for a boolean is refused with 400, and nothing is done', async () => {
    await suite.rpc.call('server.files.post_directory', { path: 'gcodes/keep' });
    const error = await rpcError(
      suite.rpc.call('server.files.delete_directory', { path: 'gcodes/keep', force: 1 }),
    );
    expect(error).toMatchObject({
      code: 400,
      message: "Unable to convert argument [force] to <class 'bool'>: value received: 1",
    });
    const listing = await suite.rpc.call<{ dirs: { dirname: string }[] }>(
      'server.files.get_directory',
      { path: 'gcodes' },
    );
    expect(listing.dirs.map((d) => d.dirname)).toContain('keep');
  });

  it('a query argument of "yes" is refused; "True" is read as true', async () => {
    const refused = await http(
      suite.sim,
      'GET',
      '/server/files/directory?path=gcodes&extended=yes',
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      "Unable to convert argument [extended] to <class 'bool'>: value received: yes",
    );
    const read = await http(suite.sim, 'GET', '/server/files/directory?path=gcodes&extended=True');
    expect(read.status).toBe(200);
  });
});
