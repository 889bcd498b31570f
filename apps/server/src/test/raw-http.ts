import { request, type IncomingHttpHeaders } from 'node:http';

/** An answer as it came over the wire. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

/**
 * One request through node:http, the body as sent on the wire (fetch would decode it, and would
 * add `cache-control: no-cache` to a conditional request, which asks the server not to answer 304).
 */
export function sendRaw(
  baseUrl: string,
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${url}`, { method, headers });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
