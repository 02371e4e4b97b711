// The installed app keeps only real file answers of its lazy chunks and language files: not a web
// server's index.html answering a missing file, not an error.
import { describe, expect, it } from 'vitest';
import { keepFileAnswer } from '../pwa-cache';

describe('keepFileAnswer', () => {
  it.each([
    [200, 'text/javascript', true],
    [200, 'application/javascript; charset=utf-8', true],
    [200, 'text/css', true],
    [200, 'application/json', true],
    [200, '', true],
    [200, 'text/html', false],
    [200, 'text/html; charset=utf-8', false],
    [200, 'Text/HTML', false],
    [404, 'text/javascript', false],
    [404, 'application/json', false],
    [500, 'text/javascript', false],
    [206, 'text/javascript', false],
  ])('%i %j → kept: %s', async (status, type, kept) => {
    const headers = type ? { 'content-type': type } : undefined;
    const response = new Response('x', { status, headers });
    expect(await keepFileAnswer({ response })).toBe(kept ? response : null);
  });
});
