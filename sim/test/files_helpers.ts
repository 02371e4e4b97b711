// Helpers of the file-manager tests: multipart uploads through fetch and a raw, abortable upload.

import { request } from 'node:http';
import type { Simulator } from '../index';

export interface UploadReply {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export async function upload(
  sim: Simulator,
  name: string,
  content: string,
  fields: Record<string, string> = {},
  query = '',
): Promise<UploadReply> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([content]), name);
  const res = await fetch(`${sim.url}/server/files/upload${query}`, { method: 'POST', body: form });
  const text = await res.text();
  return {
    status: res.status,
    body: JSON.parse(text) as Record<string, unknown>,
    headers: res.headers,
  };
}

/** Sends the head of a multipart upload and part of the file, then drops the connection. */
export async function abortedUpload(sim: Simulator, name: string): Promise<void> {
  const boundary = '----printdeckabort';
  const url = new URL(`${sim.url}/server/files/upload`);
  const req = request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': 10_000_000,
    },
  });
  req.on('error', () => undefined);
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  req.write(Buffer.alloc(256 * 1024, 'G1 X1 Y1\n'));
  await new Promise((r) => setTimeout(r, 200));
  req.destroy();
  await new Promise((r) => setTimeout(r, 300));
}
