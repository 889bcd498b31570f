import http from 'node:http';

/** One answer, read whole. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request sent exactly as written (fetch would normalise the path and refuse some bodies). */
export function rawRequest(
  baseUrl: string,
  init: { method: string; path: string; headers?: Record<string, string>; body?: Uint8Array },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  // A body always says its length: a GET's body would otherwise read as a second request.
  const headers = init.body
    ? { ...init.headers, 'content-length': String(init.body.length) }
    : init.headers;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        method: init.method,
        path: init.path,
        headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
